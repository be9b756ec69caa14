package dev.tengen.tournament;

import java.util.Objects;

/**
 * One thing wrong with a tournament or a tournament file: where it is (a line and column, a player, a
 * round and board) and what is wrong with it.
 *
 * @param where the place, as a reader would look for it: "line 12, column 7", "player 'DUPONTJEAN'",
 *     "round 3, board 5"
 * @param what what is wrong, in a sentence
 */
public record Problem(String where, String what) {

    public Problem {
        Objects.requireNonNull(where);
        Objects.requireNonNull(what);
    }

    @Override
    public String toString() {
        return where.isEmpty() ? what : where + ": " + what;
    }
}
