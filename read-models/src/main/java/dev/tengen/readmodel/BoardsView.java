package dev.tengen.readmodel;

import java.util.List;

/**
 * {@code GET /api/v1/accounts/me/boards}: the boards a referee looks after, tournament by tournament, the current round
 * first.
 */
public record BoardsView(String account, List<Tournament> tournaments) {

    /**
     * @param role the account's office there: "referee" or "chief-referee" (who also reviews proposed penalties)
     * @param currentRound the latest published round, or null before any
     * @param rounds the published rounds, latest first
     */
    public record Tournament(String tournamentId, String name, String role, boolean closed, Integer currentRound,
            List<Round> rounds) {}

    public record Round(int round, List<Board> boards) {}

    /**
     * One board.
     *
     * @param result the final result, or the result proposed and awaiting confirmation
     * @param status "playing", "counting", "result-proposed", "final", or "not-started" (no game opened yet)
     * @param toMove "black" or "white" while play goes on
     * @param moves lines of the game record so far
     * @param warnings warnings given in this game
     * @param awaitingChiefReferee referees' decisions whose penalty awaits the Chief Referee (Incheon 2013 duties art. 2.5)
     * @param protestsFiled protests about this game awaiting the referees' decision (Incheon 2013 arbitration art. 1.1)
     */
    public record Board(int board, String gameId, String black, String blackName, String white, String whiteName,
            int handicap, double komi, String result, String status, String toMove, int moves, Sides warnings,
            int awaitingChiefReferee, int protestsFiled) {}

    public record Sides(int black, int white) {}
}
