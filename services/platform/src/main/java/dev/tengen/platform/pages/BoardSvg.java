package dev.tengen.platform.pages;

import dev.tengen.readmodel.LiveBoard;
import java.util.List;

/** A position drawn as inline SVG: grid, star points, coordinates, stones and a mark on the last stone. */
final class BoardSvg {

    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    private static final int CELL = 24;

    private BoardSvg() {
    }

    static String draw(LiveBoard board) {
        int n = board.size();
        int extent = CELL * (n + 1);
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"board\" role=\"img\" viewBox=\"0 0 ").append(extent).append(' ').append(extent)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\"><title>Board after move ").append(board.moves())
                .append("</title><rect width=\"").append(extent).append("\" height=\"").append(extent)
                .append("\" fill=\"#dcb35c\"/>");
        for (int i = 0; i < n; i++) {
            int at = CELL * (i + 1);
            int end = CELL * n;
            svg.append(line(CELL, at, end, at)).append(line(at, CELL, at, end));
            svg.append(text(at, CELL / 2 + 4, String.valueOf(COLUMNS.charAt(i))));
            svg.append(text(CELL / 2, at + 4, Integer.toString(n - i)));
        }
        for (int[] star : stars(n)) {
            svg.append("<circle cx=\"").append(CELL * (star[0] + 1)).append("\" cy=\"").append(CELL * (star[1] + 1))
                    .append("\" r=\"3\" fill=\"#000\"/>");
        }
        List<String> rows = board.rows();
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                char c = rows.get(y).charAt(x);
                if (c == '.') {
                    continue;
                }
                boolean black = c == 'X';
                svg.append("<circle cx=\"").append(CELL * (x + 1)).append("\" cy=\"").append(CELL * (y + 1))
                        .append("\" r=\"11\" fill=\"").append(black ? "#111" : "#fafafa")
                        .append("\" stroke=\"#000\" stroke-width=\"1\"/>");
                if (isLast(board, x, y)) {
                    svg.append("<circle cx=\"").append(CELL * (x + 1)).append("\" cy=\"").append(CELL * (y + 1))
                            .append("\" r=\"5\" fill=\"none\" stroke=\"").append(black ? "#fff" : "#000")
                            .append("\" stroke-width=\"2\"/>");
                }
            }
        }
        return svg.append("</svg>").toString();
    }

    private static boolean isLast(LiveBoard board, int x, int y) {
        return board.lastMove() != null && board.lastMove().equals(COLUMNS.charAt(x) + Integer.toString(board.size() - y));
    }

    private static String line(int x1, int y1, int x2, int y2) {
        return "<line x1=\"" + x1 + "\" y1=\"" + y1 + "\" x2=\"" + x2 + "\" y2=\"" + y2 + "\" stroke=\"#000\" stroke-width=\"1\"/>";
    }

    private static String text(int x, int y, String label) {
        return "<text x=\"" + x + "\" y=\"" + y + "\" font-size=\"11\" text-anchor=\"middle\">" + label + "</text>";
    }

    /** Star points of the usual boards (19, 13, 9); none on other sizes. */
    private static List<int[]> stars(int n) {
        return switch (n) {
            case 19 -> grid(3, 9, 15);
            case 13 -> grid(3, 6, 9);
            case 9 -> List.of(new int[] {2, 2}, new int[] {6, 2}, new int[] {4, 4}, new int[] {2, 6}, new int[] {6, 6});
            default -> List.of();
        };
    }

    private static List<int[]> grid(int a, int b, int c) {
        int[] lines = {a, b, c};
        java.util.ArrayList<int[]> out = new java.util.ArrayList<>();
        for (int x : lines) {
            for (int y : lines) {
                out.add(new int[] {x, y});
            }
        }
        return out;
    }
}
