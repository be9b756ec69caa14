package dev.tengen.rules;

import java.util.Arrays;

/**
 * The arrays of an empty board of one size, built once per size and copied by every new {@link Board}:
 * a game's start then costs a few array copies instead of filling them point by point.
 *
 * <p>Index layout: rows of {@code size + 1} entries sharing one border column, a border row above and
 * below, point (x, y) at {@code (y + 1) * (size + 1) + x + 1}. The empty-point list runs row by row.
 * Immutable once built (the arrays are copied, never written), so the racy cache below is safe: a
 * record's fields are final.
 */
record EmptyLayout(byte[] color, short[] emptyList, short[] emptyIndex) {

    private static final EmptyLayout[] BY_SIZE = new EmptyLayout[Point.MAX_BOARD_SIZE + 1];

    static EmptyLayout of(int size) {
        EmptyLayout layout = BY_SIZE[size];
        if (layout == null) {
            layout = build(size);
            BY_SIZE[size] = layout;
        }
        return layout;
    }

    private static EmptyLayout build(int size) {
        int stride = size + 1;
        int length = (size + 2) * stride + 1;
        byte[] color = new byte[length];
        short[] emptyList = new short[length];
        short[] emptyIndex = new short[length];
        Arrays.fill(color, Board.EDGE);
        int count = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = (y + 1) * stride + x + 1;
                color[p] = Board.EMPTY;
                emptyIndex[p] = (short) count;
                emptyList[count++] = (short) p;
            }
        }
        return new EmptyLayout(color, emptyList, emptyIndex);
    }
}
