package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link Game#copy()}: a copy taken at any move goes on exactly as the game it came from, and what is done to the
 * copy leaves that game as it was. Random games under each ko rule (simple ko, positional and situational superko)
 * on boards small enough for captures, retaken kos and superko refusals to occur, with a pass now and then; after
 * every move both games must allow the same points and show the same board, prisoners, ko point, repetition, record
 * and result.
 */
class GameCopyPropertyTest {

    private static final List<Ruleset> RULE_SETS = List.of(Rulesets.KOREAN_2016, Rulesets.KOREAN_2013,
            Rulesets.CHINESE_2002, Rulesets.AGA);

    @Property(tries = 32)
    void aCopyGoesOnAsTheGameAndTheGameIgnoresTheCopy(@ForAll @IntRange(min = 0, max = 3) int ruleIndex,
            @ForAll long seed, @ForAll @IntRange(min = 5, max = 9) int size) {
        check(RULE_SETS.get(ruleIndex).withBoardSize(size), seed, 3 * size * size);
    }

    @Property(tries = 4)
    void onNineteenByNineteen(@ForAll @IntRange(min = 0, max = 3) int ruleIndex, @ForAll long seed) {
        check(RULE_SETS.get(ruleIndex).withBoardSize(19), seed, 2 * 19 * 19);
    }

    private static void check(Ruleset rules, long seed, int length) {
        Random random = new Random(seed);
        List<Move> moves = randomGame(rules, random, length);
        // A copy at every move (a ko just taken, a pass just made...) shows the game and takes the next move as it does.
        Game step = Game.start(rules);
        for (int i = 0; i < moves.size(); i++) {
            Game copy = step.copy();
            assertEquals(state(step), state(copy), "a copy at move " + i);
            step.apply(moves.get(i));
            copy.apply(moves.get(i));
            assertEquals(state(step), state(copy), "a copy at move " + i + " after move " + (i + 1));
        }
        // A copy at a random move goes on as the game to the end.
        int cut = random.nextInt(moves.size() + 1);
        Game game = Game.start(rules);
        moves.subList(0, cut).forEach(game::apply);
        Game copy = game.copy();
        assertEquals(state(game), state(copy), "the copy at move " + cut);
        for (int i = cut; i < moves.size(); i++) {
            Move move = moves.get(i);
            assertEquals(game.check(move), copy.check(move), "the check of move " + (i + 1));
            game.apply(move);
            copy.apply(move);
            assertEquals(state(game), state(copy), "after move " + (i + 1) + ", the copy taken at move " + cut);
        }
        String before = state(game);
        List<MoveRecord> record = game.history();
        // The copy played on: probes of every point, its own moves, two passes that end its play.
        randomGame(copy, random, 40);
        copy.apply(Move.pass(copy.toMove()));
        copy.apply(Move.pass(copy.toMove()));
        assertEquals(before, state(game), "the game after its copy was played on");
        assertEquals(record, game.history(), "the game's record after its copy was played on");
    }

    /** A random game of legal moves and a pass now and then, until {@code length} moves or the end of play. */
    private static List<Move> randomGame(Ruleset rules, Random random, int length) {
        return randomGame(Game.start(rules), random, length);
    }

    private static List<Move> randomGame(Game game, Random random, int length) {
        List<Move> moves = new ArrayList<>();
        int size = game.rules().boardSize();
        boolean lastWasPass = false;
        for (int i = 0; i < length && game.phase() == Phase.PLAYING; i++) {
            Color color = game.toMove();
            List<Point> legal = new ArrayList<>();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    if (game.check(Move.play(color, new Point(x, y))).isEmpty()) {
                        legal.add(new Point(x, y));
                    }
                }
            }
            Move move;
            if (legal.isEmpty() || !lastWasPass && random.nextInt(30) == 0) {
                if (lastWasPass) {
                    break; // a second pass would end play
                }
                move = Move.pass(color);
            } else {
                move = Move.play(color, legal.get(random.nextInt(legal.size())));
            }
            game.apply(move);
            moves.add(move);
            lastWasPass = move instanceof Move.Pass;
        }
        return moves;
    }

    /** Everything a game shows: whose turn, phase, board, prisoners, ko, repetition, result, record, legal points. */
    private static String state(Game game) {
        int size = game.rules().boardSize();
        StringBuilder legal = new StringBuilder();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                legal.append(game.isLegal(game.view().index(x, y), game.toMove()) ? '+' : '.');
            }
        }
        return String.join("\n", "to move " + game.toMove(), "phase " + game.phase(),
                "passes " + game.consecutivePasses(), "ko " + game.koPoint(),
                "prisoners " + game.prisoners(Color.BLACK) + "/" + game.prisoners(Color.WHITE),
                "repetition " + game.repetition(), "result " + game.result(), "moves " + game.moveCount(),
                "record " + game.history(), "board\n" + game.position(), "legal " + legal);
    }
}
