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

    /** The eye convention of {@link TengenPlayout#isOwnEye}, written the same way, on the baseline board. */
    static boolean isOwnEye(FloodFillBoard board, int p, byte stone) {
        int up = board.neighbour(p, 0);
        int down = board.neighbour(p, 3);
        if ((board.at(up) & board.at(board.neighbour(p, 1)) & board.at(board.neighbour(p, 2)) & board.at(down) & stone) == 0) {
            return false;
        }
        int row = (stone - 1) << 2;
        int[] diagonal = TengenPlayout.DIAGONAL;
        int score = diagonal[row + board.at(board.neighbour(up, 1))] + diagonal[row + board.at(board.neighbour(up, 2))]
                + diagonal[row + board.at(board.neighbour(down, 1))] + diagonal[row + board.at(board.neighbour(down, 2))];
        return (score & 0xF) == 0 | score == 1;
    }
}
