package dev.tengen.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SwissPairingTest {

    static final List<String> EIGHT = List.of("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8");

    static String games(RoundPairing round) {
        return String.join(" ", round.games().stream().map(g -> g.black() + "-" + g.white()).toList());
    }

    static GameRecord won(int round, String black, String white) {
        return new GameRecord(round, 1, black, white, 0, Outcome.BLACK_WINS, false);
    }

    static GameRecord lost(int round, String black, String white) {
        return new GameRecord(round, 1, black, white, 0, Outcome.WHITE_WINS, false);
    }

    @Test
    void roundOnePairsOneTwoThreeFourWithTheFirstListedBlack() {
        // Chinese 2002 App. 5.2(1)
        assertEquals("p1-p2 p3-p4 p5-p6 p7-p8", games(SwissPairing.pair(1, SwissField.of(EIGHT), List.of(), List.of())));
    }

    @Test
    void roundOneWithAnOddFieldGivesTheLastIdTheBye() {
        RoundPairing round = SwissPairing.pair(1, SwissField.of(EIGHT.subList(0, 7)), List.of(), List.of());
        assertEquals("p1-p2 p3-p4 p5-p6", games(round));
        assertEquals(List.of("p7"), round.byes());
    }

    /** Round 1: p1, p3, p5, p7 won (Black each time). Scores: 2 2 2 2 | 0 0 0 0. */
    static List<GameRecord> roundOneBlackWins() {
        return List.of(won(1, "p1", "p2"), won(1, "p3", "p4"), won(1, "p5", "p6"), won(1, "p7", "p8"));
    }

    @Test
    void evenRoundsTakeTheLargerIdFirstAndBalanceColours() {
        // App. 5.2(4): winners {1,3,5,7} taken from the largest ID: 7-5, 3-1; losers 8-6, 4-2.
        // All winners had Black, all losers White: equal balance in each pair, so 5.3 applies:
        // in even rounds the higher ID plays Black.
        RoundPairing round = SwissPairing.pair(2, SwissField.of(EIGHT), roundOneBlackWins(), List.of());
        assertEquals("p7-p5 p3-p1 p8-p6 p4-p2", games(round));
    }

    @Test
    void thePlayerWhoHadBlackLessOftenTakesBlack() {
        // Round 1 p2 beat p1 with White. Round 2 pairs the winners p2 (White before) and p3 (Black before).
        List<GameRecord> history = List.of(lost(1, "p1", "p2"), won(1, "p3", "p4"));
        RoundPairing round = SwissPairing.pair(2, SwissField.of(List.of("p1", "p2", "p3", "p4")), history, List.of());
        assertEquals("p2-p3 p4-p1", games(round));
    }

    @Test
    void playersWhoHaveMetAreNotPairedAgain() {
        // Round 1 p1-p2 and p3-p4, both won by Black; round 2 p3-p1 and p4-p2 (p1 and p3 winning).
        // Round 3, odd: {p1 4, p3 2, p2 0... } would pair p1 with p3 again; it must not.
        List<GameRecord> history = new ArrayList<>(List.of(won(1, "p1", "p2"), won(1, "p3", "p4")));
        history.add(lost(2, "p3", "p1"));
        history.add(won(2, "p4", "p2"));
        // points: p1 4, p3 2, p4 2, p2 0. Order: p1 | p3 p4 | p2.
        RoundPairing round = SwissPairing.pair(3, SwissField.of(List.of("p1", "p2", "p3", "p4")), history, List.of());
        // p1 has met p2 and p3: first one not met in order is p4; then p3-p2.
        // Colours: p1 and p4 each had Black once and White once: odd round, lower ID Black (5.3);
        // p3 had Black twice, p2 White twice: p2 takes Black (5.2(4)).
        assertEquals("p1-p4 p2-p3", games(round));
    }

    @Test
    void aLoneTopScorerFloatsDownToTheNextGroup() {
        List<GameRecord> history = List.of(won(1, "p1", "p2"), won(1, "p3", "p4"), won(1, "p5", "p6"),
                won(2, "p1", "p3"), won(2, "p2", "p4"), won(2, "p6", "p5"));
        // points: p1 4 | p2 2, p3 2, p5 2, p6 2 | p4 0. Round 3 (odd): p1 has met p2 and p3; p5 is next.
        RoundPairing round = SwissPairing.pair(3, SwissField.of(EIGHT.subList(0, 6)), history, List.of());
        assertEquals(List.of("p1", "p5"), List.of(round.games().get(0).black(), round.games().get(0).white()).stream().sorted().toList());
    }

    @Test
    void aWithdrawnPlayerIsNotPairedAnyMore() {
        // Chinese 2002 art. 28.3
        SwissField field = SwissField.of(EIGHT).withdraw("p3");
        RoundPairing round = SwissPairing.pair(2, field, roundOneBlackWins(), List.of());
        assertEquals(7, round.games().size() * 2 + round.byes().size());
        assertEquals(false, round.games().stream().anyMatch(g -> g.black().equals("p3") || g.white().equals("p3")));
        assertEquals(false, round.byes().contains("p3"));
    }

    @Test
    void theByeGoesToSomeoneWhoHasNotHadOne() {
        List<String> five = EIGHT.subList(0, 5);
        List<Bye> byes = List.of(new Bye(1, "p5", Bye.Kind.PAIRING_BYE));
        List<GameRecord> history = List.of(won(1, "p1", "p2"), won(1, "p3", "p4"));
        // points: p1 2, p3 2, p5 2 (bye), p2 0, p4 0; lowest group {p2, p4}: even round, last is p2.
        RoundPairing round = SwissPairing.pair(2, SwissField.of(five), history, byes);
        assertEquals(List.of("p2"), round.byes());
    }

    @Test
    void pairGoPairsAreSwissEntries() {
        // Korean 2013 competition code ch. 2 art. 2.3: a Pair Go pair is one entry.
        RoundPairing round = SwissPairing.pair(1, SwissField.of(List.of("Kim+Lee", "Cho+Park")), List.of(), List.of());
        assertEquals("Kim+Lee-Cho+Park", games(round));
    }

    @Test
    void recommendedRoundsAreTwiceTheKnockoutRounds() {
        // App. 5.1; App. 1.1: 32 players need 5 knock-out rounds
        assertEquals(10, SwissRounds.recommended(32));
        assertEquals(12, SwissRounds.recommended(33));
        assertEquals(4, SwissRounds.recommended(4));
    }
}
