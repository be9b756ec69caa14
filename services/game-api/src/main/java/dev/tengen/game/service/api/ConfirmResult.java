package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A player or the attending referee confirms the proposed result. Both players and one referee make it final.
 *
 * @param role "player" or "referee"
 * @param confirmer for a player "black" or "white"; for a referee the referee's name or id
 * @param result the result confirmed, as proposed ("B+3.5", "W+R"): a confirmation of another result is refused
 */
public record ConfirmResult(
        @TargetAggregateIdentifier String gameId,
        @TargetAggregateVersion Long expectedVersion,
        String role,
        String confirmer,
        String result,
        String by,
        Instant at) {

    public ConfirmResult {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(confirmer, "confirmer");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
