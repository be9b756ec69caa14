package dev.tengen.game.service.api;

import java.time.Instant;

/**
 * The game is void: its board was changed by a correction of the published pairing. It has no result, counts for
 * nobody, and refuses moves and every other command.
 *
 * @param reason the correction's reason
 * @param movesPlayed the moves the game had recorded when it was voided
 */
public record GameVoided(String gameId, String tournamentId, int round, int board, String reason, int movesPlayed,
        String by, Instant at) {}
