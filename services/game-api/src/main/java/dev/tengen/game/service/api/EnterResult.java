package dev.tengen.game.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * An official records the game's result from the result slip: the game ends with it, whatever its state, so that the
 * game and its tournament hold one result. A result the game itself proposed that differs is a conflict, answered
 * unless {@code override} is set with a reason.
 *
 * @param outcome the outcome for pairing and placement (never PENDING)
 * @param byForfeit whether it was decided without play
 * @param result the result as the tournament writes it ({@code B+R}, {@code W+3.5}, {@code 0-0}, {@code ?})
 * @param reason why, in words; required with {@code override}
 * @param override record it over a different result the game proposed
 */
public record EnterResult(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        boolean override,
        String by,
        Instant at) {

    public EnterResult {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
        if (outcome == Outcome.PENDING) {
            throw new IllegalArgumentException("an entered result is a result; PENDING is none");
        }
    }
}
