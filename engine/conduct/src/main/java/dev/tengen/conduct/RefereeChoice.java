package dev.tengen.conduct;

/** What a referee may choose where a code leaves the decision to him. */
public enum RefereeChoice {
    /** A warning for a lesser offence. */
    WARNING,
    /** The offender loses the game for a serious one. */
    LOSS,
    /** Moved stones go back to their original places. */
    RESTORE,
    /** The moved stones are declared valid where they stand. */
    DECLARE_VALID,
    /** The disturbed position is set up again and play continues. */
    RECREATE,
    DRAW,
    /** The game is played anew. */
    REPLAY,
    BOTH_LOSE
}
