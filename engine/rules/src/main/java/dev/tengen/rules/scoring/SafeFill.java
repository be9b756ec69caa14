package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;

/**
 * Whether a player can fill a neutral point without harm: the play is legal and its chain keeps at
 * least two liberties, or it captures. Neutral points that nobody can fill so are seki (Korean 2013
 * art. 9: "neither of these groups can capture the other because such an attempt will result in its
 * own capturing"); the others are dame, to be filled alternately (Korean 2016 art. 8.2).
 */
final class SafeFill {

    private SafeFill() {}

    static boolean anyIn(Board live, EmptyRegion region) {
        for (int p : region.points()) {
            if (isSafe(live, p, Board.BLACK) || isSafe(live, p, Board.WHITE)) {
                return true;
            }
        }
        return false;
    }

    static boolean isSafe(Board live, int p, byte stone) {
        if (live.wouldBeSuicide(p, stone)) {
            return false;
        }
        if (live.wouldCapture(p, stone)) {
            return true;
        }
        Board trial = live.copy();
        trial.play(p, stone);
        return trial.liberties(p) >= 2;
    }
}
