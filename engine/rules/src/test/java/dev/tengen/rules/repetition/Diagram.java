package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A position drawn as rows ({@code X} black, {@code O} white, {@code .} empty) and moves in A1 notation. */
final class Diagram {

    private Diagram() {}

    /** A game under {@code rules}, resized to the drawing, with {@code toMove} to play. */
    static Game setUp(Ruleset rules, Color toMove, String... rows) {
        int size = rows.length;
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            String row = rows[y].replace(" ", "");
            assertEquals(size, row.length(), "row " + (y + 1) + " of the drawing");
            for (int x = 0; x < size; x++) {
                if (row.charAt(x) == 'X') {
                    black.add(new Point(x, y));
                } else if (row.charAt(x) == 'O') {
                    white.add(new Point(x, y));
                }
            }
        }
        return Game.withSetup(rules.withBoardSize(size), black, white, toMove);
    }

    /** Plays {@code move} ("C7" or "pass") for the player to move; the refusal, if any. */
    static Optional<Violation> play(Game game, String move) {
        Color color = game.toMove();
        if (move.equals("pass")) {
            return game.apply(Move.pass(color));
        }
        Point point = Point.parse(move, game.rules().boardSize()).orElseThrow();
        return game.apply(Move.play(color, point));
    }

    /** Plays every move, failing the test at the first refusal. */
    static void playAll(Game game, String... moves) {
        for (String move : moves) {
            Optional<Violation> refusal = play(game, move);
            if (refusal.isPresent()) {
                fail(move + " (move " + (game.moveCount() + 1) + ") was refused: " + refusal.get());
            }
        }
    }

    /** The refusal of {@code move}, failing the test when it is allowed. */
    static Violation refused(Game game, String move) {
        return play(game, move).orElseThrow(() -> new AssertionError(move + " should have been refused"));
    }
}
