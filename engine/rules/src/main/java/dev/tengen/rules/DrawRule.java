package dev.tengen.rules;

/** What an equal score (jigo) means. */
public enum DrawRule {
    /** An equal score is a draw. */
    DRAW,
    /** A game with no difference (a draw, Ing 1991 art. 4) goes to Black (art. 6, Compensation points: "For draws, a practical rule is to award the game to black"). */
    BLACK_WINS
}
