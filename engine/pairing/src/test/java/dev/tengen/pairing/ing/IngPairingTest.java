package dev.tengen.pairing.ing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.pairing.Pairing;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Ing 1991, diagram "Ing Tournament System": sixteen players, three winners, in at +4 (wins minus
 * losses), out at -1. In these tests the lower number always wins. By hand:
 * <pre>
 * round 1  line 0: 1-2 3-4 5-6 7-8 9-10 11-12 13-14 15-16       -> odd numbers +1, even numbers out
 * round 2  line 1: 1-3 5-7 9-11 13-15                           -> 1 5 9 13 on +2; 3 7 11 15 on 0
 * round 3  line 2: 1-5 9-13   line 0: 3-7 11-15                 -> 1 9 on +3; 3 5 11 13 on +1; 7 15 out
 * round 4  line 3: 1-9        line 1: 3-5 11-13                 -> 1 in; 3 9 11 on +2; 5 13 on 0
 * round 5  line 2: 3-9 11-[5] line 0: 13 waits                  -> 5 is borrowed from line 0
 * </pre>
 */
class IngPairingTest {

    static final List<String> SIXTEEN = IntStream.rangeClosed(1, 16).mapToObj(Integer::toString).toList();

    static String games(IngPairing.IngRound round) {
        return String.join(" ", round.pairing().games().stream().map(g -> g.black() + "-" + g.white()).toList());
    }

    /** Plays rounds 1..rounds, the lower number winning every game. */
    static List<GameRecord> play(int rounds) {
        List<GameRecord> games = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            games.addAll(lowerNumberWins(round, IngPairing.pair(round, SIXTEEN, Set.of(), IngSettings.threeFromSixteen(), games)));
        }
        return games;
    }

    static List<GameRecord> lowerNumberWins(int round, IngPairing.IngRound pairing) {
        List<GameRecord> games = new ArrayList<>();
        for (Pairing game : pairing.pairing().games()) {
            games.add(new GameRecord(round, game.board(), game.black(), game.white(), 0, Outcome.BLACK_WINS, false));
        }
        return games;
    }

    static IngPairing.IngRound round(int round) {
        return IngPairing.pair(round, SIXTEEN, Set.of(), IngSettings.threeFromSixteen(), play(round - 1));
    }

    @Test
    void everyoneStartsOnOneLineAndClosestNumbersMeet() {
        assertEquals("1-2 3-4 5-6 7-8 9-10 11-12 13-14 15-16", games(round(1)));
    }

    @Test
    void winnersMoveUpALineAndLosersDownOne() {
        IngLines lines = IngLines.of(IngSettings.threeFromSixteen(), play(2));
        assertEquals(2, lines.lineOf("1"));
        assertEquals(0, lines.lineOf("3"));
        assertEquals(-1, lines.lineOf("2"));
    }

    @Test
    void aPlayerOnTheOutLineIsNoLongerPaired() {
        assertEquals("1-3 5-7 9-11 13-15", games(round(2)));
    }

    @Test
    void linesArePairedFromTheTop() {
        assertEquals("1-5 9-13 3-7 11-15", games(round(3)));
        assertEquals("1-9 3-5 11-13", games(round(4)));
    }

    @Test
    void aPlayerReachingTheInLineLeavesAsAWinner() {
        IngLines lines = IngLines.of(IngSettings.threeFromSixteen(), play(4));
        assertEquals(IngLines.Status.IN, lines.statusOf("1"));
    }

    @Test
    void anOddLineBorrowsFromTheLineBelow() {
        IngPairing.IngRound round5 = round(5);
        assertEquals("3-9 5-11", games(round5));
        assertEquals(Set.of("5"), round5.borrowed());
        assertEquals(List.of("13"), round5.pairing().byes());
    }

    @Test
    void sixteenPlayersGiveThreeWinners() {
        // Lines sum to zero: 3 in (+4 each) balance 12 out (-1 each), the last one left on line 0.
        List<GameRecord> games = new ArrayList<>();
        for (int round = 1; round <= 40; round++) {
            games.addAll(lowerNumberWins(round, IngPairing.pair(round, SIXTEEN, Set.of(), IngSettings.threeFromSixteen(), games)));
        }
        IngLines lines = IngLines.of(IngSettings.threeFromSixteen(), games);
        assertEquals(3, SIXTEEN.stream().filter(p -> lines.statusOf(p) == IngLines.Status.IN).count());
        assertEquals(12, SIXTEEN.stream().filter(p -> lines.statusOf(p) == IngLines.Status.OUT).count());
    }

    @Test
    void theSameTwoDoNotMeetTwiceIfAvoidable() {
        // 1 and 3 drew in round 1 (no one moves); round 2: 1, 3, 5 won. Out line -2 keeps all six.
        List<GameRecord> history = List.of(
                new GameRecord(1, 1, "1", "3", 0, Outcome.DRAW, false),
                new GameRecord(2, 1, "1", "2", 0, Outcome.BLACK_WINS, false),
                new GameRecord(2, 2, "3", "4", 0, Outcome.BLACK_WINS, false),
                new GameRecord(2, 3, "5", "6", 0, Outcome.BLACK_WINS, false));
        // line +1: 1 3 5 -> 1 has met 3, so 1-5; 3 is left and borrows 2, the closest number below
        // line -1: 2 4 6 -> 4-6
        IngPairing.IngRound round = IngPairing.pair(3, List.of("1", "2", "3", "4", "5", "6"), Set.of(), new IngSettings(4, -2), history);
        assertEquals("1-5 2-3 4-6", games(round));
        assertEquals(Set.of("2"), round.borrowed());
    }

    @Test
    void aWithdrawnPlayerIsNotPaired() {
        IngPairing.IngRound round = IngPairing.pair(1, SIXTEEN, Set.of("2"), IngSettings.threeFromSixteen(), List.of());
        assertEquals("1-3 4-5 6-7 8-9 10-11 12-13 14-15", games(round));
        assertEquals(List.of("16"), round.pairing().byes());
    }
}
