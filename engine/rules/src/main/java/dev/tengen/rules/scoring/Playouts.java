package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import java.util.SplittableRandom;

/**
 * Monte Carlo ownership: random games from the position to the end, both sides playing random legal
 * moves that neither fill their own eyes nor put a chain of two or more of their own stones in atari,
 * and the average owner of every point at the end (Brügmann, "Monte Carlo Go", 1993; the eye and
 * self-atari restrictions keep live groups and seki standing).
 */
final class Playouts {

    private Playouts() {}

    /** For every board index, +1 when Black always owns it at the end, -1 when White always does. */
    static double[] ownership(Board start, int playouts, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] sum = new double[start.indexLimit()];
        for (int i = 0; i < playouts; i++) {
            Board board = start.copy();
            play(board, i % 2 == 0 ? Board.BLACK : Board.WHITE, random);
            tally(board, sum);
        }
        for (int p = 0; p < sum.length; p++) {
            sum[p] /= playouts;
        }
        return sum;
    }

    private static void play(Board board, byte first, SplittableRandom random) {
        int size = board.size();
        int limit = 3 * size * size;
        int[] candidates = new int[board.indexLimit()];
        int[] mark = new int[board.indexLimit()];
        byte toMove = first;
        int passes = 0;
        int ko = -1;
        int stamp = 0;
        int lastMove = -1;
        for (int move = 0; move < limit && passes < 2; move++) {
            int chosen = lastMove < 0 ? -1 : urgent(board, lastMove, toMove, ko, mark, stamp += 8);
            stamp += 8;
            int n = chosen >= 0 ? 0 : board.emptyCount();
            for (int i = 0; i < n; i++) {
                candidates[i] = board.emptyAt(i);
            }
            while (n > 0) {
                int k = random.nextInt(n);
                int p = candidates[k];
                if (p != ko && acceptable(board, p, toMove, mark, ++stamp)) {
                    chosen = p;
                    break;
                }
                candidates[k] = candidates[--n];
            }
            if (chosen < 0) {
                passes++;
                ko = -1;
                lastMove = -1;
            } else {
                lastMove = chosen;
                passes = 0;
                int captured = board.play(chosen, toMove);
                ko = captured == 1 && board.chainSize(chosen) == 1 && board.liberties(chosen) == 1 ? board.removedAt(0) : -1;
            }
            toMove = Board.opposite(toMove);
        }
    }

    /**
     * The answer a player gives at once to the opponent's last stone: capture it when it stands in atari,
     * else save an own chain next to it that it put in atari by extending at the last liberty.
     */
    private static int urgent(Board board, int last, byte stone, int ko, int[] mark, int stamp) {
        if (board.at(last) == Board.opposite(stone)) {
            int liberty = soleLiberty(board, last);
            if (liberty >= 0 && liberty != ko && acceptable(board, liberty, stone, mark, stamp)) {
                return liberty;
            }
        }
        for (int d = 0; d < 4; d++) {
            int n = board.neighbour(last, d);
            if (board.at(n) == stone) {
                int liberty = soleLiberty(board, n);
                if (liberty >= 0 && liberty != ko && acceptable(board, liberty, stone, mark, stamp + 1 + d)) {
                    return liberty;
                }
            }
        }
        return -1;
    }

    private static int soleLiberty(Board board, int chain) {
        int found = -1;
        int s = chain;
        do {
            for (int d = 0; d < 4; d++) {
                int l = board.neighbour(s, d);
                if (board.at(l) == Board.EMPTY) {
                    if (found >= 0 && found != l) {
                        return -1;
                    }
                    found = l;
                }
            }
            s = board.nextInChain(s);
        } while (s != chain);
        return found;
    }

    private static boolean acceptable(Board board, int p, byte stone, int[] mark, int stamp) {
        if (isOwnEye(board, p, stone) || board.wouldBeSuicide(p, stone)) {
            return false;
        }
        return board.wouldCapture(p, stone) || !isSelfAtariOfChain(board, p, stone, mark, stamp);
    }

    /** A point whose neighbours are all the mover's and that is not a false eye by its diagonals. */
    static boolean isOwnEye(Board board, int p, byte stone) {
        boolean edge = false;
        for (int d = 0; d < 4; d++) {
            byte c = board.at(board.neighbour(p, d));
            if (c == Board.EDGE) {
                edge = true;
            } else if (c != stone) {
                return false;
            }
        }
        int enemyDiagonals = 0;
        byte enemy = Board.opposite(stone);
        for (int d : new int[] {0, 3}) {
            int row = board.neighbour(p, d);
            for (int e : new int[] {1, 2}) {
                if (board.at(board.neighbour(row, e)) == enemy) {
                    enemyDiagonals++;
                }
            }
        }
        return enemyDiagonals < (edge ? 1 : 2);
    }

    /** Would the play leave a chain of two or more stones with a single liberty? */
    private static boolean isSelfAtariOfChain(Board board, int p, byte stone, int[] mark, int stamp) {
        int liberties = 0;
        boolean joins = false;
        mark[p] = stamp;
        for (int d = 0; d < 4; d++) {
            int n = board.neighbour(p, d);
            byte c = board.at(n);
            if (c == Board.EMPTY && mark[n] != stamp) {
                mark[n] = stamp;
                liberties++;
            } else if (c == stone) {
                joins = true;
                int s = n;
                do {
                    for (int e = 0; e < 4; e++) {
                        int l = board.neighbour(s, e);
                        if (board.at(l) == Board.EMPTY && mark[l] != stamp) {
                            mark[l] = stamp;
                            liberties++;
                        }
                    }
                    s = board.nextInChain(s);
                } while (s != n && liberties < 2);
            }
            if (liberties >= 2) {
                return false;
            }
        }
        return joins;
    }

    private static void tally(Board board, double[] sum) {
        for (int y = 0; y < board.size(); y++) {
            for (int x = 0; x < board.size(); x++) {
                int p = board.index(x, y);
                byte c = board.at(p);
                if (c == Board.EMPTY) {
                    c = surroundingColour(board, p);
                }
                sum[p] += c == Board.BLACK ? 1 : c == Board.WHITE ? -1 : 0;
            }
        }
    }

    private static byte surroundingColour(Board board, int p) {
        byte seen = Board.EMPTY;
        for (int d = 0; d < 4; d++) {
            byte c = board.at(board.neighbour(p, d));
            if (c == Board.BLACK || c == Board.WHITE) {
                if (seen != Board.EMPTY && seen != c) {
                    return Board.EMPTY;
                }
                seen = c;
            }
        }
        return seen;
    }
}
