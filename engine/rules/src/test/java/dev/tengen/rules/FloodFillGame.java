package dev.tengen.rules;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * A reference for {@link Game}, written plainly and independently of it: points in a {@code byte[]}
 * of {@code x + y * size}, chains and liberties found by flood fill on every play, and the history kept
 * as whole boards (no hashing), so its ko and superko decisions cannot share a bug or a collision with
 * the engine's chains, pseudo-liberties and Zobrist keys. Suicide is forbidden (Chinese 2002 art. 5).
 *
 * <p>Ko rules: positional superko, no earlier board may recur (Chinese 2002 art. 6 as {@code chinese-2002}
 * reads it); situational superko, no earlier board with the same player to move (AGA rule 7); simple
 * ko, a play may not bring back the board as it stood before the opponent's last board play (Korean
 * 2016 art. 7), and a situation that recurs is a whole-board repetition.
 */
final class FloodFillGame {

    private final int size;
    private final KoRule ko;
    private final boolean passStones;
    private byte[] stones;
    private byte toMove = Board.BLACK;
    private final Set<String> boards = new HashSet<>();
    private final Set<String> situations = new HashSet<>();
    private byte[] beforeOpponentsPlay; // the board before the last move, when it was a board play
    private final int[] prisoners = new int[3];
    private boolean repeated;

    /** An empty board; with {@code passStones} a pass hands the opponent a prisoner (AGA rule 6). */
    FloodFillGame(int size, KoRule ko, boolean passStones) {
        this.size = size;
        this.ko = ko;
        this.passStones = passStones;
        this.stones = new byte[size * size];
        boards.add(key(stones));
        situations.add(key(stones) + toMove);
    }

    byte at(int x, int y) {
        return stones[x + y * size];
    }

    int prisoners(byte stone) {
        return prisoners[stone];
    }

    byte toMove() {
        return toMove;
    }

    /** Whether the last play brought back a situation that had stood before. */
    boolean repeated() {
        return repeated;
    }

    /** The board after a play by the player to move at (x, y), or null when the play is illegal. */
    byte[] after(int x, int y) {
        int p = x + y * size;
        if (stones[p] != Board.EMPTY) {
            return null;
        }
        byte[] next = stones.clone();
        next[p] = toMove;
        byte enemy = Board.opposite(toMove);
        for (int n : neighbours(p)) {
            if (next[n] == enemy && liberties(next, n) == 0) {
                for (int s : chain(next, n)) {
                    next[s] = Board.EMPTY;
                }
            }
        }
        if (liberties(next, p) == 0) {
            return null; // suicide
        }
        boolean forbidden = switch (ko) {
            case POSITIONAL_SUPERKO -> boards.contains(key(next));
            case SITUATIONAL_SUPERKO -> situations.contains(key(next) + enemy);
            case SIMPLE -> beforeOpponentsPlay != null && Arrays.equals(next, beforeOpponentsPlay);
            case ING_SST -> throw new IllegalArgumentException("Ing's ko rule has no flood-fill reference");
        };
        return forbidden ? null : next;
    }

    boolean isLegal(int x, int y) {
        return after(x, y) != null;
    }

    /** Plays a legal stone at (x, y) for the player to move; returns the points of the stones it removed. */
    Set<Point> play(int x, int y) {
        byte[] next = after(x, y);
        if (next == null) {
            throw new IllegalArgumentException("illegal play at " + x + "," + y);
        }
        Set<Point> removed = new HashSet<>();
        for (int i = 0; i < next.length; i++) {
            if (stones[i] != Board.EMPTY && next[i] == Board.EMPTY) {
                removed.add(new Point(i % size, i / size));
            }
        }
        prisoners[toMove] += removed.size();
        beforeOpponentsPlay = stones;
        stones = next;
        toMove = Board.opposite(toMove);
        boards.add(key(stones));
        repeated = !situations.add(key(stones) + toMove);
        return removed;
    }

    void pass() {
        prisoners[Board.opposite(toMove)] += passStones ? 1 : 0;
        beforeOpponentsPlay = null;
        toMove = Board.opposite(toMove);
        situations.add(key(stones) + toMove);
        repeated = false;
    }

    private int[] neighbours(int p) {
        int x = p % size, y = p / size;
        int[] result = new int[4];
        int n = 0;
        if (x > 0) {
            result[n++] = p - 1;
        }
        if (x < size - 1) {
            result[n++] = p + 1;
        }
        if (y > 0) {
            result[n++] = p - size;
        }
        if (y < size - 1) {
            result[n++] = p + size;
        }
        return Arrays.copyOf(result, n);
    }

    private Set<Integer> chain(byte[] board, int start) {
        Set<Integer> chain = new HashSet<>();
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        todo.add(start);
        while (!todo.isEmpty()) {
            int p = todo.pop();
            if (board[p] == board[start] && chain.add(p)) {
                for (int n : neighbours(p)) {
                    todo.add(n);
                }
            }
        }
        return chain;
    }

    private int liberties(byte[] board, int p) {
        Set<Integer> liberties = new HashSet<>();
        for (int s : chain(board, p)) {
            for (int n : neighbours(s)) {
                if (board[n] == Board.EMPTY) {
                    liberties.add(n);
                }
            }
        }
        return liberties.size();
    }

    private static String key(byte[] board) {
        return new String(board, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
