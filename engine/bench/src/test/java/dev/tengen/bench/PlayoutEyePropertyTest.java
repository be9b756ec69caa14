package dev.tengen.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Board;
import dev.tengen.rules.BoardView;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Rulesets;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The playouts' eye test, written with one branch on both boards, against the convention spelled out
 * plainly: at every position of random 19x19 games, for every empty point and both colours, Tengen's
 * playout, the baseline's playout and the plain reading must call the same points eyes.
 */
class PlayoutEyePropertyTest {

    @Property(tries = 12)
    void bothPlayoutsCallTheSamePointsEyesAsThePlainConvention(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Game.start(Rulesets.CHINESE_2002);
        BoardView tengen = game.view();
        FloodFillBoard baseline = new FloodFillBoard();
        for (int move = 0; move < 400; move++) {
            Color color = game.toMove();
            byte stone = Board.stoneOf(color);
            for (int i = 0; i < tengen.emptyCount(); i++) {
                int p = tengen.emptyAt(i);
                for (byte s = Board.BLACK; s <= Board.WHITE; s++) {
                    boolean expected = plainEye(tengen, p, s);
                    assertEquals(expected, TengenPlayout.isOwnEye(tengen, p, s), "Tengen's eye test at " + p + ", move " + move);
                    assertEquals(expected, FloodFillPlayout.isOwnEye(baseline, p, s), "the baseline's eye test at " + p + ", move " + move);
                }
            }
            int p = randomLegal(game, random, color);
            if (p < 0) {
                return;
            }
            game.play(p, color);
            baseline.play(p, stone);
        }
    }

    /** Any legal point, eyes included, so that the games fill eyes and make false ones. */
    private static int randomLegal(Game game, SplittableRandom random, Color color) {
        BoardView board = game.view();
        int empty = board.emptyCount();
        int start = random.nextInt(empty);
        for (int k = 0; k < empty; k++) {
            int p = board.emptyAt((start + k) % empty);
            if (game.isLegal(p, color)) {
                return p;
            }
        }
        return -1;
    }

    /** The convention word for word: four own-or-edge neighbours; opposing diagonals at most one, none on the edge. */
    private static boolean plainEye(BoardView board, int p, byte stone) {
        int ownOrEdge = 0;
        int edges = 0;
        int opposingDiagonals = 0;
        for (int d = 0; d < 4; d++) {
            int side = board.neighbour(p, d);
            ownOrEdge += board.at(side) == stone || board.at(side) == Board.EDGE ? 1 : 0;
            edges += board.at(side) == Board.EDGE ? 1 : 0;
        }
        for (int corner : new int[] {board.neighbour(board.neighbour(p, 0), 1), board.neighbour(board.neighbour(p, 0), 2),
                board.neighbour(board.neighbour(p, 3), 1), board.neighbour(board.neighbour(p, 3), 2)}) {
            opposingDiagonals += board.at(corner) == Board.opposite(stone) ? 1 : 0;
        }
        return ownOrEdge == 4 && opposingDiagonals <= (edges > 0 ? 0 : 1);
    }
}
