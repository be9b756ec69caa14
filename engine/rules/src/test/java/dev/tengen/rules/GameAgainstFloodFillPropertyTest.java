package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random games played through {@link Game} and through the plain {@link FloodFillGame} side by side,
 * under the ko rule of each rule set it covers (simple ko, positional and situational superko): before
 * every move both must allow exactly the same points, and after it both must show the same board, the
 * same prisoners, the same stones removed and the same repetition; at the end the game's whole record
 * lists the removals of every move. Games play to the end of the board's legal moves, so captures,
 * retaken kos and superko refusals all occur; a pass now and then makes situations differ from positions.
 */
class GameAgainstFloodFillPropertyTest {

    private static final List<Ruleset> RULE_SETS = List.of(Rulesets.KOREAN_2016, Rulesets.KOREAN_2013,
            Rulesets.CHINESE_2002, Rulesets.AGA);

    @Property(tries = 24)
    void smallBoardsAgreeMoveByMove(@ForAll @IntRange(min = 0, max = 3) int ruleIndex, @ForAll long seed,
                                    @ForAll @IntRange(min = 5, max = 9) int size) {
        playSideBySide(RULE_SETS.get(ruleIndex), size, seed, 4 * size * size);
    }

    @Property(tries = 4)
    void nineteenByNineteenAgreesMoveByMove(@ForAll @IntRange(min = 0, max = 3) int ruleIndex, @ForAll long seed) {
        playSideBySide(RULE_SETS.get(ruleIndex), 19, seed, 2 * 19 * 19);
    }

    private static void playSideBySide(Ruleset base, int size, long seed, int moves) {
        Ruleset rules = base.withBoardSize(size);
        Game game = Game.start(rules);
        FloodFillGame reference = new FloodFillGame(size, rules.ko(), rules.pass() == PassRule.PASS_STONE);
        Random random = new Random(seed);
        boolean lastWasPass = false;
        List<Set<Point>> removals = new ArrayList<>();
        for (int move = 0; move < moves && game.phase() == Phase.PLAYING; move++) {
            Color color = game.toMove();
            assertEquals(reference.toMove(), Board.stoneOf(color), "player to move, move " + move);
            List<Point> legal = new ArrayList<>();
            // Every point is compared on small boards and at every twentieth move; otherwise a sample, as the reference is slow.
            boolean everyPoint = size <= 9 || move % 20 == 0;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    Point point = new Point(x, y);
                    boolean tengen = game.check(Move.play(color, point)).isEmpty();
                    if (everyPoint || random.nextInt(16) == 0) {
                        assertEquals(reference.isLegal(x, y), tengen, "legality of " + point.name(size) + " for " + color
                                + ", move " + move + " under " + rules.name() + "\n" + game.position());
                    }
                    if (tengen) {
                        legal.add(point);
                    }
                }
            }
            if (legal.isEmpty() || (!lastWasPass && random.nextInt(30) == 0)) {
                if (lastWasPass) {
                    break; // a second pass would stop play
                }
                game.apply(Move.pass(color));
                reference.pass();
                removals.add(Set.of());
                lastWasPass = true;
                continue;
            }
            Point point = legal.get(random.nextInt(legal.size()));
            assertTrue(reference.isLegal(point.x(), point.y()), "the reference allows " + point.name(size) + ", move " + move);
            game.apply(Move.play(color, point));
            Set<Point> removed = reference.play(point.x(), point.y());
            removals.add(removed);
            assertEquals(removed, Set.copyOf(game.lastMove().removed()), "stones removed by move " + move);
            lastWasPass = false;
            assertSameBoard(game.position(), reference, "after " + color + " " + point.name(size) + ", move " + move);
            assertEquals(reference.prisoners(Board.BLACK), game.prisoners(Color.BLACK), "black's prisoners, move " + move);
            assertEquals(reference.prisoners(Board.WHITE), game.prisoners(Color.WHITE), "white's prisoners, move " + move);
            if (rules.ko() == KoRule.SIMPLE) {
                assertEquals(reference.repeated(), game.repetition().isPresent() && game.repetition().get().recurredAfterMove() == game.moveCount(),
                        "whole-board repetition, move " + move);
            }
        }
        List<MoveRecord> record = game.history();
        assertEquals(removals.size(), record.size(), "moves in the record");
        for (int i = 0; i < record.size(); i++) {
            assertEquals(removals.get(i), Set.copyOf(record.get(i).removed()), "stones removed by move " + i + " in the record");
        }
    }

    private static void assertSameBoard(Board board, FloodFillGame reference, String when) {
        int size = board.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                assertEquals(reference.at(x, y), board.at(board.index(x, y)), "point " + new Point(x, y).name(size) + " " + when);
            }
        }
    }
}
