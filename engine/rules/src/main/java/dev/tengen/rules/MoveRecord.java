package dev.tengen.rules;

import java.util.List;

/**
 * One move of a game as it was played.
 *
 * @param number 1 for the first move; handicap stones are not moves
 * @param move the play or pass
 * @param removed stones taken off the board by this move (opposing captures, or own stones in an Ing
 *     group self-removal)
 * @param selfRemoval whether {@code removed} are the mover's own stones
 * @param positionHash Zobrist hash of the board after the move
 * @param note why the engine made this move itself, or empty: AGA's extra White pass (rule 10), Ing's
 *     mandatory pass plays in handicap games (art. 6)
 */
public record MoveRecord(int number, Move move, List<Point> removed, boolean selfRemoval, long positionHash, String note) {

    public MoveRecord {
        removed = List.copyOf(removed);
    }

    public boolean isPass() {
        return move instanceof Move.Pass;
    }

    public boolean isAutomatic() {
        return !note.isEmpty();
    }
}
