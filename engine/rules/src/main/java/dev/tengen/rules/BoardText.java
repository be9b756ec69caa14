package dev.tengen.rules;

/** Boards drawn as text, one row a line from the top: {@code X} black, {@code O} white, {@code .} empty. */
public final class BoardText {

    private BoardText() {}

    public static String render(BoardView board) {
        int size = board.size();
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                byte c = board.at(board.index(x, y));
                sb.append(c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Builds a board from rows; {@code X}/{@code B} black, {@code O}/{@code W} white, spaces ignored, anything else empty. */
    public static Board parse(String... rows) {
        Board board = new Board(rows.length);
        for (int y = 0; y < rows.length; y++) {
            String row = rows[y].replace(" ", "");
            if (row.length() != rows.length) {
                throw new IllegalArgumentException("row " + (y + 1) + " has " + row.length() + " points, expected " + rows.length);
            }
            for (int x = 0; x < row.length(); x++) {
                char c = Character.toUpperCase(row.charAt(x));
                if (c == 'X' || c == 'B') {
                    board.place(board.index(x, y), Board.BLACK);
                } else if (c == 'O' || c == 'W') {
                    board.place(board.index(x, y), Board.WHITE);
                }
            }
        }
        return board;
    }
}
