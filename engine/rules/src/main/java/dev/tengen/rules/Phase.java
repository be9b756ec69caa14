package dev.tengen.rules;

/** Where a game stands. */
public enum Phase {
    /** Moves are being played. */
    PLAYING,
    /**
     * Two consecutive passes: the players agree on dead stones, or a dispute resumes play. Under Ing's
     * rules play is paused and may go on; two more passes end it.
     */
    COUNTING,
    /** Play is over: by agreement, resignation, repetition or the passes the rule set requires. */
    ENDED
}
