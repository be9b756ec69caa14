package dev.tengen.rules;

import java.util.ArrayList;
import java.util.List;

/** Fixed handicap stone placement on star points. */
public final class Handicap {

    private Handicap() {}

    /** Most stones the fixed placement knows on a board of this size. */
    public static int maxFixedStones(int size) {
        if (size < 7) {
            return 0;
        }
        return size % 2 == 1 ? 9 : 4;
    }

    /**
     * The star points for {@code stones} handicap stones, in the customary order: the two opposite
     * corners upper right and lower left as Black sees the board, then lower right, upper left, the
     * centre for odd counts, then the sides. Corner points stand on the 3-3 point below 13x13 and on the
     * 4-4 point from 13x13 up.
     */
    public static List<Point> starPoints(int size, int stones) {
        if (stones < 2) {
            return List.of();
        }
        if (stones > maxFixedStones(size)) {
            throw new IllegalArgumentException(
                    stones + " handicap stones do not fit the fixed points of a " + size + "x" + size + " board (at most "
                            + maxFixedStones(size) + ")");
        }
        int edge = size >= 13 ? 3 : 2;
        int far = size - 1 - edge;
        int mid = size / 2;
        Point upperRight = new Point(far, edge);
        Point lowerLeft = new Point(edge, far);
        Point lowerRight = new Point(far, far);
        Point upperLeft = new Point(edge, edge);
        Point centre = new Point(mid, mid);
        Point left = new Point(edge, mid);
        Point right = new Point(far, mid);
        Point top = new Point(mid, edge);
        Point bottom = new Point(mid, far);
        List<Point> points = new ArrayList<>(List.of(upperRight, lowerLeft));
        if (stones >= 3) points.add(lowerRight);
        if (stones >= 4) points.add(upperLeft);
        if (stones == 5 || stones == 7 || stones == 9) points.add(centre);
        if (stones >= 6) {
            points.add(left);
            points.add(right);
        }
        if (stones >= 8) {
            points.add(top);
            points.add(bottom);
        }
        return points;
    }
}
