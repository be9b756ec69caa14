package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import dev.tengen.rules.Point;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One OGS autoscore test position (online-go/goban test files, Apache-2.0; see the README beside
 * them): the board ({@code b} black, {@code W} white) and the ownership the players agreed.
 */
record OgsPosition(String name, List<String> rows, List<String> agreed) {

    static final List<String> NAMES = List.of(
            "corner_test_1", "corner_test_2", "corner_test_3", "corner_test_4",
            "game_32970175", "game_33811578", "game_33821912", "game_33822914", "game_33896317",
            "game_33897561", "game_33921785", "game_33927229", "game_34582391", "game_34628939",
            "game_34725406", "game_34798542", "game_34820354", "game_35115094", "game_35115743",
            "game_52136077", "game_52587476", "game_64554594", "game_64629452", "game_64832064",
            "game_74313453", "game_beta_17150", "game_dev_51749995", "game_dev_51750014",
            "game_dev_hex_tests_51750019", "game_dev_hex_tests_51750020", "game_seki_64848549");

    static List<OgsPosition> all() {
        return NAMES.stream().map(OgsPosition::load).toList();
    }

    static OgsPosition load(String name) {
        String path = "/scoring/ogs-autoscore/" + name + ".json";
        try (InputStream in = OgsPosition.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + path);
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new OgsPosition(name, stringArray(json, "board"), stringArray(json, "correct_ownership"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The array of plain strings under {@code key}: all this data needs, no escapes. */
    private static List<String> stringArray(String json, String key) {
        int at = json.indexOf("\"" + key + "\"");
        int i = json.indexOf('[', at);
        List<String> result = new ArrayList<>();
        while (true) {
            int open = json.indexOf('"', i);
            int close = json.indexOf(']', i);
            if (open < 0 || close < open) {
                return result;
            }
            int end = json.indexOf('"', open + 1);
            result.add(json.substring(open + 1, end));
            i = end + 1;
        }
    }

    int size() {
        return rows.size();
    }

    Board board() {
        Board board = new Board(size());
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                char c = rows.get(y).charAt(x);
                if (c == 'b') {
                    board.place(board.index(x, y), Board.BLACK);
                } else if (c == 'W') {
                    board.place(board.index(x, y), Board.WHITE);
                }
            }
        }
        return board;
    }

    char stone(Point p) {
        return rows.get(p.y()).charAt(p.x());
    }

    char agreed(Point p) {
        return agreed.get(p.y()).charAt(p.x());
    }

    /** Stones the players gave to the other colour. */
    Set<Point> agreedDead() {
        Set<Point> dead = new LinkedHashSet<>();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                Point p = new Point(x, y);
                if ((stone(p) == 'b' && agreed(p) == 'W') || (stone(p) == 'W' && agreed(p) == 'B')) {
                    dead.add(p);
                }
            }
        }
        return dead;
    }

    /** Stones whose status the data leaves open ({@code *}): either answer is accepted. */
    Set<Point> unsettled() {
        Set<Point> open = new LinkedHashSet<>();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                Point p = new Point(x, y);
                if (stone(p) != ' ' && agreed(p) == '*') {
                    open.add(p);
                }
            }
        }
        return open;
    }
}
