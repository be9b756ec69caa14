package dev.tengen.platform.demo;

import dev.tengen.rules.Point;
import dev.tengen.sgf.SgfException;
import dev.tengen.sgf.SgfGame;
import dev.tengen.sgf.SgfMove;
import dev.tengen.sgf.SgfReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The real game records the demo replays (resources {@code demo/games}, origins in {@code SOURCES.md} there): each
 * board of a round takes one record, turned by one of the board's eight symmetries, chosen from the round and the
 * board alone so that a restarted platform continues the same games.
 */
final class DemoRecords {

    static final int SIZE = 19;

    /** A record's moves in A1 notation, Black first, and the winner as the record gives it ('B' or 'W'). */
    record Record(String name, List<String> moves, char winner) {}

    /** A board's game: the record's moves, turned; {@code blackWins} says who resigns at the end. */
    record Script(String name, List<String> moves, boolean blackWins) {}

    private final List<Record> records;

    private DemoRecords(List<Record> records) {
        this.records = List.copyOf(records);
    }

    static DemoRecords load() {
        List<Record> records = new ArrayList<>();
        for (String line : resource("demo/games/index.txt").lines().toList()) {
            if (!line.isBlank()) {
                records.add(read(line.strip()));
            }
        }
        return new DemoRecords(records);
    }

    /** The game played on {@code board} of {@code round}. */
    Script script(int round, int board) {
        Record record = records.get(Math.floorMod(round * 5 + board * 3, records.size()));
        int symmetry = Math.floorMod(round * 3 + board, 8);
        List<String> moves = record.moves().stream().map(move -> turned(move, symmetry)).toList();
        return new Script(record.name(), moves, record.winner() == 'B');
    }

    private static Record read(String file) {
        try {
            SgfGame game = SgfReader.readGame(resource("demo/games/" + file), file);
            List<String> moves = new ArrayList<>();
            for (SgfMove move : game.mainLineMoves()) {
                moves.add(move.point().map(p -> new Point(p.x(), p.y()).name(SIZE)).orElse("pass"));
            }
            while (!moves.isEmpty() && moves.getLast().equals("pass")) {
                moves.removeLast(); // the loser resigns where the record ends; passes would stop play first
            }
            String result = game.root().value("RE").orElse("").strip().toUpperCase(Locale.ROOT);
            return new Record(file, moves, result.startsWith("B") ? 'B' : 'W');
        } catch (SgfException e) {
            throw new IllegalStateException("demo record " + file + " is unreadable: " + e.getMessage(), e);
        }
    }

    /** One of the eight symmetries of the board: rotations and reflections. */
    private static String turned(String move, int symmetry) {
        if (move.equals("pass")) {
            return move;
        }
        Point p = Point.parse(move, SIZE).orElseThrow();
        int x = p.x();
        int y = p.y();
        int last = SIZE - 1;
        Point q = switch (symmetry) {
            case 0 -> new Point(x, y);
            case 1 -> new Point(last - x, y);
            case 2 -> new Point(x, last - y);
            case 3 -> new Point(last - x, last - y);
            case 4 -> new Point(y, x);
            case 5 -> new Point(last - y, x);
            case 6 -> new Point(y, last - x);
            default -> new Point(last - y, last - x);
        };
        return q.name(SIZE);
    }

    static String resource(String path) {
        try (InputStream in = DemoRecords.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("demo resource missing: " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
