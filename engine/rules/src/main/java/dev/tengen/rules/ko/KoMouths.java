package dev.tengen.rules.ko;

import dev.tengen.rules.Board;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the ko stones on a board (Ing 1991 art. 3 "Ko stones": stones that can be removed repeatedly)
 * and tells which kos are coupled into a double ko.
 */
public final class KoMouths {

    private KoMouths() {}

    /**
     * A single ko stone (Ing term 33): a lone stone with one liberty, where an opposing stone would
     * remove exactly it and then stand alone with the removed point as its only liberty.
     */
    public static boolean isSingleKoStone(Board board, int s) {
        byte c = board.at(s);
        if ((c != Board.BLACK && c != Board.WHITE) || board.chainSize(s) != 1) {
            return false;
        }
        List<Integer> liberties = board.libertyPoints(s);
        if (liberties.size() != 1) {
            return false;
        }
        int point = liberties.get(0);
        for (int d = 0; d < 4; d++) {
            int n = board.neighbour(point, d);
            byte nc = board.at(n);
            if (nc == Board.EMPTY || nc == Board.opposite(c)) {
                return false;
            }
            if (nc == c && n != s && board.liberties(n) == 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * Double ko stones (Ing term 34, the eternal-life shape): a string of two with one liberty, whose
     * removal leaves the remover with a string of two whose only liberty is a removed point.
     */
    public static boolean isDoubleKoString(Board board, int s) {
        byte c = board.at(s);
        if ((c != Board.BLACK && c != Board.WHITE) || board.chainSize(s) != 2) {
            return false;
        }
        List<Integer> liberties = board.libertyPoints(s);
        if (liberties.size() != 1) {
            return false;
        }
        int point = liberties.get(0);
        Board after = board.copy();
        if (after.play(point, Board.opposite(c)) != 2 || after.chainSize(point) != 2) {
            return false;
        }
        List<Integer> left = after.libertyPoints(point);
        return left.size() == 1 && (left.get(0) == after.removedAt(0) || left.get(0) == after.removedAt(1));
    }

    /** The ko mouth whose ko stones include {@code s}, or null. */
    public static KoMouth at(Board board, int s) {
        if (isSingleKoStone(board, s)) {
            return new KoMouth(s, board.libertyPoints(s).get(0), board.at(s), 1);
        }
        if (isDoubleKoString(board, s)) {
            return new KoMouth(board.chainHead(s), board.libertyPoints(s).get(0), board.at(s), 2);
        }
        return null;
    }

    /** Every ko mouth on the board, one per single ko stone or double-ko string. */
    public static List<KoMouth> all(Board board) {
        List<KoMouth> mouths = new ArrayList<>();
        for (int i = 0; i < board.indexLimit(); i++) {
            byte c = board.at(i);
            if ((c == Board.BLACK || c == Board.WHITE) && board.chainHead(i) == i && board.chainSize(i) <= 2) {
                KoMouth m = at(board, i);
                if (m != null) {
                    mouths.add(m);
                }
            }
        }
        return mouths;
    }

    /** The points of a ko: its ko stones and the point where they are removed. */
    public static Set<Integer> points(Board board, KoMouth mouth) {
        Set<Integer> points = new HashSet<>(board.chainStones(mouth.stone()));
        points.add(mouth.capturePoint());
        return points;
    }

    /**
     * Two kos are coupled (a double ko, Ing C12 and C15) when one string borders both: the kos then
     * fight over the same strings rather than over separate groups.
     */
    public static boolean coupled(Board board, KoMouth a, KoMouth b) {
        Set<Integer> around = surroundingChains(board, a);
        around.retainAll(surroundingChains(board, b));
        return !around.isEmpty();
    }

    private static Set<Integer> surroundingChains(Board board, KoMouth mouth) {
        Set<Integer> own = points(board, mouth);
        Set<Integer> heads = new HashSet<>();
        for (int p : own) {
            for (int d = 0; d < 4; d++) {
                int n = board.neighbour(p, d);
                byte c = board.at(n);
                if ((c == Board.BLACK || c == Board.WHITE) && !own.contains(n)) {
                    heads.add(board.chainHead(n));
                }
            }
        }
        return heads;
    }
}
