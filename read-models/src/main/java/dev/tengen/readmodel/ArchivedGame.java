package dev.tengen.readmodel;

import dev.tengen.game.service.api.ClockRecord;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One game as the archive keeps it: how it started, its moves with their times, the lines of its history, its
 * clock and result; its position is replayed by the engine on demand.
 */
final class ArchivedGame {

    /**
     * A line of the game's history, whose entry is written only when the history is read: a stone or pass played, or
     * any other event, kept as the event itself (the audit ledger holds it anyway). Written out at once, the entries
     * were most of the game archive's memory, and a replay of a million events no longer fitted in 512 MB.
     */
    @FunctionalInterface
    interface Line {
        HistoryEntry entry(int boardSize);
    }

    /**
     * A move, when it was recorded and by whom. In the history, a stone is "black D4" ({@code MovePlayed}) and a pass
     * "black passes" ({@code PassPlayed}).
     */
    record TimedMove(Move move, Instant at, String by) implements Line {
        @Override
        public HistoryEntry entry(int boardSize) {
            String colour = move.color().name().toLowerCase(java.util.Locale.ROOT);
            if (move instanceof Move.Play play) {
                String name = play.point().name(boardSize);
                return new HistoryEntry(at, "MovePlayed", by, colour + " " + name,
                        HistoryEntry.facts("colour", colour, "point", name));
            }
            return new HistoryEntry(at, "PassPlayed", by, colour + " passes", HistoryEntry.facts("colour", colour));
        }
    }

    /**
     * Moves as one instance each (a colour and a point, or a colour's pass): a game archive holds hundreds of thousands
     * of them. A slot per colour and point rather than a map of moves, whose hashing and comparing of records was a
     * twelfth of the start-up replay (docs/BENCHMARKS.md, "Rebuild and start-up").
     */
    private static final int SLOTS_PER_COLOUR = Point.MAX_BOARD_SIZE * Point.MAX_BOARD_SIZE + 1;
    private static final AtomicReferenceArray<Move> SHARED_MOVES = new AtomicReferenceArray<>(
            Color.values().length * SLOTS_PER_COLOUR);

    final GameStarted started;
    final List<TimedMove> moves = new ArrayList<>();
    final List<Line> history = new ArrayList<>();
    final ClockRecord clock = new ClockRecord();
    String result;
    String reason = "";
    /** The official who entered the result from the slip, if the game ended so. */
    String enteredBy;

    ArchivedGame(GameStarted started) {
        this.started = started;
    }

    /** The one instance of {@code move} the archive keeps. */
    static Move shared(Move move) {
        int slot = switch (move) {
            case Move.Play play when play.point().x() < Point.MAX_BOARD_SIZE && play.point().y() < Point.MAX_BOARD_SIZE ->
                    play.color().ordinal() * SLOTS_PER_COLOUR + play.point().x() * Point.MAX_BOARD_SIZE + play.point().y();
            case Move.Play play -> -1; // beyond any board the notation names: kept as it is
            case Move.Pass pass -> pass.color().ordinal() * SLOTS_PER_COLOUR + SLOTS_PER_COLOUR - 1;
        };
        if (slot < 0) {
            return move;
        }
        Move known = SHARED_MOVES.compareAndExchange(slot, null, move);
        return known == null ? move : known;
    }

    /** The history as it is read: every line's entry, in order. */
    List<HistoryEntry> entries() {
        return history.stream().map(line -> line.entry(started.boardSize())).toList();
    }

    Game newGame() {
        Ruleset rules = Rulesets.byName(started.ruleset()).orElse(Rulesets.KOREAN_2016)
                .withBoardSize(started.boardSize());
        return Game.start(rules, started.handicap());
    }

    /** The record move by move: the stones each move placed and removed, replayed by the engine. */
    GameReplay steps() {
        Game game = newGame();
        Board before = game.position();
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (Point p : points(before)) {
            (before.colorAt(p) == Color.BLACK ? black : white).add(p.name(started.boardSize()));
        }
        List<ReplayStep> steps = new ArrayList<>();
        String note = null;
        for (TimedMove m : moves) {
            Optional<Violation> refused = game.apply(m.move());
            if (refused.isPresent()) {
                note = "Replay stopped at move " + (steps.size() + 1) + ": " + refused.get().message();
                break;
            }
            Board after = game.position();
            List<String> captured = new ArrayList<>();
            for (Point p : points(before)) {
                if (after.isEmpty(p)) {
                    captured.add(p.name(started.boardSize()));
                }
            }
            steps.add(new ReplayStep(steps.size() + 1, m.move().color().name().toLowerCase(java.util.Locale.ROOT),
                    m.move() instanceof Move.Play play ? play.point().name(started.boardSize()) : "pass", captured,
                    game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)));
            before = after;
        }
        return new GameReplay(started.gameId(), started.boardSize(), black, white, steps, note);
    }

    /** The points of {@code board} that hold a stone. */
    private static List<Point> points(Board board) {
        List<Point> stones = new ArrayList<>();
        for (int y = 0; y < board.size(); y++) {
            for (int x = 0; x < board.size(); x++) {
                Point p = new Point(x, y);
                if (!board.isEmpty(p)) {
                    stones.add(p);
                }
            }
        }
        return stones;
    }

    LiveBoard replay() {
        Game game = newGame();
        String note = null;
        int applied = 0;
        for (TimedMove m : moves) {
            Optional<Violation> refused = game.apply(m.move());
            if (refused.isPresent()) {
                note = "Replay stopped at move " + (applied + 1) + ": " + refused.get().message();
                break;
            }
            applied++;
        }
        Board position = game.position();
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < position.size(); y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < position.size(); x++) {
                Color c = position.colorAt(new Point(x, y));
                row.append(c == Color.BLACK ? 'X' : c == Color.WHITE ? 'O' : '.');
            }
            rows.add(row.toString());
        }
        String last = null;
        if (applied > 0) {
            Move move = moves.get(applied - 1).move();
            last = move instanceof Move.Play play ? play.point().name(started.boardSize()) : "pass";
        }
        return new LiveBoard(started.gameId(), position.size(), rows, applied, last, game.prisoners(Color.BLACK),
                game.prisoners(Color.WHITE), game.toMove().name().toLowerCase(), note, clock.face().orElse(null));
    }
}
