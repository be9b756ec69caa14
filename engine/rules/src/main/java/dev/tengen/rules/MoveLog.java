package dev.tengen.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's moves in primitive arrays, so that playing a move allocates nothing: move {@code i}
 * (0-based) is {@code point[i]} (-1 for a pass) by {@code color[i]}, its removed stones are
 * {@code removedPool[removedStart[i] .. removedStart[i+1])}, and the position hash after it stands at
 * index {@code i + 1} (index 0 is the start). The situation after a move is that position with the
 * mover's opponent to play, so it is derived rather than stored.
 */
final class MoveLog {

    private static final byte SELF_REMOVAL = 1;
    private static final byte AUTOMATIC = 2;

    private int count;
    private int[] point = new int[512];
    private byte[] color = new byte[512];
    private byte[] flags = new byte[512];
    private long[] positionAfter = new long[513];
    private int[] removedStart = new int[513];
    private int[] removedPool = new int[256];
    private Map<Integer, String> notes; // created by the first automatic move
    private final Color startToMove;

    MoveLog(long startPosition, Color startToMove) {
        positionAfter[0] = startPosition;
        this.startToMove = startToMove;
    }

    int count() {
        return count;
    }

    /** Appends a move; for a play, the stones {@code board} removed with it are recorded. */
    void append(int p, byte stone, boolean selfRemoval, String note, Board board) {
        int removed = p < 0 ? 0 : board.removedCount();
        if (count + 1 >= point.length || removedStart[count] + removed >= removedPool.length) {
            grow(removed);
        }
        point[count] = p;
        color[count] = stone;
        flags[count] = (byte) ((selfRemoval ? SELF_REMOVAL : 0) | (note.isEmpty() ? 0 : AUTOMATIC));
        if (!note.isEmpty()) {
            if (notes == null) {
                notes = new HashMap<>();
            }
            notes.put(count, note);
        }
        int start = removedStart[count];
        for (int k = 0; k < removed; k++) {
            removedPool[start + k] = board.removedAt(k);
        }
        removedStart[count + 1] = start + removed;
        positionAfter[count + 1] = board.hash();
        count++;
    }

    int point(int i) {
        return point[i];
    }

    byte color(int i) {
        return color[i];
    }

    boolean isAutomatic(int i) {
        return (flags[i] & AUTOMATIC) != 0;
    }

    int[] removed(int i) {
        return Arrays.copyOfRange(removedPool, removedStart[i], removedStart[i + 1]);
    }

    /** Board hash after move {@code i}; {@code positionAfter(-1)} is the start. */
    long positionAfter(int i) {
        return positionAfter[i + 1];
    }

    /** The number of moves after which {@code situation} first stood (0: at the start), or -1. */
    int firstOccurrence(long situation) {
        for (int k = 0; k <= count; k++) {
            Color toMove = k == 0 ? startToMove : Board.toColor(color[k - 1]).opponent();
            if (PositionHistory.situation(positionAfter[k], toMove) == situation) {
                return k;
            }
        }
        return -1;
    }

    MoveRecord record(int i, Board board) {
        Color c = Board.toColor(color[i]);
        Move move = point[i] < 0 ? Move.pass(c) : Move.play(c, board.point(point[i]));
        List<Point> removed = new ArrayList<>();
        for (int k = removedStart[i]; k < removedStart[i + 1]; k++) {
            removed.add(board.point(removedPool[k]));
        }
        return new MoveRecord(i + 1, move, removed, (flags[i] & SELF_REMOVAL) != 0, positionAfter[i + 1],
                notes == null ? "" : notes.getOrDefault(i, ""));
    }

    private void grow(int removed) {
        if (count + 1 >= point.length) {
            int size = point.length * 2;
            point = Arrays.copyOf(point, size);
            color = Arrays.copyOf(color, size);
            flags = Arrays.copyOf(flags, size);
            positionAfter = Arrays.copyOf(positionAfter, size + 1);
            removedStart = Arrays.copyOf(removedStart, size + 1);
        }
        if (removedStart[count] + removed >= removedPool.length) {
            removedPool = Arrays.copyOf(removedPool, Math.max(removedPool.length * 2, removedStart[count] + removed + 1));
        }
    }
}
