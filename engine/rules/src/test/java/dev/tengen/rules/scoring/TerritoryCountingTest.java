package dev.tengen.rules.scoring;

import static dev.tengen.rules.scoring.Positions.board;
import static dev.tengen.rules.scoring.Positions.points;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Color;
import dev.tengen.rules.Compensation;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TerritoryCountingTest {

    static final Ruleset KOREAN_7 = Rulesets.KOREAN_2016.withBoardSize(7);
    static final Ruleset AGA_7 = Rulesets.AGA.withBoardSize(7).withCompensation(Compensation.points(0));

    static ScoreReport score(String drawing, Ruleset rules) {
        return Scorer.score(FinalPosition.of(board(drawing), Set.of()), Penalties.NONE, rules);
    }

    @Test
    void koreanTerritoryPlusPrisonersLessCompensation() {
        // Black 17 points on the right; White 6 on the left and 6.5 compensation (Korean 2016 art. 12).
        ScoreReport report = score(PositionAnalysisTest.SEKI_WITHOUT_EYES, KOREAN_7);
        assertEquals(17, report.black().territory());
        assertEquals(6, report.white().territory());
        assertEquals(12.5, report.white().total());
        assertEquals("B+4.5", report.resultText());
        assertEquals(Color.BLACK, report.result().winner());
    }

    @Test
    void sharedLibertiesOfASekiCountForNobody() {
        ScoreReport report = score(PositionAnalysisTest.SEKI_WITHOUT_EYES, KOREAN_7);
        assertEquals(Ownership.NEUTRAL, report.ownership().owner(Point.parse("C7", 7).orElseThrow()));
        assertEquals(Ownership.NEUTRAL, report.ownership().owner(Point.parse("C6", 7).orElseThrow()));
        assertEquals(2, report.ownership().count(Ownership.NEUTRAL));
    }

    @Test
    void koreanRulesDoNotCountTheEyesOfStonesInSeki() {
        // Korean 2013 art. 9: the points stones in seki surround are not territory.
        ScoreReport report = score(PositionAnalysisTest.SEKI_WITH_EYES, KOREAN_7.withCompensation(Compensation.points(0)));
        assertEquals(12, report.black().territory());
        assertEquals(8, report.white().territory());
        assertEquals(Ownership.NEUTRAL, report.ownership().owner(Point.parse("A7", 7).orElseThrow()));
    }

    @Test
    void agaCountsTheEyesOfStonesInSekiAsTerritory() {
        // AGA rule 11: empty points entirely surrounded by live stones of one colour are territory.
        ScoreReport report = score(PositionAnalysisTest.SEKI_WITH_EYES, AGA_7);
        assertEquals(13, report.black().territory());
        assertEquals(9, report.white().territory());
        assertEquals(Ownership.BLACK, report.ownership().owner(Point.parse("A7", 7).orElseThrow()));
        assertEquals("B+4", report.resultText());
    }

    @Test
    void koreanRulesDoNotCountAFalseEyeThatMustBeFilled() {
        // Korean 2013 art. 8.1, Diagram 9: B5 is no point, White could capture C5 there.
        ScoreReport report = score(PositionAnalysisTest.FALSE_EYE,
                Rulesets.KOREAN_2016.withBoardSize(5).withCompensation(Compensation.points(0)));
        assertEquals(3, report.black().territory());
        assertEquals(8, report.white().territory());
        assertEquals("W+5", report.resultText());
    }

    @Test
    void agaCountsAFalseEyeSinceFillingItCostsAPassStone() {
        ScoreReport report = score(PositionAnalysisTest.FALSE_EYE,
                Rulesets.AGA.withBoardSize(5).withCompensation(Compensation.points(0)));
        assertEquals(4, report.black().territory());
    }

    static final String DEAD_STONES = """
            . . X O .
            . O X O .
            . . X O .
            . . X O X
            . . X O .
            """;

    @Test
    void deadStonesBecomePrisonersAndTheirPointsTerritory() {
        // Korean 2013 art. 12.1: dead stones are removed and fill the opponent's territory with the captures.
        FinalPosition end = new FinalPosition(board(DEAD_STONES), points(5, "B4", "E2"), 2, 1, 0);
        ScoreReport report = Scorer.score(end, Penalties.NONE,
                Rulesets.KOREAN_2016.withBoardSize(5).withCompensation(Compensation.points(0)));
        assertEquals(10, report.black().territory());
        assertEquals(3, report.black().prisoners());
        assertEquals(5, report.white().territory());
        assertEquals(2, report.white().prisoners());
        assertEquals(13, report.black().total());
        assertEquals(7, report.white().total());
        assertEquals("B+6", report.resultText());
        assertEquals(Ownership.BLACK, report.ownership().owner(Point.parse("B4", 5).orElseThrow()));
    }

    @Test
    void agaTerritoryCountingSubtractsThePrisonersTheOpponentHolds() {
        // AGA rule 11: territory less the prisoners held by the opponent, dead stones included.
        FinalPosition end = new FinalPosition(board(DEAD_STONES), points(5, "B4", "E2"), 2, 1, 0);
        ScoreReport report = Scorer.score(end, Penalties.NONE,
                Rulesets.AGA.withBoardSize(5).withCompensation(Compensation.points(0)));
        assertEquals(10 - 2, report.black().total());
        assertEquals(5 - 3, report.white().total());
        assertEquals("B+6", report.resultText());
    }

    @Test
    void penaltiesComeOffTheOffendersTotal() {
        ScoreReport report = Scorer.score(FinalPosition.of(board(PositionAnalysisTest.SEKI_WITHOUT_EYES), Set.of()),
                new Penalties(5, 0), KOREAN_7);
        assertEquals(12, report.black().total());
        assertEquals("W+0.5", report.resultText());
    }

    @Test
    void equalTotalsUnderKoreanRulesAreADraw() {
        ScoreReport report = score("""
                . X . O .
                . X . O .
                . X . O .
                . X . O .
                . X . O .
                """, Rulesets.KOREAN_2016.withBoardSize(5).withCompensation(Compensation.points(0)));
        assertEquals("Draw", report.resultText());
        assertTrue(report.result().isDraw());
        assertEquals(5, report.ownership().count(Ownership.NEUTRAL), "the dame column counts for nobody");
    }
}
