package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** The appeal deposit goes back to the complainant (Incheon 2013 arbitration art. 1.4). */
public record DepositRefunded(String appealId, String tournamentId, Money amount, String reason, String article,
        String by, Instant at) {
}
