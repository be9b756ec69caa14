package dev.tengen.pairing.knockout;

/** Where a side of a bracket game comes from. */
public sealed interface Source {

    /** A place of the first-round draw (1-based slot). */
    record Slot(int slot) implements Source {
    }

    /** The winner of an earlier game. */
    record WinnerOf(String match) implements Source {
    }

    /** The loser of an earlier game, entering the loser area at a fixed place (App. 2.3). */
    record LoserOf(String match) implements Source {
    }
}
