package dev.tengen.pages;

import java.util.ArrayList;
import java.util.List;

/**
 * A position as the game page draws it in SVG ({@code board.html}): the grid, the star points, the coordinates
 * (columns A to T without I, rows from 1 at the bottom) and the stones, the last one marked. One cell is
 * {@value #CELL} user units and the coordinates stand in a margin of {@value #MARGIN}, clear of the edge's stones; the
 * viewer's script draws other positions on the same grid.
 *
 * @param rows the position, one string per row from the top: {@code X} black, {@code O} white, {@code .} empty
 */
public record BoardPicture(int size, List<Line> lines, List<Spot> stars, List<Label> labels, List<Stone> stones,
        String title) {

    static final int CELL = 24;
    static final int MARGIN = 32;
    static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    public record Line(int x1, int y1, int x2, int y2) {
    }

    public record Spot(int x, int y) {
    }

    public record Label(int x, int y, String text) {
    }

    /** A stone at its centre; {@code point} in A1 notation for the viewer's script. */
    public record Stone(int x, int y, String colour, String point, boolean last) {
    }

    /** The full extent of the drawing, the grid and its margins. */
    public int extent() {
        return 2 * MARGIN + CELL * (size - 1);
    }

    /** The grid's spacing, for the viewer's script. */
    public int cell() {
        return CELL;
    }

    /** The margin before the first line, for the viewer's script. */
    public int margin() {
        return MARGIN;
    }

    /** Where line {@code i} (from 0, left or top) stands. */
    static int at(int i) {
        return MARGIN + CELL * i;
    }

    static BoardPicture of(int size, List<String> rows, String lastMove, String title) {
        List<Line> lines = new ArrayList<>();
        List<Label> labels = new ArrayList<>();
        int end = at(size - 1);
        for (int i = 0; i < size; i++) {
            int at = at(i);
            lines.add(new Line(at(0), at, end, at));
            lines.add(new Line(at, at(0), at, end));
            labels.add(new Label(at, MARGIN / 2 + 2, String.valueOf(COLUMNS.charAt(i))));
            labels.add(new Label(MARGIN / 2 - 2, at + 4, Integer.toString(size - i)));
        }
        List<Stone> stones = new ArrayList<>();
        for (int y = 0; y < rows.size(); y++) {
            for (int x = 0; x < rows.get(y).length(); x++) {
                char c = rows.get(y).charAt(x);
                if (c == 'X' || c == 'O') {
                    String point = COLUMNS.charAt(x) + Integer.toString(size - y);
                    stones.add(new Stone(at(x), at(y), c == 'X' ? "black" : "white", point,
                            point.equals(lastMove)));
                }
            }
        }
        return new BoardPicture(size, lines, stars(size), labels, stones, title);
    }

    /** Star points of the usual boards (19, 13, 9); none on other sizes. */
    private static List<Spot> stars(int n) {
        int[] at = switch (n) {
            case 19 -> new int[] {3, 9, 15};
            case 13 -> new int[] {3, 6, 9};
            case 9 -> new int[] {2, 6};
            default -> new int[0];
        };
        List<Spot> spots = new ArrayList<>();
        for (int x : at) {
            for (int y : at) {
                spots.add(new Spot(at(x), at(y)));
            }
        }
        if (n == 9) {
            spots.add(new Spot(at(4), at(4)));
        }
        return spots;
    }
}
