package dev.tengen.conduct;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.scoring.FinalPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The game on the board as the referee keeps it: moves can be taken back (AGA rule 7 takes back both of
 * two moves in a row) and an unclaimed illegal move can stand (AGA rule 7), which the rules engine
 * alone would never allow. Both rebuild the game: from its start by replaying, or from the position as
 * it stands, carrying the prisoners over.
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

    /** A pass for {@code colour} whoever is to move: a lost turn or a counted pass. */
    void passFor(Color colour) {
        game.pass(colour);
        sinceBase.add(Move.pass(colour));
    }

    /** Takes the last move back by replaying the game without it. */
    void takeBackLast() {
        if (sinceBase.isEmpty()) {
            throw new IllegalStateException("no move to take back");
        }
        sinceBase.removeLast();
        game = base.get();
        for (Move m : sinceBase) {
            if (m instanceof Move.Pass) {
                game.pass(m.color());
            } else {
                game.apply(m);
            }
        }
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
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int y = 0; y < board.size(); y++) {
            for (int x = 0; x < board.size(); x++) {
                Point p = new Point(x, y);
                if (!board.isEmpty(p)) {
                    (board.colorAt(p) == Color.BLACK ? black : white).add(p);
                }
            }
        }
        Color next = move.color().opponent();
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
