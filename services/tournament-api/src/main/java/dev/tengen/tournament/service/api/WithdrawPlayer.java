package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Takes a player out of the pairings from now on; the player stays on the list with the games played
 * (Chinese 2002 art. 28.3: after a withdrawal the player is not paired any more).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param reason why, as the director records it, empty if none given (Chinese 2002 art. 23.2 weighs a
 *     withdrawal "without proper reason")
 */
public record WithdrawPlayer(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String playerId,
        String reason,
        String by,
        Instant at) {

    public WithdrawPlayer {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
