package dev.tengen.standing;

import static dev.tengen.standing.Games.bothLose;
import static dev.tengen.standing.Games.draw;
import static dev.tengen.standing.Games.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.GameRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChineseCriteriaTest {

    private static final double EPS = 1e-9;

    /**
     * Round robin of four, 2/1/0:
     *
     * <pre>
     *      A   B   C   D   points
     *  A   .   2   1   0   3
     *  B   0   .   2   2   4
     *  C   1   0   .   2   3
     *  D   2   0   0   .   2
     * </pre>
     */
    private static final Crosstable ROUND_ROBIN = Crosstable.of(
            List.of(Entrant.of("A"), Entrant.of("B"), Entrant.of("C"), Entrant.of("D")),
            List.of(win(1, "A", "B"), win(1, "C", "D"), draw(2, "A", "C"), win(2, "B", "D"), win(3, "D", "A"),
                    win(3, "B", "C")),
            List.of(), Scoring.CHINESE_2002, 3);

    /** Three players in a cycle of wins: A beat B, B beat C, C beat A; all on 2 points. */
    private static Crosstable cycle(int warningsA, int warningsB, int warningsC) {
        return Crosstable.of(
                List.of(new Entrant("A", 0, warningsA), new Entrant("B", 0, warningsB), new Entrant("C", 0, warningsC)),
                List.of(win(1, "A", "B"), win(2, "B", "C"), win(3, "C", "A")), List.of(), Scoring.CHINESE_2002, 3);
    }

    /**
     * Swiss of six over three rounds, 2/1/0:
     *
     * <pre>
     *  r1  A+B  C+D  E+F
     *  r2  A+C  B+E  D+F
     *  r3  A+D  E+C  B+F
     *  IAP: A 6, B 4, E 4, C 2, D 2, F 0; highest 6, so the divisor is 3
     * </pre>
     */
    private static Crosstable swiss(int warningsC) {
        List<GameRecord> games = List.of(win(1, "A", "B"), win(1, "C", "D"), win(1, "E", "F"), win(2, "A", "C"),
                win(2, "B", "E"), win(2, "D", "F"), win(3, "A", "D"), win(3, "E", "C"), win(3, "B", "F"));
        List<Entrant> field = List.of(Entrant.of("A"), Entrant.of("B"), new Entrant("C", 0, warningsC),
                Entrant.of("D"), Entrant.of("E"), Entrant.of("F"));
        return Crosstable.of(field, games, List.of(), Scoring.CHINESE_2002, 3);
    }

    @Test
    void winnersMinorPointsAddDefeatedOpponentsPointsAndHalfOfDrawnOpponents() {
        // A beat B (4) and drew C (3): 4 + 1.5
        assertEquals(5.5, ChineseCriteria.winnersMinorPoints(ROUND_ROBIN, "A"));
        // C beat D (2) and drew A (3): 2 + 1.5
        assertEquals(3.5, ChineseCriteria.winnersMinorPoints(ROUND_ROBIN, "C"));
    }

    @Test
    void roundRobinBreaksEqualPointsByWinnersMinorPoints() {
        Standings s = ChineseCriteria.ROUND_ROBIN.rank(ROUND_ROBIN);
        assertEquals(List.of("B", "A", "C", "D"), s.order());
    }

    @Test
    void fewerWarningsPlaceHigherWhenMinorPointsAreEqual() {
        Standings s = ChineseCriteria.ROUND_ROBIN.rank(cycle(1, 0, 2));
        assertEquals(List.of("B", "A", "C"), s.order());
        assertEquals(List.of(2.0, 2.0, -1.0), s.of("A").orElseThrow().values());
    }

    @Test
    void playersEqualOnEveryCriterionShareThePlaceAndAreMarkedTied() {
        Standings s = ChineseCriteria.ROUND_ROBIN.rank(cycle(0, 0, 0));
        assertTrue(s.places().stream().allMatch(p -> p.place() == 1 && p.shared() && !p.byLot()));
    }

    @Test
    void lotsDrawnWithASeedGiveDistinctPlacesReproducibly() {
        Standings first = ChineseCriteria.ROUND_ROBIN.rank(cycle(0, 0, 0), 42L);
        Standings again = ChineseCriteria.ROUND_ROBIN.rank(cycle(0, 0, 0), 42L);
        assertEquals(List.of(1, 2, 3), first.places().stream().map(Place::place).toList());
        assertTrue(first.places().stream().allMatch(p -> p.byLot() && !p.shared()));
        assertEquals(first.order(), again.order());
    }

    @Test
    void bothLoseGamesStillLetTheTablePlaceEveryone() {
        // Chinese 2002 art. 17.5 (5): a computer-paired event must still place a both-lose game
        Crosstable t = Crosstable.of(List.of(Entrant.of("A"), Entrant.of("B"), Entrant.of("C")),
                List.of(bothLose(1, "A", "B"), win(2, "C", "A")), List.of(), Scoring.CHINESE_2002, 2);
        Standings s = ChineseCriteria.ROUND_ROBIN.rank(t);
        assertEquals("C", s.order().get(0));
        assertEquals(2, s.placeOf("A"));
        assertEquals(2, s.placeOf("B"));
        assertEquals(0, ChineseCriteria.winnersMinorPoints(t, "A"));
    }

    @Test
    void opponentsPointsSumEveryOpponentsAccumulatedPoints() {
        // B met A 6, E 4, F 0
        assertEquals(10, ChineseCriteria.opponentsPoints(swiss(0), "B"));
    }

    @Test
    void totalScoreFollowsTheArticle27Formula() {
        Crosstable t = swiss(0);
        // A: 6 + (B 4 + C 2 + D 2) / 3 - 3 rounds
        assertEquals(6 + 8.0 / 3 - 3, ChineseCriteria.totalScore(t, "A"), EPS);
        // B: 4 + (A 6 + E 4 + F 0) / 3 - 3
        assertEquals(4 + 10.0 / 3 - 3, ChineseCriteria.totalScore(t, "B"), EPS);
        // C: 2 + (D 2 + A 6 + E 4) / 3 - 3 = 3, the same as E: 4 + (F 0 + B 4 + C 2) / 3 - 3
        assertEquals(3, ChineseCriteria.totalScore(t, "C"), EPS);
        assertEquals(3, ChineseCriteria.totalScore(t, "E"), EPS);
        // F: 0 + (E 4 + D 2 + B 4) / 3 - 3
        assertEquals(1.0 / 3, ChineseCriteria.totalScore(t, "F"), EPS);
    }

    @Test
    void swissByTotalScoreBreaksEqualTotalsByWarnings() {
        Standings s = ChineseCriteria.SWISS_BY_TOTAL_SCORE.rank(swiss(1));
        assertEquals(List.of("A", "B", "E", "C", "D", "F"), s.order());
        assertFalse(s.of("E").orElseThrow().shared());
    }

    @Test
    void swissByTotalScoreLeavesEqualTotalsAndWarningsShared() {
        Standings s = ChineseCriteria.SWISS_BY_TOTAL_SCORE.rank(swiss(0));
        assertEquals(3, s.placeOf("C"));
        assertEquals(3, s.placeOf("E"));
        assertEquals(5, s.placeOf("D"));
    }

    @Test
    void swissByPointsBreaksEqualPointsByOpponentsPoints() {
        // B and E on 4: opponents 10 and 6;  C and D on 2: opponents 12 and 8
        Standings s = ChineseCriteria.SWISS_BY_POINTS.rank(swiss(0));
        assertEquals(List.of("A", "B", "E", "C", "D", "F"), s.order());
    }
}
