package dev.tengen.clock;

/** Where a game clock stands. */
public enum ClockPhase {
    /** Not started yet: only adjustments (lateness) are accepted. */
    READY,
    /** One side's clock runs. */
    RUNNING,
    /** Both clocks are stopped by the referee (breaks, Chinese 2002 art. 14). */
    SUSPENDED,
    /** A player's time has run out; the clock stands still unless the referee judges a pass (art. 22.5). */
    FLAG_FALLEN,
    /** The game is over. */
    ENDED
}
