package dev.tengen.tournament.service.api;

import java.time.Instant;

/** The person no longer holds the office named; the name is repeated so the event reads alone in an audit. */
public record OfficialDismissed(
        String tournamentId, String personId, String role, String name, String reason, String by, Instant at) {
}
