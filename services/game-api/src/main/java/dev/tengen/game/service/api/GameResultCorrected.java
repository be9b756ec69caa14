package dev.tengen.game.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;

/**
 * The game's result is now the tournament's corrected one; the game is over with it.
 *
 * @param previousResult the result the game held before, or null when it had none
 * @param source what decided it ({@code appeal:<id>}, {@code decision:<id>})
 */
public record GameResultCorrected(
        String gameId,
        String tournamentId,
        int round,
        int board,
        String previousResult,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        String source,
        String by,
        Instant at) {}
