package dev.tengen.tournament.service.api;

/**
 * One board of a round as a director sets it by hand.
 *
 * @param board 1-based board number
 * @param black player id holding Black
 * @param white player id holding White
 * @param handicap handicap stones, or null to keep the board's (0 on a new board)
 * @param komi compensation for White in points, or null for the configuration's
 */
public record BoardChange(int board, String black, String white, Integer handicap, Double komi) {
}
