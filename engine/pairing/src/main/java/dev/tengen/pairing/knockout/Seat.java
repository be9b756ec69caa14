package dev.tengen.pairing.knockout;

/** What a source of a bracket game delivers at this moment. */
sealed interface Seat {

    /** A known player. */
    record Taken(String player) implements Seat {
    }

    /** No one will come: a bye, a walkover, or a game that is not needed. */
    record Empty() implements Seat {
    }

    /** The game that decides it has not been played yet. */
    record Awaited() implements Seat {
    }
}
