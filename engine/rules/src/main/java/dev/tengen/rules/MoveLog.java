package dev.tengen.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's moves in primitive arrays, so that playing a move allocates nothing: move {@code i}
 * (0-based) is packed in {@code move[i]} (board index in the low 16 bits, -1 for a pass; colour and
 * flags above) and the position hash after it stands at index {@code i + 1} (index 0 is the start).
 * Removals are rare (about one play in eight in a random game), so they are kept apart: the j-th move
 * that removed stones is {@code removingMove[j]}, its stones {@code removedPool[removalEnd[j-1] ..
 * removalEnd[j])}, and a play that removes nothing costs no store for them. The situation after
 * a move is that position with the mover's opponent to play, so it is derived rather than stored. A
 * play is appended by {@link #appendPlay}, small enough for the compiler to inline into the move.
 */
final class MoveLog {

    private static final int SELF_REMOVAL = 1;
    private static final int AUTOMATIC = 2;
    private static final int COLOR_SHIFT = 16;
    private static final int FLAG_SHIFT = 24;

    private int count;
    private int[] move = new int[512];
    private long[] positionAfter = new long[513];
    private int removals;
    private int[] removingMove = new int[64];
    private int[] removalEnd = new int[64];
    private int[] removedPool = new int[256];
    private Map<Integer, String> notes; // created by the first automatic move
    private final Color startToMove;

    MoveLog(long startPosition, Color startToMove) {
        positionAfter[0] = startPosition;
        this.startToMove = startToMove;
    }

    private MoveLog(MoveLog other) {
        count = other.count;
        move = other.move.clone();
        positionAfter = other.positionAfter.clone();
        removals = other.removals;
        removingMove = other.removingMove.clone();
        removalEnd = other.removalEnd.clone();
        removedPool = other.removedPool.clone();
        notes = other.notes == null ? null : new HashMap<>(other.notes);
        startToMove = other.startToMove;
    }

    /** The same moves, appended to apart from this log from now on. */
    MoveLog copy() {
        return new MoveLog(this);
    }

    int count() {
        return count;
    }

    /** Appends a board play at {@code p}; the stones {@code board} removed with it are recorded. */
    void appendPlay(int p, byte stone, boolean selfRemoval, Board board) {
        int c = count;
        if (c + 1 >= move.length) {
            grow();
        }
        move[c] = (p & 0xFFFF) | stone << COLOR_SHIFT | (selfRemoval ? SELF_REMOVAL : 0) << FLAG_SHIFT;
        positionAfter[c + 1] = board.hash();
        count = c + 1;
        int removed = board.removedCount();
        if (removed != 0) {
            appendRemoved(c, removed, board);
        }
    }

    private void appendRemoved(int c, int removed, Board board) {
        int j = removals;
        int start = j == 0 ? 0 : removalEnd[j - 1];
        if (j == removingMove.length) {
            removingMove = Arrays.copyOf(removingMove, j * 2);
            removalEnd = Arrays.copyOf(removalEnd, j * 2);
        }
        if (start + removed > removedPool.length) {
            removedPool = Arrays.copyOf(removedPool, Math.max(removedPool.length * 2, start + removed));
        }
        for (int k = 0; k < removed; k++) {
            removedPool[start + k] = board.removedAt(k);
        }
        removingMove[j] = c;
        removalEnd[j] = start + removed;
        removals = j + 1;
    }

    /** Appends a pass by {@code stone}; {@code note} is empty unless a rule made the pass (automatic). */
    void appendPass(byte stone, String note, Board board) {
        if (count + 1 >= move.length) {
            grow();
        }
        move[count] = 0xFFFF | stone << COLOR_SHIFT | (note.isEmpty() ? 0 : AUTOMATIC) << FLAG_SHIFT;
        if (!note.isEmpty()) {
            if (notes == null) {
                notes = new HashMap<>();
            }
            notes.put(count, note);
        }
        positionAfter[count + 1] = board.hash();
        count++;
    }

    int point(int i) {
        return (short) move[i]; // 0xFFFF reads back as -1, a pass
    }

    byte color(int i) {
        return (byte) (move[i] >>> COLOR_SHIFT);
    }

    private int flags(int i) {
        return move[i] >>> FLAG_SHIFT;
    }

    boolean isAutomatic(int i) {
        return (flags(i) & AUTOMATIC) != 0;
    }

    int[] removed(int i) {
        int j = Arrays.binarySearch(removingMove, 0, removals, i);
        return j < 0 ? new int[0] : Arrays.copyOfRange(removedPool, j == 0 ? 0 : removalEnd[j - 1], removalEnd[j]);
    }

    /** Board hash after move {@code i}; {@code positionAfter(-1)} is the start. */
    long positionAfter(int i) {
        return positionAfter[i + 1];
    }

    /** The number of moves after which {@code situation} first stood (0: at the start), or -1. */
    int firstOccurrence(long situation) {
        for (int k = 0; k <= count; k++) {
            Color toMove = k == 0 ? startToMove : Board.toColor(color(k - 1)).opponent();
            if (PositionHistory.situation(positionAfter[k], toMove) == situation) {
                return k;
            }
        }
        return -1;
    }

    MoveRecord record(int i, Board board) {
        Color c = Board.toColor(color(i));
        Move played = point(i) < 0 ? Move.pass(c) : Move.play(c, board.point(point(i)));
        List<Point> removed = new ArrayList<>();
        for (int k : removed(i)) {
            removed.add(board.point(k));
        }
        return new MoveRecord(i + 1, played, removed, (flags(i) & SELF_REMOVAL) != 0, positionAfter[i + 1],
                notes == null ? "" : notes.getOrDefault(i, ""));
    }

    private void grow() {
        int size = move.length * 2;
        move = Arrays.copyOf(move, size);
        positionAfter = Arrays.copyOf(positionAfter, size + 1);
    }
}
