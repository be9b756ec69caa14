package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** From now on the tournament asks this deposit with an appeal (Incheon 2013 arbitration art. 1.3). */
public record AppealDepositSet(String termsId, String tournamentId, Money deposit, String by, Instant at) {
}
