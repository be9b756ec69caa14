package dev.tengen.clock;

/** The two sides of a game clock: each has its own time, and one clock runs at a time. */
public enum Side {
    BLACK, WHITE;

    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }
}
