package dev.tengen.rules;

/** What an equal score (jigo) means. */
public enum DrawRule {
    /** An equal score is a draw. */
    DRAW,
    /** A game with no difference goes to Black (Ing 1991 art. 4 with the 8-point compensation of art. 5). */
    BLACK_WINS
}
