package dev.tengen.sgf;

import java.util.ArrayList;
import java.util.List;

/** Reads the ASCII boards drawn in tests: row 0 on top, '.' empty, 'X' black, 'O' white, other letters as marked. */
final class Boards {

    private Boards() {
    }

    /** The points marked with {@code mark}, row by row from the top, left to right. */
    static List<SgfPoint> pointsMarked(char mark, String board) {
        List<SgfPoint> points = new ArrayList<>();
        String[] rows = board.strip().split("\n");
        for (int y = 0; y < rows.length; y++) {
            String row = rows[y].strip().replace(" ", "");
            for (int x = 0; x < row.length(); x++) {
                if (row.charAt(x) == mark) {
                    points.add(new SgfPoint(x, y));
                }
            }
        }
        return points;
    }
}
