package dev.tengen.rules;

import java.util.List;

/**
 * A whole-board position recurred with the same player to move.
 *
 * @param firstSeenAfterMove the number of the move after which the position first stood (0: the start)
 * @param recurredAfterMove the number of the move that recreated it
 * @param cycle the moves of the cycle, in order
 * @param kind the named shape, as the rule sets name them (000 art. 10, 003 art. 10, 004 art. 20)
 */
public record Repetition(int firstSeenAfterMove, int recurredAfterMove, List<Move> cycle, RepetitionKind kind) {

    public Repetition {
        cycle = List.copyOf(cycle);
    }

    public int length() {
        return recurredAfterMove - firstSeenAfterMove;
    }
}
