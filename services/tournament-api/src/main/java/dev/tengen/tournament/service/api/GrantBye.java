package dev.tengen.tournament.service.api;

import java.time.Instant;

import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A player asks not to be paired in a round (an absence), granted before that round is paired or while it is
 * unpublished (then it must be paired again).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param reason why, empty if none given
 */
public record GrantBye(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String playerId,
        int round,
        String reason,
        String by,
        Instant at) {

    public GrantBye {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
