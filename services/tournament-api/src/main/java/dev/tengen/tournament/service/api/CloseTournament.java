package dev.tengen.tournament.service.api;

import java.time.Instant;

import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Ends the tournament once every game of the last published round has its result.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 */
public record CloseTournament(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,

        String by,
        Instant at) {

    public CloseTournament {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
