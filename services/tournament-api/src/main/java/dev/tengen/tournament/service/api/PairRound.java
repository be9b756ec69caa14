package dev.tengen.tournament.service.api;

import java.time.Instant;

import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Computes the pairing of a round with the engine ({@code dev.tengen.pairing.TournamentPairer}) from the
 * tournament's own players, configuration and earlier rounds. A paired round may be paired again until it is
 * published.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param round 1-based; the previous round must be complete (published, every result recorded)
 */
public record PairRound(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        String by,
        Instant at) {

    public PairRound {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
