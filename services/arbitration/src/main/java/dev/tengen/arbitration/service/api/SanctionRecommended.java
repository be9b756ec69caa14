package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** A recommendation to the Technical Delegate, who decides on it (000 ch. 4 art. 2.6). */
public record SanctionRecommended(String appealId, String tournamentId, String against, Sanction sanction,
        String reasons, String article, String by, Instant at) {
}
