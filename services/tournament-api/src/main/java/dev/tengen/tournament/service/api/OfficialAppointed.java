package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * A person holds an office in the tournament from now on.
 *
 * @param role the canonical role name ({@link OfficialRoles#NAMES})
 */
public record OfficialAppointed(
        String tournamentId, String personId, String role, String name, String nationality, String by, Instant at) {
}
