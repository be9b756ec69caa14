package dev.tengen.rank;

/** Which of the two players handed to a function: the first argument or the second. */
public enum Seat {
    FIRST,
    SECOND;

    public Seat other() {
        return this == FIRST ? SECOND : FIRST;
    }
}
