package dev.tengen.conduct;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.scoring.FinalPosition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The game on the board as the referee keeps it: moves can be taken back (AGA rule 7 takes back both of
 * two moves in a row) and an unclaimed illegal move can stand (AGA rule 7), which the rules engine
 * alone would never allow. Both rebuild the game: from its start by replaying, or from the position as
 * it stands, carrying the prisoners over. Moved stones declared valid (Incheon 2013 code art. 5.1.6 (2);
 * Chinese 2002 art. 17.5 (2)) move on the live game, its history kept.
 */
final class BoardKeeper {

    private final Ruleset rules;
    private final int handicap;
    private Supplier<Game> base;
    private final List<Move> sinceBase = new ArrayList<>();
    private final int[] prisonersBeforeBase = new int[2];
    private Game game;

    BoardKeeper(Ruleset rules, int handicap) {
        this.rules = rules;
        this.handicap = handicap;
        restart();
    }

    Game game() {
        return game;
    }

    /** Starts the game again from the empty board (or the handicap stones). */
    void restart() {
        base = () -> Game.start(rules, handicap);
        sinceBase.clear();
        prisonersBeforeBase[0] = 0;
        prisonersBeforeBase[1] = 0;
        game = base.get();
    }

    /** Plays a move the rules allow. */
    void play(Move move) {
        if (game.apply(move).isPresent()) {
            throw new IllegalStateException("only legal moves are played: " + move);
        }
        sinceBase.add(move);
    }

    /**
     * A pass whoever is to move: an illegal move counted as a pass ({@link Move#pass}), or a turn lost by a ruling
     * ({@link Move#turnLost}, a pass in the record that ends nothing).
     */
    void passFor(Move.Pass pass) {
        game.pass(pass);
        sinceBase.add(pass);
    }

    /**
     * Takes the last move back by replaying the game without it. A move out of turn with no earlier move
     * on record (the game's first, or the first since the position was rebuilt) has nothing before it to
     * take back.
     */
    void takeBackLast() {
        if (sinceBase.isEmpty()) {
            return;
        }
        sinceBase.removeLast();
        game = base.get();
        replay(game, sinceBase);
    }

    private static void replay(Game game, List<Move> moves) {
        for (Move m : moves) {
            switch (m) {
                case Move.Pass pass -> game.pass(pass);
                case Move.Play play -> game.apply(play);
            }
        }
    }

    /**
     * Why the moved stones cannot stand where they were found, tried on a copy of the position: a stone
     * missing, a point off the board or taken, a chain left without a liberty. Empty when they can.
     */
    Optional<String> movedStonesRefusal(List<MovedStone> stones) {
        Board board = game.position();
        Game trial = Game.withSetup(rules, points(board, Color.BLACK), points(board, Color.WHITE), game.toMove());
        try {
            trial.moveStones(relocation(stones));
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    /**
     * Moved stones declared valid: the position takes them where they were found, history kept. Replays
     * from here on (a take-back) start from the game as it stood, with the stones moved.
     */
    void moveStones(List<MovedStone> stones) {
        Map<Point, Point> moved = relocation(stones);
        game.moveStones(moved);
        Supplier<Game> before = base;
        List<Move> played = List.copyOf(sinceBase);
        base = () -> {
            Game rebuilt = before.get();
            replay(rebuilt, played);
            rebuilt.moveStones(moved);
            return rebuilt;
        };
        sinceBase.clear();
    }

    private static Map<Point, Point> relocation(List<MovedStone> stones) {
        Map<Point, Point> moved = new LinkedHashMap<>();
        stones.forEach(s -> moved.put(s.from(), s.to()));
        return moved;
    }

    private static List<Point> points(Board board, Color colour) {
        List<Point> points = new ArrayList<>();
        for (int y = 0; y < board.size(); y++) {
            for (int x = 0; x < board.size(); x++) {
                Point p = new Point(x, y);
                if (!board.isEmpty(p) && board.colorAt(p) == colour) {
                    points.add(p);
                }
            }
        }
        return points;
    }

    /**
     * Lets a move the rules refuse stand as played (AGA rule 7: unclaimed, the game continues as it
     * stands). A stone on an occupied or missing point cannot stand, so only the turn changes.
     */
    void force(Move move) {
        Board board = game.position();
        int[] prisoners = {prisoners(Color.BLACK), prisoners(Color.WHITE)};
        if (move instanceof Move.Play play && play.point().isOn(board.size()) && board.isEmpty(play.point())) {
            byte stone = Board.stoneOf(move.color());
            int captured = board.play(board.index(play.point()), stone);
            Color gains = captured > 0 ? move.color() : move.color().opponent();
            prisoners[gains.ordinal()] += captured > 0 ? captured : board.removedCount();
        }
        Color next = move.color().opponent();
        List<Point> black = points(board, Color.BLACK);
        List<Point> white = points(board, Color.WHITE);
        base = () -> Game.withSetup(rules, black, white, next);
        sinceBase.clear();
        game = base.get();
        prisonersBeforeBase[0] = prisoners[0];
        prisonersBeforeBase[1] = prisoners[1];
    }

    /** Stones a side holds, including those held before a rebuild. */
    int prisoners(Color colour) {
        return prisonersBeforeBase[colour.ordinal()] + game.prisoners(colour);
    }

    /** The position to count, with the prisoners and handicap of the whole game. */
    FinalPosition finalPosition() {
        return new FinalPosition(game.position(), game.deadStones(), prisoners(Color.BLACK), prisoners(Color.WHITE), handicap);
    }
}
