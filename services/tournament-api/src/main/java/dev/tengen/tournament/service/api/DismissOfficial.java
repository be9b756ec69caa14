package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Ends an official's appointment.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param reason why, empty if none given
 */
public record DismissOfficial(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String personId,
        String reason,
        String by,
        Instant at) {

    public DismissOfficial {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(personId, "personId");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
