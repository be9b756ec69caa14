package dev.tengen.sgf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Typed reading of Go property values (FF[4] sgf.html value types, go.html for points and moves).
 * Each refusal names the property, quotes the value and points at it in the file.
 * An empty SZ[] means "not given", as many programs write it.
 */
final class SgfValues {

    static final int DEFAULT_BOARD_SIZE = 19;

    private SgfValues() {
    }

    // FF[4] sgf.html property GM: Go is game 1.
    static void requireGo(SgfNode root) throws SgfException {
        Optional<String> game = root.value("GM").map(String::strip).filter(v -> !v.isEmpty());
        if (game.isPresent() && !game.get().equals("1")) {
            throw root.error("GM", 0, "GM[" + game.get() + "] is not a Go record: Go is GM[1]");
        }
    }

    // FF[4] go.html property SZ: default 19; "columns:rows" for rectangles, which a Go board here never is.
    static int boardSize(SgfNode root) throws SgfException {
        Optional<String> given = root.value("SZ").map(String::strip).filter(v -> !v.isEmpty());
        if (given.isEmpty()) {
            return DEFAULT_BOARD_SIZE;
        }
        String text = given.get();
        int colon = text.indexOf(':');
        long columns = digits(colon < 0 ? text : text.substring(0, colon).strip());
        long rows = colon < 0 ? columns : digits(text.substring(colon + 1).strip());
        if (columns < 0 || rows < 0) {
            throw root.error("SZ", 0, "SZ must be a board size such as 19 or 19:19, found '" + text + "'");
        }
        if (columns != rows) {
            throw root.error("SZ", 0, "non-square board SZ[" + text + "] is not supported: Go boards here are square");
        }
        if (columns < 1 || columns > SgfPoint.MAX_BOARD_SIZE) {
            throw root.error("SZ", 0, "board size SZ[" + text + "] is out of range: SGF boards go from 1x1 to 52x52");
        }
        return (int) columns;
    }

    /** A whole number (SGF Number: optional sign, digits), or empty when it is not one. */
    static Optional<Integer> parseNumber(String text) {
        boolean negative = text.startsWith("-");
        long magnitude = digits(negative || text.startsWith("+") ? text.substring(1) : text);
        if (magnitude < 0 || magnitude > Integer.MAX_VALUE) {
            return Optional.empty();
        }
        return Optional.of((int) (negative ? -magnitude : magnitude));
    }

    /**
     * A real number (SGF Real: optional sign, digits, optional '.' and digits), or empty when it is not one.
     * Written without trailing zeros, so KM[6.50] and KM[6.5] give equal values.
     */
    static Optional<BigDecimal> parseReal(String text) {
        if (!isReal(text)) {
            return Optional.empty();
        }
        BigDecimal number = new BigDecimal(text.endsWith(".") ? text.substring(0, text.length() - 1) : text).stripTrailingZeros();
        return Optional.of(number.scale() < 0 ? number.setScale(0) : number);
    }

    static Optional<SgfColor> color(SgfNode node, String identifier) throws SgfException {
        Optional<String> given = node.value(identifier).map(String::strip);
        if (given.isEmpty()) {
            return Optional.empty();
        }
        return switch (given.get()) {
            case "B" -> Optional.of(SgfColor.BLACK);
            case "W" -> Optional.of(SgfColor.WHITE);
            default -> throw node.error(identifier, 0, identifier + " must be B or W, found '" + given.get() + "'");
        };
    }

    /** The move of a node, if it has one. FF[4] go.html: B[] is a pass, and so is B[tt] on boards up to 19x19. */
    static Optional<SgfMove> move(SgfNode node, int size) throws SgfException {
        boolean black = node.has("B");
        boolean white = node.has("W");
        if (black && white) {
            throw node.error("W", 0, "a node holds both a black and a white move (B and W)");
        }
        if (!black && !white) {
            return Optional.empty();
        }
        SgfColor color = black ? SgfColor.BLACK : SgfColor.WHITE;
        String identifier = color.moveProperty();
        List<String> values = node.values(identifier);
        if (values.size() > 1) {
            throw node.error(identifier, 1, identifier + " takes one point, found " + values.size() + " values");
        }
        String text = values.get(0);
        if (text.isEmpty() || (text.equals("tt") && size <= 19)) {
            return Optional.of(SgfMove.pass(color));
        }
        return Optional.of(SgfMove.play(color, point(node, identifier, 0, text, size)));
    }

    /**
     * A list of points in order of appearance, each once. FF[4] sgf.html "Compressed point lists":
     * {@code aa:cc} is the rectangle between two corners, expanded row by row. An empty value adds nothing
     * (TB and TW are "elist of point").
     */
    static List<SgfPoint> points(SgfNode node, String identifier, int size) throws SgfException {
        List<String> values = node.values(identifier);
        if (values.isEmpty()) {
            return List.of();
        }
        Set<SgfPoint> points = new LinkedHashSet<>();
        for (int i = 0; i < values.size(); i++) {
            String text = values.get(i);
            if (text.isEmpty()) {
                continue;
            }
            if (text.length() == 5 && text.charAt(2) == ':') {
                SgfPoint from = point(node, identifier, i, text.substring(0, 2), size);
                SgfPoint to = point(node, identifier, i, text.substring(3), size);
                for (int y = Math.min(from.y(), to.y()); y <= Math.max(from.y(), to.y()); y++) {
                    for (int x = Math.min(from.x(), to.x()); x <= Math.max(from.x(), to.x()); x++) {
                        points.add(new SgfPoint(x, y));
                    }
                }
            } else {
                points.add(point(node, identifier, i, text, size));
            }
        }
        return List.copyOf(new ArrayList<>(points));
    }

    private static SgfPoint point(SgfNode node, String identifier, int index, String text, int size) throws SgfException {
        int x = text.length() == 2 ? SgfPoint.coordinate(text.charAt(0)) : -1;
        int y = text.length() == 2 ? SgfPoint.coordinate(text.charAt(1)) : -1;
        if (x < 0 || y < 0) {
            throw node.error(identifier, index, "'" + text + "' in " + identifier
                    + " is not a point: expected two letters a-z or A-Z, such as 'pd'");
        }
        if (x >= size || y >= size) {
            throw node.error(identifier, index, "point '" + text + "' in " + identifier
                    + " is off the " + size + "x" + size + " board");
        }
        return new SgfPoint(x, y);
    }

    /** The value of a run of 1 to 9 ASCII digits, or -1 for anything else. */
    private static long digits(String text) {
        if (text.isEmpty() || text.length() > 9) {
            return -1;
        }
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static boolean isReal(String text) {
        int i = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        int integerDigits = 0;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
            integerDigits++;
        }
        if (integerDigits == 0 || integerDigits > 12) {
            return false;
        }
        if (i < text.length() && text.charAt(i) == '.') {
            i++;
            int fraction = 0;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9' && fraction < 12) {
                i++;
                fraction++;
            }
        }
        return i == text.length();
    }
}
