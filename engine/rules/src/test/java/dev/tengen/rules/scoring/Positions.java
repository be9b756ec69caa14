package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import dev.tengen.rules.Point;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/** Test boards drawn as text: {@code X} black, {@code O} white, anything else empty; spaces ignored. */
final class Positions {

    private Positions() {}

    static Board board(String drawing) {
        return Board.parse(drawing.strip().lines().map(String::strip).toArray(String[]::new));
    }

    /** Points named in A1 notation on a board of the given size. */
    static Set<Point> points(int size, String... names) {
        Set<Point> result = new LinkedHashSet<>();
        Arrays.stream(names).forEach(n -> result.add(Point.parse(n, size).orElseThrow()));
        return result;
    }

    static int at(Board board, String name) {
        return board.index(Point.parse(name, board.size()).orElseThrow());
    }
}
