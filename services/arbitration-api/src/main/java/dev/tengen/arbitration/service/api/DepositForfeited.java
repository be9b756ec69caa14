package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** The appeal was rejected: the deposit accrues to the Organizing Committee (Incheon 2013 arbitration art. 1.4). */
public record DepositForfeited(String appealId, String tournamentId, Money amount, String reason, String article,
        String by, Instant at) {
}
