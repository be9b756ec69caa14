package dev.tengen.readmodel;

import java.util.List;

/**
 * One move of a game as the engine replayed it: what stood where after it.
 *
 * @param number the move's number in the record (passes and lost turns count)
 * @param colour "black" or "white"
 * @param point the stone's point in A1 notation, or "pass"
 * @param captured the stones the move removed from the board, A1 notation
 * @param capturedByBlack stones Black holds after the move (captures, and pass stones where the rules give them)
 * @param capturedByWhite stones White holds after the move
 */
public record ReplayStep(int number, String colour, String point, List<String> captured, int capturedByBlack,
        int capturedByWhite) {

    public ReplayStep {
        captured = List.copyOf(captured);
    }
}
