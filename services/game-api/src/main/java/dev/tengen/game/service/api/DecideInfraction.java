package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A referee rules on an infraction reported at the board (a phone ringing, stones moved, a disturbed board,
 * misconduct...). The competition code decides the sanction and names the article; where the code leaves a choice
 * (Incheon 2013 code art. 5.1.6, 5.1.7, 6.3), the referee's {@code choice} picks it. Illegal plays are not reported
 * this way: the move itself is refused when it is played.
 *
 * @param expectedVersion the game version the caller last saw, or null to skip the check
 * @param infraction the kind, in kebab case ({@code dev.tengen.conduct.Infraction.Kind}): "phone-rang"
 * @param offender "black" or "white"; null when no one is at fault, or for misconduct by both
 * @param intentional moved stones or a Pair Go rotation error proven intentional
 * @param recreatable a disturbed board that can be set up again; default true unless a player disturbed it
 * @param grave misconduct grave enough to bar the offender from future events
 * @param choice the referee's choice where the code leaves one ("warning", "loss", "restore", "declare-valid",
 *     "recreate", "draw", "replay", "both-lose")
 * @param note what the referee saw, in words
 * @param chiefReferee whether the Chief Referee decides in person: a penalty then takes effect at once (Incheon 2013 duties
 *     art. 2.5, 2.7)
 */
public record DecideInfraction(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String infraction,
        String offender,
        boolean intentional,
        Boolean recreatable,
        boolean grave,
        String choice,
        String note,
        boolean chiefReferee,
        String by,
        Instant at) {

    public DecideInfraction {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
