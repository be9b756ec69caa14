package dev.tengen.load;

import dev.tengen.rules.BoardView;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A game's moves, generated before the load starts and played by the engine as they are generated, so that
 * every move the driver sends is legal under the tournament's rules (captures and ko included) and the service
 * never rules on an illegal attempt. Black moves first (an even game); points in A1 notation.
 */
final class MoveSequence {

    private MoveSequence() {
    }

    /** {@code length} moves (fewer only if no legal point is left) drawn uniformly among the legal points. */
    static List<String> random(Ruleset rules, int boardSize, int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Game.start(rules.withBoardSize(boardSize));
        BoardView board = game.view();
        List<String> moves = new ArrayList<>(length);
        while (moves.size() < length && game.phase() == Phase.PLAYING) {
            Color color = game.toMove();
            int point = legalPoint(game, color, random);
            if (point < 0) {
                break;
            }
            game.play(point, color);
            moves.add(board.point(point).name(boardSize));
        }
        return moves;
    }

    /** A random start in the empty-point list, then the first legal point from there; -1 when none is. */
    private static int legalPoint(Game game, Color color, SplittableRandom random) {
        BoardView board = game.view();
        int empty = board.emptyCount();
        if (empty == 0) {
            return -1;
        }
        int start = random.nextInt(empty);
        for (int k = 0; k < empty; k++) {
            int p = board.emptyAt((start + k) % empty);
            if (game.isLegal(p, color)) {
                return p;
            }
        }
        return -1;
    }
}
