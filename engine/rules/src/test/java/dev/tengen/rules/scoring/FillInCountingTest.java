package dev.tengen.rules.scoring;

import static dev.tengen.rules.scoring.AreaCountingTest.boundary;
import static dev.tengen.rules.scoring.Positions.board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Compensation;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Ing 1991 art. 4 and Section E, Diagrams E1-E4, rebuilt on 19x19 boards with a straight boundary. */
class FillInCountingTest {

    static final Ruleset ING = Rulesets.ING_1991;
    static final Ruleset ING_NO_COMPENSATION = ING.withCompensation(Compensation.points(0));

    static ScoreReport ing(Board board, Ruleset rules) {
        return Scorer.score(FinalPosition.of(board, Set.of()), Penalties.NONE, rules);
    }

    @Test
    void eachSideHasHalfThePointsLessOneInItsBowl() {
        // Ing 1991 art. 12: 180 black and 180 white stones on 361 points.
        assertEquals(180, FillIn.bowlFor(19));
        assertEquals(84, FillIn.bowlFor(13));
        assertEquals(40, FillIn.bowlFor(9));
        assertEquals(161, FillIn.bowlFor(18));
    }

    @Test
    void winningSpaceWithEightPointCompensationBlackWinsByOne() {
        // Dia. E1: Black 185, White 176. Black's 180 stones leave 5 spaces; White's 4 stones left over fill
        // 4 of them; 1 winning space + 4 stones x 2 = 9, less 8 compensation = 1.
        FillIn fill = ing(boundary(14, false), ING).fillIn().orElseThrow();
        assertEquals(185, fill.blackTerritory());
        assertEquals(176, fill.whiteTerritory());
        assertEquals(Color.BLACK, fill.winningSide());
        assertEquals(1, fill.winningSpaces());
        assertEquals(Color.WHITE, fill.losingSide());
        assertEquals(4, fill.losingStones());
        assertEquals(4, fill.compensationStones());
        assertEquals(1, fill.differenceValue());
        assertEquals("B+1", ing(boundary(14, false), ING).resultText());
    }

    @Test
    void winningSpaceAndLosingStonesWithEightPointCompensationBlackWinsByFive() {
        // Dia. E2: Black 187, White 174: 1 winning space + 6 losing stones x 2 = 13, less 8 = 5.
        FillIn fill = ing(boundary(16, false), ING).fillIn().orElseThrow();
        assertEquals(1, fill.winningSpaces());
        assertEquals(6, fill.losingStones());
        assertEquals(5, fill.differenceValue());
    }

    @Test
    void aSingleSharedSpaceIsLeftUnfilledAndWithoutCompensationThereIsNoDifference() {
        // Dia. E3: 180 and 180 with one shared space: no difference. Ing's jigo rule gives such a game to Black.
        ScoreReport report = ing(boundary(9, true), ING_NO_COMPENSATION);
        FillIn fill = report.fillIn().orElseThrow();
        assertEquals(1, fill.sharedSpaces());
        assertEquals(1, fill.sharedLeftUnfilled());
        assertNull(fill.winningSide());
        assertEquals(0, fill.differenceValue());
        assertEquals(Color.BLACK, report.result().winner());
        assertEquals("B+0", report.resultText());
    }

    @Test
    void aGameWithoutDifferenceGoesToBlackUnderArticleSixCompensationPoints() {
        // Ing 1991 art. 4: no difference is a draw; art. 6, Compensation points: "For draws, ... award the game to black".
        ScoreReport report = ing(boundary(9, true), ING_NO_COMPENSATION);
        assertEquals("no difference: the game goes to Black, Ing 1991 art. 6, Compensation points", report.result().detail());
    }

    @Test
    void sharedSpaceAndOneLosingStoneBlackWinsByTwo() {
        // Dia. E4: 181 and 179 with one shared space: White's stone left over fills Black's space.
        FillIn fill = ing(boundary(10, true), ING_NO_COMPENSATION).fillIn().orElseThrow();
        assertNull(fill.winningSide());
        assertEquals(1, fill.losingStones());
        assertEquals(Color.WHITE, fill.losingSide());
        assertEquals(2, fill.differenceValue());
    }

    @Test
    void fourPointsCompensationAndBlackWinsByOne() {
        // The closing diagram of the laws: Black 183, White 178, four points (two stones) compensation.
        ScoreReport report = ing(boundary(12, false), ING.withCompensation(Compensation.points(4)));
        assertEquals(2, report.fillIn().orElseThrow().compensationStones());
        assertEquals("B+1", report.resultText());
    }

    @Test
    void twoOrMoreSharedSpacesAreDividedEqually() {
        // Art. 4: each player fills half of the shared spaces. 5x5, bowl 12: 10 + 2 of the 5 each, 1 left.
        ScoreReport report = ing(board("""
                . X . O .
                . X . O .
                . X . O .
                . X . O .
                . X . O .
                """), ING_NO_COMPENSATION.withBoardSize(5));
        FillIn fill = report.fillIn().orElseThrow();
        assertEquals(12, fill.bowl());
        assertEquals(5, fill.sharedSpaces());
        assertEquals(2, fill.sharedFilledEach());
        assertEquals(1, fill.sharedLeftUnfilled());
        assertEquals(0, fill.differenceValue());
        assertEquals(12.5, report.black().area());
    }

    @Test
    void penaltyStonesCountTwoPointsEach() {
        // Art. 4: two points for each penalty stone; a 2-point time penalty against Black turns E1 around.
        ScoreReport report = Scorer.score(FinalPosition.of(boundary(14, false), Set.of()), new Penalties(2, 0), ING);
        assertEquals(1, report.fillIn().orElseThrow().blackPenaltyStones());
        assertEquals("W+1", report.resultText());
    }

    @Test
    void stonesInSekiAndTheirEyesAreTerritoryUnderIng() {
        // Section D: if the boundary is all black the spaces are black; shared spaces are divided equally.
        ScoreReport report = ing(board(PositionAnalysisTest.SEKI_WITH_EYES), ING_NO_COMPENSATION.withBoardSize(7));
        assertEquals(14 + 13 + 0.5, report.black().area());
        assertEquals(12 + 9 + 0.5, report.white().area());
        assertEquals(6, report.fillIn().orElseThrow().differenceValue());
    }
}
