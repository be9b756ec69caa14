package dev.tengen.rules;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An intersection. {@code x} counts columns from the left, {@code y} rows from the top, both from 0,
 * as SGF does. Players read points as A1..T19: columns A..T skipping I, rows from the bottom as seen
 * by Black (AGA rule 1, the recording convention).
 */
public record Point(int x, int y) {

    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    public Point {
        if (x < 0 || y < 0) {
            throw new IllegalArgumentException("negative coordinate: " + x + "," + y);
        }
    }

    /** Largest board the A1 notation names: 25 letters without I. */
    public static final int MAX_BOARD_SIZE = 25;

    /** The point in A1 notation on a board of the given size, such as {@code Q16}. */
    public String name(int boardSize) {
        return COLUMNS.charAt(x) + Integer.toString(boardSize - y);
    }

    /** A1 notation as written: one Latin letter, then the row in the digits 0 to 9 (at most three of them). */
    private static final Pattern NOTATION = Pattern.compile("[A-Za-z][0-9]{1,3}");

    /**
     * Parses A1 notation (case-insensitive, I is not a column); empty when it names no point on the board. Only the
     * Latin letters and the digits 0 to 9 are read: {@code Integer.parseInt} takes the digits of every script and a
     * sign, and {@code Character.toUpperCase} makes S of the long s, so E５, E٥, E+5 and ſ5 named points.
     */
    public static Optional<Point> parse(String name, int boardSize) {
        if (name == null || !NOTATION.matcher(name).matches()) {
            return Optional.empty();
        }
        int x = COLUMNS.indexOf(Character.toUpperCase(name.charAt(0)));
        int row = Integer.parseInt(name.substring(1));
        if (x < 0 || x >= boardSize || row < 1 || row > boardSize) {
            return Optional.empty();
        }
        return Optional.of(new Point(x, boardSize - row));
    }

    public boolean isOn(int boardSize) {
        return x < boardSize && y < boardSize;
    }
}
