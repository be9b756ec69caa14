package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** The appeal was rejected: the deposit accrues to the Organizing Committee (000 ch. 4 art. 1.4). */
public record DepositForfeited(String appealId, String tournamentId, Money amount, String reason, String article,
        String by, Instant at) {
}
