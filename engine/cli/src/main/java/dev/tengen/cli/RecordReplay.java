package dev.tengen.cli;

import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Move;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Violation;
import dev.tengen.sgf.SgfColor;
import dev.tengen.sgf.SgfGame;
import dev.tengen.sgf.SgfMainLineNode;
import dev.tengen.sgf.SgfMove;
import dev.tengen.sgf.SgfPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Replays the main line of an SGF record under a rule set, stopping at the first illegal move.
 *
 * <p>Readings of records, chosen so real professional records replay without a false illegal move:
 * handicap stones come from AB; a record with HA but no AB whose first HA moves are all Black's takes
 * those moves as the handicap stones; who moves first is PL, else the colour of the first move; a play
 * recorded after two passes means the players resumed play (a dispute), so play resumes.
 */
final class RecordReplay {

    /** The outcome: the game as far as it went, and the illegal move if one stopped it. */
    record Outcome(Game game, int movesPlayed, Optional<IllegalMove> illegal) {}

    /** An illegal move: its number in the record (1-based, passes counted), colour, point and the rule. */
    record IllegalMove(int number, Color color, Optional<Point> point, Violation violation) {}

    /** A record this replay cannot follow (mid-game setup, a board size the rules do not know). */
    static final class Unplayable extends Exception {
        Unplayable(String message) {
            super(message);
        }
    }

    private RecordReplay() {}

    static Outcome replay(SgfGame record, Ruleset base) throws Unplayable {
        int size = record.size();
        if (size < Ruleset.MIN_BOARD_SIZE || size > Ruleset.MAX_BOARD_SIZE) {
            throw new Unplayable("board size " + size + " is outside the " + Ruleset.MIN_BOARD_SIZE + " to "
                    + Ruleset.MAX_BOARD_SIZE + " lines the rules cover");
        }
        Ruleset rules = base.withBoardSize(size);
        List<SgfMove> moves = record.mainLineMoves();
        int skip = 0;
        List<Point> black = points(record.setupBlack());
        List<Point> white = points(record.setupWhite());
        int handicap = record.info().handicap();
        if (black.isEmpty() && white.isEmpty() && handicap >= 2 && firstMovesAreBlack(moves, handicap)) {
            for (int i = 0; i < handicap; i++) {
                black.add(point(moves.get(i).point().orElseThrow()));
            }
            skip = handicap;
        }
        Color first = record.firstPlayer().map(RecordReplay::color)
                .orElse(moves.size() > skip ? color(moves.get(skip).color()) : (black.size() >= 2 ? Color.WHITE : Color.BLACK));
        Game game = black.isEmpty() && white.isEmpty() && first == Color.BLACK
                ? Game.start(rules)
                : Game.withSetup(rules, black, white, first);
        for (SgfMainLineNode node : record.mainLine()) {
            if (node.index() > 0 && node.hasSetup()) {
                throw new Unplayable("node " + node.index() + " of the main line adds or removes stones (AB/AW/AE) mid-game");
            }
        }
        int played = 0;
        for (int i = skip; i < moves.size(); i++) {
            SgfMove m = moves.get(i);
            Color color = color(m.color());
            Move move = m.point().<Move>map(p -> Move.play(color, point(p))).orElse(Move.pass(color));
            if (game.phase() == Phase.COUNTING && move instanceof Move.Play && game.toMove() == color) {
                game.resume(color);
            }
            Optional<Violation> violation = game.apply(move);
            if (violation.isPresent()) {
                return new Outcome(game, played, Optional.of(
                        new IllegalMove(i - skip + 1, color, m.point().map(RecordReplay::point), violation.get())));
            }
            played++;
        }
        return new Outcome(game, played, Optional.empty());
    }

    private static boolean firstMovesAreBlack(List<SgfMove> moves, int n) {
        if (moves.size() < n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (moves.get(i).color() != SgfColor.BLACK || moves.get(i).isPass()) {
                return false;
            }
        }
        return true;
    }

    static List<Point> points(List<SgfPoint> points) {
        List<Point> result = new ArrayList<>(points.size());
        for (SgfPoint p : points) {
            result.add(point(p));
        }
        return result;
    }

    static Point point(SgfPoint p) {
        return new Point(p.x(), p.y());
    }

    static Color color(SgfColor c) {
        return c == SgfColor.BLACK ? Color.BLACK : Color.WHITE;
    }
}
