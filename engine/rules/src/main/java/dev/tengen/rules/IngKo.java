package dev.tengen.rules;

import dev.tengen.rules.ko.HotStones;
import java.util.HashMap;
import java.util.Map;

/**
 * Ing's SST ko rule (Ing 1991 art. 1 "Board play" and art. 3): a board play may not remove a hot
 * stone before one intervening board play or pass play (fighting ko), and the disturber may not go on
 * after one cycle (disturbing ko). The formal reading is in docs/drafts/ko-and-repetition.md.
 *
 * <p>Both checks are cheap in the common case: the hot-stone check runs only for a capturing play, the
 * recycling check only for a play that recreates an earlier whole-board position.
 */
final class IngKo {

    private IngKo() {}

    static boolean forbids(Game game, int p, byte stone) {
        return hotStoneRemoved(game, p, stone) >= 0 || disturbingCycleStart(game, p, stone) >= 0;
    }

    static Violation explain(Game game, int p, byte stone) {
        Board board = game.board();
        int size = game.rules().boardSize();
        String at = board.point(p).name(size);
        String article = game.rules().article(Ruleset.Dimension.KO);
        int hot = hotStoneRemoved(game, p, stone);
        if (hot >= 0) {
            HotStones stones = hotStones(game);
            return new Violation(Violation.Kind.HOT_STONE, article,
                    at + " removes the " + stones.kind().name().toLowerCase() + " hot stone at " + board.point(hot).name(size)
                            + " before one intervening board play or pass play");
        }
        int start = disturbingCycleStart(game, p, stone);
        return new Violation(Violation.Kind.RECYCLING, article,
                at + " recycles a disturbing ko: " + Board.toColor(stone).name().toLowerCase()
                        + " began the cycle with move " + (start + 1) + " and may not continue disturbing after one cycle");
    }

    /** The hot stone the play at {@code p} would remove, or -1. */
    private static int hotStoneRemoved(Game game, int p, byte stone) {
        Board board = game.board();
        if (!board.wouldCapture(p, stone)) {
            return -1;
        }
        HotStones hot = hotStones(game);
        if (hot.isEmpty()) {
            return -1;
        }
        byte enemy = Board.opposite(stone);
        for (int d = 0; d < 4; d++) {
            int n = board.neighbour(p, d);
            if (board.at(n) == enemy && board.liberties(n) == 1) {
                for (int h : hot.stones()) {
                    if (board.at(h) == enemy && board.chainHead(h) == board.chainHead(n)) {
                        return h;
                    }
                }
            }
        }
        return -1;
    }

    /** Ing art. 3: stones are hot only right after the board play that made them; a pass play cools them. */
    private static HotStones hotStones(Game game) {
        int last = game.moveCount() - 1;
        if (last < 0 || game.movePointAt(last) < 0) {
            return HotStones.NONE;
        }
        return HotStones.after(game.board(), game.movePointAt(last), game.removedBy(last).length);
    }

    /**
     * Ing art. 3 "Disturbing ko" and term 42: the first board play that recreates an earlier whole-board
     * position completes one cycle, which is allowed; its disturber is the player who made the cycle's
     * first board play. From then on the disturber may make no board play that recreates a position
     * seen since that cycle began. Returns the 0-based move that began the cycle the play would
     * recycle, or -1.
     */
    private static int disturbingCycleStart(Game game, int p, byte stone) {
        PlayProbe reading = game.board().reading();
        long after = reading.hashAfter(p, stone);
        if (!game.hasPositionOccurred(after, reading.stonesAfter(p, stone))) {
            return -1;
        }
        Map<Long, Integer> firstSeen = new HashMap<>();
        firstSeen.put(game.positionHashAfter(-1), 0);
        int cycleStart = -1;
        int n = game.moveCount();
        for (int i = 0; i < n; i++) {
            long h = game.positionHashAfter(i);
            Integer seen = firstSeen.putIfAbsent(h, i + 1);
            if (seen == null || game.movePointAt(i) < 0 || cycleStart >= 0) {
                continue;
            }
            int first = firstBoardPlay(game, seen, i);
            if (game.moveColorAt(first) == stone) {
                cycleStart = first;
            }
        }
        Integer seen = firstSeen.get(after);
        return cycleStart >= 0 && seen != null && seen >= cycleStart ? cycleStart : -1;
    }

    private static int firstBoardPlay(Game game, int from, int to) {
        for (int k = from; k < to; k++) {
            if (game.movePointAt(k) >= 0) {
                return k;
            }
        }
        return to;
    }
}
