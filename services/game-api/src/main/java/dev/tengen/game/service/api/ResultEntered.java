package dev.tengen.game.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;

/**
 * An official recorded the game's result from the result slip; the game ends with it ({@link ResultConfirmed}
 * follows).
 *
 * @param result the result as the tournament writes it
 * @param reason why, in words
 * @param setAside the result the game had proposed and that the official's replaced, or null
 * @param movesPlayed the moves the game had recorded when it ended this way
 */
public record ResultEntered(
        String gameId,
        String tournamentId,
        int round,
        int board,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        String setAside,
        int movesPlayed,
        String by,
        Instant at) {}
