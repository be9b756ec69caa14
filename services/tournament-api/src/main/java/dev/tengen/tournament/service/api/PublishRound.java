package dev.tengen.tournament.service.api;

import java.time.Instant;

import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Makes the pairing of a round final and public: its games are started, and it changes no more.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 */
public record PublishRound(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        String by,
        Instant at) {

    public PublishRound {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
