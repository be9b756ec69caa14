package dev.tengen.bench;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.BoardView;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Ruleset;
import java.util.SplittableRandom;

/**
 * A random playout through Tengen's own {@link Game}: every candidate goes through
 * {@link Game#isLegal(int, Color)} (occupied, suicide, positional superko under chinese-2002) and is
 * played by {@link Game#play(int, Color)}, so capture, history and repetition bookkeeping are all paid.
 */
final class TengenPlayout {

    private TengenPlayout() {}

    /** Plays one game from the empty board; returns the moves made, passes included. */
    static int run(Ruleset rules, SplittableRandom random, int moveCap) {
        Game game = Game.start(rules);
        BoardView board = game.view();
        int moves = 0;
        while (game.phase() == Phase.PLAYING && moves < moveCap) {
            Color color = game.toMove();
            int point = choose(game, board, color, random);
            if (point < 0) {
                game.pass(color);
            } else {
                game.play(point, color);
            }
            moves++;
        }
        return moves;
    }

    /** A uniformly random start in the empty-point list, then the first legal point that is not an own eye. */
    private static int choose(Game game, BoardView board, Color color, SplittableRandom random) {
        int empty = board.emptyCount();
        if (empty == 0) {
            return -1;
        }
        byte stone = Board.stoneOf(color);
        int i = random.nextInt(empty);
        for (int k = 0; k < empty; k++) {
            int p = board.emptyAt(i);
            if (!isOwnEye(board, p, stone) && game.isLegal(p, color)) {
                return p;
            }
            if (++i == empty) {
                i = 0;
            }
        }
        return -1;
    }

    /**
     * The playout convention of Monte Carlo Go programs (Bruegmann 1993, GNU Go's Monte Carlo module):
     * an empty point whose four neighbours are own stones or the edge, with at most one opposing
     * diagonal (none on the edge), is an eye, and filling it would only kill one's own group.
     *
     * <p>Written with one branch: the stone codes (empty 0, black 1, white 2, edge 3) make "own stone
     * or edge" the test {@code (c & stone) != 0}, and the diagonals are added up through a table.
     */
    static boolean isOwnEye(BoardView board, int p, byte stone) {
        int up = board.neighbour(p, 0);
        int down = board.neighbour(p, 3);
        if ((board.at(up) & board.at(board.neighbour(p, 1)) & board.at(board.neighbour(p, 2)) & board.at(down) & stone) == 0) {
            return false;
        }
        int row = (stone - 1) << 2;
        int score = DIAGONAL[row + board.at(board.neighbour(up, 1))] + DIAGONAL[row + board.at(board.neighbour(up, 2))]
                + DIAGONAL[row + board.at(board.neighbour(down, 1))] + DIAGONAL[row + board.at(board.neighbour(down, 2))];
        return (score & 0xF) == 0 | score == 1;
    }

    /**
     * A diagonal's weight by the mover's colour (rows: black, white) and the point's code: 1 for an
     * opposing stone, 0x10 for the edge, so four diagonals add up without overlap. An eye has no
     * opposing diagonal (score's low digit 0) or exactly one and no edge (score 1).
     */
    static final int[] DIAGONAL = {0, 0, 1, 0x10, 0, 1, 0, 0x10};
}
