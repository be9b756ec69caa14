package dev.tengen.bench;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The baseline: a deliberately plain board as a first implementation would write it. Liberties and
 * captures are found by flood fill on every legality check and every move, and positional superko
 * keeps every earlier position's Zobrist key in a {@code HashSet<Long>}. Same index layout as
 * Tengen's board (one shared border column) and the same empty-point list, so the playouts on both
 * choose moves the same way and the ratio measures the rules machinery alone.
 *
 * <p>Rules: a stone with no liberty after the opposing breathless chains are removed is suicide and
 * forbidden (Chinese 2002 art. 5); a play may not recreate an earlier whole-board position (Chinese
 * 2002 art. 6 and 20, read as positional superko as {@code chinese-2002} does).
 */
final class FloodFillBoard {

    static final byte EMPTY = 0, BLACK = 1, WHITE = 2, EDGE = 3;

    static final int SIZE = 19;
    private static final int STRIDE = SIZE + 1;
    private static final int LENGTH = (SIZE + 2) * STRIDE + 1;
    private static final long[] KEYS = zobristKeys(2 * LENGTH);

    private final byte[] color;
    private final int[] offsets;
    private final int[] mark;
    private final int[] stack;
    private final int[] emptyList;
    private final int[] emptyIndex;
    private final Set<Long> positions = new HashSet<>();
    private int generation;
    private int emptyCount;
    private long hash;

    /** An empty 19x19 board. */
    FloodFillBoard() {
        int length = LENGTH;
        color = new byte[length];
        java.util.Arrays.fill(color, EDGE);
        offsets = new int[] {-STRIDE, -1, 1, STRIDE};
        mark = new int[length];
        stack = new int[length];
        emptyList = new int[length];
        emptyIndex = new int[length];
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int p = index(x, y);
                color[p] = EMPTY;
                emptyIndex[p] = emptyCount;
                emptyList[emptyCount++] = p;
            }
        }
        positions.add(hash);
    }

    static int index(int x, int y) {
        return (y + 1) * STRIDE + x + 1;
    }

    static int x(int p) {
        return p % STRIDE - 1;
    }

    static int y(int p) {
        return p / STRIDE - 1;
    }

    byte at(int p) {
        return color[p];
    }

    int neighbour(int p, int direction) {
        return p + offsets[direction];
    }

    int emptyCount() {
        return emptyCount;
    }

    int emptyAt(int i) {
        return emptyList[i];
    }

    boolean isLegal(int p, byte stone) {
        if (color[p] != EMPTY) {
            return false;
        }
        byte enemy = (byte) (3 - stone);
        long after = hash ^ key(p, stone);
        boolean captures = false;
        boolean breathes = false;
        color[p] = stone; // tentatively, so that p is not counted as a liberty of anybody
        for (int d = 0; d < 4; d++) {
            int n = p + offsets[d];
            byte c = color[n];
            if (c == EMPTY) {
                breathes = true;
            } else if (c == stone) {
                breathes |= hasLiberty(n);
            } else if (c == enemy && !hasLiberty(n)) {
                captures = true;
                after ^= chainKey(n);
            }
        }
        color[p] = EMPTY;
        if (!captures && !breathes) {
            return false;
        }
        return !positions.contains(after);
    }

    /** Plays a legal stone; returns the number of opposing stones removed. */
    int play(int p, byte stone) {
        byte enemy = (byte) (3 - stone);
        color[p] = stone;
        hash ^= key(p, stone);
        removeEmpty(p);
        int captured = 0;
        for (int d = 0; d < 4; d++) {
            int n = p + offsets[d];
            if (color[n] == enemy && !hasLiberty(n)) {
                captured += removeChain(n);
            }
        }
        positions.add(hash);
        return captured;
    }

    /** Flood fill from {@code start}: does its chain touch an empty point? */
    private boolean hasLiberty(int start) {
        byte stone = color[start];
        int top = beginFill(start);
        while (top > 0) {
            int s = stack[--top];
            for (int d = 0; d < 4; d++) {
                int n = s + offsets[d];
                byte c = color[n];
                if (c == EMPTY) {
                    return true;
                }
                if (c == stone && mark[n] != generation) {
                    mark[n] = generation;
                    stack[top++] = n;
                }
            }
        }
        return false;
    }

    /** Flood fill from {@code start}: the Zobrist keys of its chain's stones combined. */
    private long chainKey(int start) {
        byte stone = color[start];
        long combined = 0;
        int top = beginFill(start);
        while (top > 0) {
            int s = stack[--top];
            combined ^= key(s, stone);
            for (int d = 0; d < 4; d++) {
                int n = s + offsets[d];
                if (color[n] == stone && mark[n] != generation) {
                    mark[n] = generation;
                    stack[top++] = n;
                }
            }
        }
        return combined;
    }

    private int removeChain(int start) {
        byte stone = color[start];
        int removed = 0;
        int top = beginFill(start);
        while (top > 0) {
            int s = stack[--top];
            for (int d = 0; d < 4; d++) {
                int n = s + offsets[d];
                if (color[n] == stone && mark[n] != generation) {
                    mark[n] = generation;
                    stack[top++] = n;
                }
            }
            color[s] = EMPTY;
            hash ^= key(s, stone);
            addEmpty(s);
            removed++;
        }
        return removed;
    }

    private int beginFill(int start) {
        generation++;
        mark[start] = generation;
        stack[0] = start;
        return 1;
    }

    private void removeEmpty(int p) {
        int i = emptyIndex[p];
        int last = emptyList[--emptyCount];
        emptyList[i] = last;
        emptyIndex[last] = i;
    }

    private void addEmpty(int p) {
        emptyIndex[p] = emptyCount;
        emptyList[emptyCount++] = p;
    }

    private static long key(int p, byte stone) {
        return KEYS[p * 2 + stone - 1];
    }

    private static long[] zobristKeys(int count) {
        long[] keys = new long[count];
        SplittableRandom random = new SplittableRandom(19_19L);
        for (int i = 0; i < count; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }
}
