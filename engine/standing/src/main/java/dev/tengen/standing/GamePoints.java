package dev.tengen.standing;

/**
 * Points a player takes from one decided game.
 *
 * @param win points for a win (also a win by forfeit)
 * @param draw points for a draw (jigo, drawn repetition)
 * @param loss points for a loss
 * @param bothLose points each player takes when the referee declares that both lose
 */
public record GamePoints(double win, double draw, double loss, double bothLose) {

    /** Chinese 2002 art. 27.1: the winner gets 2 points, the loser 0, a draw 1 each. */
    public static final GamePoints CHINESE_2002 = new GamePoints(2, 1, 0, 0);

    /** Ing 1991 art. 5: the primary score is the number of wins; draws go to Black, so none score. */
    public static final GamePoints ING_1991 = new GamePoints(1, 0, 0, 0);

    /** EGF Tournament System Rules, game result: 1 for a win, 1/2 for a tie, 0 for a loss. */
    public static final GamePoints EGF = new GamePoints(1, 0.5, 0, 0);
}
