package dev.tengen.game.service.api;

import dev.tengen.clock.TimeControl;
import java.time.Instant;

/**
 * A game was opened for a board of a published round; the fields are those of {@link StartGame}, the time control
 * canonical ({@link TimeControl#judge()}) or null for a game without a clock (and in events stored before it existed).
 */
public record GameStarted(
        String gameId,
        String tournamentId,
        int round,
        int board,
        String black,
        String white,
        String ruleset,
        String competitionCode,
        int boardSize,
        int handicap,
        double komi,
        TimeControl timeControl,
        String by,
        Instant at) {

    /** A game without a clock, as released before the time control. */
    public GameStarted(String gameId, String tournamentId, int round, int board, String black, String white,
            String ruleset, String competitionCode, int boardSize, int handicap, double komi, String by, Instant at) {
        this(gameId, tournamentId, round, board, black, white, ruleset, competitionCode, boardSize, handicap, komi, null,
                by, at);
    }
}
