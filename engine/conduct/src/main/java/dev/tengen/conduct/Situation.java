package dev.tengen.conduct;

/**
 * What a claim's timing depends on, as the adjudication sees it when the claim comes.
 *
 * @param gameOver whether the result has been declared
 * @param opponentMovedSince whether the offender's opponent has moved since the offender's last move
 * @param lastMoveOutOfRotation Pair Go: whether the move just played broke the rotation
 * @param precedingMoveInRotation Pair Go: whether the move before it kept the rotation
 */
public record Situation(boolean gameOver, boolean opponentMovedSince, boolean lastMoveOutOfRotation,
                        boolean precedingMoveInRotation) {

    /** A game in play, the offender's move the latest, no Pair Go error. */
    public static final Situation IN_PLAY = new Situation(false, false, false, true);
}
