package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** A recommendation to the Technical Delegate, who decides on it (Incheon 2013 arbitration art. 2.6). */
public record SanctionRecommended(String appealId, String tournamentId, String against, Sanction sanction,
        String reasons, String article, String by, Instant at) {
}
