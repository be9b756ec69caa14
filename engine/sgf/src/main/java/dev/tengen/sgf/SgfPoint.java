package dev.tengen.sgf;

/**
 * A board point as SGF names it: x is the column from the left, y the row from the top, both from 0.
 * FF[4] go.html: letters 'a'..'z' are 0..25 and 'A'..'Z' are 26..51, so boards go up to 52x52.
 */
public record SgfPoint(int x, int y) {

    public static final int MAX_BOARD_SIZE = 52;

    public SgfPoint {
        if (x < 0 || y < 0 || x >= MAX_BOARD_SIZE || y >= MAX_BOARD_SIZE) {
            throw new IllegalArgumentException("an SGF point has x and y from 0 to 51, not (" + x + ", " + y + ")");
        }
    }

    /** The two letters SGF writes for this point: (15, 3) is "pd". */
    public String letters() {
        return "" + letter(x) + letter(y);
    }

    public boolean isOnBoard(int size) {
        return x < size && y < size;
    }

    static char letter(int coordinate) {
        return (char) (coordinate < 26 ? 'a' + coordinate : 'A' + coordinate - 26);
    }

    /** The coordinate a letter stands for, or -1 when it is not a letter a-z or A-Z. */
    static int coordinate(char letter) {
        if (letter >= 'a' && letter <= 'z') {
            return letter - 'a';
        }
        if (letter >= 'A' && letter <= 'Z') {
            return letter - 'A' + 26;
        }
        return -1;
    }
}
