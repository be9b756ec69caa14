package dev.tengen.bench;

import java.util.SplittableRandom;

/** The same random playout as {@link TengenPlayout}, on the flood-fill baseline board. */
final class FloodFillPlayout {

    private FloodFillPlayout() {}

    /**
     * Plays one game from the empty 19x19 board: two passes in a row or the move cap end it. Returns
     * the moves made, passes included; when {@code record} is not null, move i goes to record[i]
     * (the board index, -1 for a pass).
     */
    static int run(FloodFillBoard board, SplittableRandom random, int moveCap, int[] record) {
        byte stone = FloodFillBoard.BLACK;
        int passes = 0;
        int moves = 0;
        while (passes < 2 && moves < moveCap) {
            int point = choose(board, stone, random);
            if (point < 0) {
                passes++;
            } else {
                board.play(point, stone);
                passes = 0;
            }
            if (record != null) {
                record[moves] = point;
            }
            moves++;
            stone = (byte) (3 - stone);
        }
        return moves;
    }

    private static int choose(FloodFillBoard board, byte stone, SplittableRandom random) {
        int empty = board.emptyCount();
        if (empty == 0) {
            return -1;
        }
        int i = random.nextInt(empty);
        for (int k = 0; k < empty; k++) {
            int p = board.emptyAt(i);
            if (!isOwnEye(board, p, stone) && board.isLegal(p, stone)) {
                return p;
            }
            if (++i == empty) {
                i = 0;
            }
        }
        return -1;
    }

    /** The eye convention of {@link TengenPlayout#isOwnEye}, on the baseline board. */
    private static boolean isOwnEye(FloodFillBoard board, int p, byte stone) {
        for (int d = 0; d < 4; d++) {
            byte c = board.at(board.neighbour(p, d));
            if (c != stone && c != FloodFillBoard.EDGE) {
                return false;
            }
        }
        byte enemy = (byte) (3 - stone);
        int up = board.neighbour(p, 0);
        int down = board.neighbour(p, 3);
        int score = diagonal(board.at(board.neighbour(up, 1)), enemy) + diagonal(board.at(board.neighbour(up, 2)), enemy)
                + diagonal(board.at(board.neighbour(down, 1)), enemy) + diagonal(board.at(board.neighbour(down, 2)), enemy);
        int enemies = score & 0xF;
        return enemies == 0 || (enemies == 1 && score < 0x10);
    }

    private static int diagonal(byte c, byte enemy) {
        return c == enemy ? 1 : c == FloodFillBoard.EDGE ? 0x10 : 0;
    }
}
