package dev.tengen.rules;

/** What a whole-board repetition that the ko rule allows does to the game. */
public enum RepetitionRule {
    /** The ko rule itself forbids every repetition; nothing is left to decide. */
    FORBIDDEN,
    /** The repetition ends the game as a draw (Korean 2016 art. 10). */
    DRAW,
    /**
     * The game is drawn only when the players agree; where only one player can repeat, that player
     * has the option of a draw (Korean 2013 art. 10).
     */
    DRAW_BY_AGREEMENT,
    /** The competition declares no result (Chinese 2002 art. 20.3 alternative). */
    NO_RESULT
}
