package dev.tengen.tournament.service.api;

/**
 * One board of a round's pairing.
 *
 * @param board 1-based board number
 * @param gameId the id the game gets when the round is published: {@code {tournamentId}-r{round}-b{board}}
 * @param black player id holding Black
 * @param white player id holding White
 * @param handicap handicap stones, 0 for an even game
 * @param komi compensation for White in points
 */
public record PairedGame(int board, String gameId, String black, String white, int handicap, double komi) {

    /** The deterministic id of the game of a board. */
    public static String gameId(String tournamentId, int round, int board) {
        return tournamentId + "-r" + round + "-b" + board;
    }
}
