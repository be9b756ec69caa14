package dev.tengen.arbitration.service.api;

import java.time.Instant;

/**
 * A valid appeal reached the Arbitration Committee with its deposit (Incheon 2013 arbitration art. 1.2-1.3). The committee aims
 * to rule by {@code rulingDueAt}, half an hour after receipt (art. 3.2).
 *
 * @param at the time of receipt
 */
public record AppealFiled(String appealId, String protestId, String tournamentId, String gameId, int round, int board,
        Instant protestDecidedAt, AppealForm form, Deposit deposit, Money requiredDeposit, Instant rulingDueAt,
        String by, Instant at) {
}
