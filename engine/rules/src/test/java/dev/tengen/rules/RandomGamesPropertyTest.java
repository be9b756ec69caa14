package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Random legal games never corrupt the board: the incremental board always equals one rebuilt from scratch. */
class RandomGamesPropertyTest {

    @Property(tries = 25)
    void randomLegalGamesKeepTheBoardConsistent(@ForAll @IntRange(min = 5, max = 11) int size,
                                                @ForAll long seed,
                                                @ForAll @IntRange(min = 0, max = 4) int ruleIndex) {
        Ruleset rules = Rulesets.ALL.get(ruleIndex).withBoardSize(size);
        Game game = Game.start(rules);
        Random random = new Random(seed);
        for (int turn = 0; turn < size * size * 3 && game.phase() != Phase.ENDED; turn++) {
            Board board = game.position();
            Color color = game.toMove();
            int candidates = board.emptyCount();
            boolean played = false;
            for (int attempt = 0; attempt < 8 && candidates > 0; attempt++) {
                int p = board.emptyAt(random.nextInt(candidates));
                Point point = board.point(p);
                if (game.apply(Move.play(color, point)).isEmpty()) {
                    played = true;
                    break;
                }
            }
            if (!played) {
                game.apply(Move.pass(color));
                if (game.phase() == Phase.COUNTING && rules.end() != GameEndRule.FOUR_PASSES) {
                    break;
                }
            }
            assertConsistent(game.position());
        }
    }

    private static void assertConsistent(Board board) {
        int size = board.size();
        String[] rows = board.toString().split("\n");
        Board rebuilt = Board.parse(rows);
        assertEquals(rebuilt.hash(), board.hash(), "hash differs from a board rebuilt from scratch");
        int empties = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = board.index(x, y);
                byte c = board.at(p);
                if (c == Board.EMPTY) {
                    empties++;
                    for (byte stone : new byte[] {Board.BLACK, Board.WHITE}) {
                        // Ground truth: play on a copy and look.
                        Board after = board.copy();
                        after.play(p, stone);
                        boolean breathes = board.reading().probe(p, stone);
                        assertEquals(after.selfRemoved() == 0, breathes, "probe at " + board.point(p));
                        assertEquals(after.hash(), board.reading().hashAfter(p, stone), "hash after a play at " + board.point(p));
                        if (breathes) {
                            assertEquals(after.hash(), board.reading().probedHash(), "probed hash at " + board.point(p));
                            assertEquals(after.selfRemoved() == 0 ? after.removedCount() : 0, board.reading().probedCaptures(),
                                    "probed captures at " + board.point(p));
                        }
                    }
                    continue;
                }
                int liberties = floodLiberties(board, p);
                assertTrue(liberties > 0, "a chain without liberty stands at " + board.point(p) + "\n" + board);
                assertEquals(liberties, board.liberties(p), "liberties at " + board.point(p));
                assertEquals(floodChain(board, p).size(), board.chainSize(p), "chain size at " + board.point(p));
                assertEquals(floodPseudoLiberties(board, p), board.pseudoLiberties[board.chainHead(p)],
                        "pseudo-liberties at " + board.point(p));
            }
        }
        assertEquals(empties, board.emptyCount());
    }

    private static Set<Integer> floodChain(Board board, int start) {
        Set<Integer> chain = new HashSet<>();
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        todo.add(start);
        byte c = board.at(start);
        while (!todo.isEmpty()) {
            int p = todo.pop();
            if (board.at(p) != c || !chain.add(p)) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                todo.add(board.neighbour(p, d));
            }
        }
        return chain;
    }

    /** Pairs of a stone of the chain and an empty point next to it. */
    private static int floodPseudoLiberties(Board board, int start) {
        int count = 0;
        for (int s : floodChain(board, start)) {
            for (int d = 0; d < 4; d++) {
                count += board.at(board.neighbour(s, d)) == Board.EMPTY ? 1 : 0;
            }
        }
        return count;
    }

    private static int floodLiberties(Board board, int start) {
        Set<Integer> liberties = new HashSet<>();
        for (int s : floodChain(board, start)) {
            for (int d = 0; d < 4; d++) {
                int n = board.neighbour(s, d);
                if (board.at(n) == Board.EMPTY) {
                    liberties.add(n);
                }
            }
        }
        return liberties.size();
    }
}
