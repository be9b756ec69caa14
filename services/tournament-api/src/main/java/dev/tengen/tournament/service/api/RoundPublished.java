package dev.tengen.tournament.service.api;

import dev.tengen.clock.TimeControl;
import java.time.Instant;
import java.util.List;

/**
 * The pairing of a round is final and public; each board's game is to be started under these rules.
 *
 * @param ruleSet the rule set's canonical name
 * @param competitionCode the competition code's canonical name
 * @param boardSize lines of the board
 * @param games the boards, board 1 first, each with its game id
 * @param byes the players without a game, with why
 * @param timeControl the games' time system and lateness limit; null in events stored before it existed (untimed)
 */
public record RoundPublished(String tournamentId, int round, String ruleSet, String competitionCode, int boardSize,
        List<PairedGame> games, List<RoundBye> byes, String by, Instant at, TimeControl timeControl) {

    /** A publication as released before the time control: untimed games. */
    public RoundPublished(String tournamentId, int round, String ruleSet, String competitionCode, int boardSize,
            List<PairedGame> games, List<RoundBye> byes, String by, Instant at) {
        this(tournamentId, round, ruleSet, competitionCode, boardSize, games, byes, by, at, null);
    }
}
