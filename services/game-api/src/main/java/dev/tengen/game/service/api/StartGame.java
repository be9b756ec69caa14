package dev.tengen.game.service.api;

import dev.tengen.clock.TimeControl;
import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Opens the game of one board of a published round (sent by the platform when the round is published).
 *
 * @param gameId the new game's id
 * @param tournamentId the tournament it belongs to
 * @param round 1-based round
 * @param board 1-based board
 * @param black player id holding Black
 * @param white player id holding White
 * @param ruleset rule set name (engine {@code Rulesets})
 * @param competitionCode competition code name (engine {@code CompetitionCodes})
 * @param boardSize lines of the board
 * @param handicap handicap stones (0 for an even game)
 * @param komi compensation in points for White
 * @param timeControl the time system and lateness limit the tournament configured; null or "untimed": no clock
 * @param by who sent it
 * @param at when
 */
public record StartGame(
        @TargetAggregateIdentifier String gameId,
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

    /** A game without a clock. */
    public StartGame(String gameId, String tournamentId, int round, int board, String black, String white, String ruleset,
            String competitionCode, int boardSize, int handicap, double komi, String by, Instant at) {
        this(gameId, tournamentId, round, board, black, white, ruleset, competitionCode, boardSize, handicap, komi, null,
                by, at);
    }
}
