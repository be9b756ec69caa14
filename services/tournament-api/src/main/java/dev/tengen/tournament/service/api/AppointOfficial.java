package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Appoints a tournament official (Incheon 2013 duties art. 1: the Technical Delegate appoints the officials; any caller
 * may for now, the security seam decides later).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param personId the person's id, chosen by the caller; one role per person at a time
 * @param role one of {@link OfficialRoles#NAMES}
 * @param name the official's name as published
 * @param nationality country code, empty if not given (neutrality of referees and arbitrators)
 */
public record AppointOfficial(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String personId,
        String role,
        String name,
        String nationality,
        String by,
        Instant at) {

    public AppointOfficial {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(personId, "personId");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(nationality, "nationality");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
