package dev.tengen.rules.scoring;

import static dev.tengen.rules.scoring.Positions.board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Board;
import dev.tengen.rules.Compensation;
import dev.tengen.rules.CompensationUnit;
import dev.tengen.rules.Rulesets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AreaCountingTest {

    /** Black owns rows 19-12 and 14 points of row 10: 171 + 14 = 185 points; White the other 176. */
    static final String BLACK_185 = """
            ...................
            ...................
            ...................
            ...................
            ...................
            ...................
            ...................
            ...................
            ..............XXXXX
            XXXXXXXXXXXXXXOOOOO
            OOOOOOOOOOOOOO.....
            ...................
            ...................
            ...................
            ...................
            ...................
            ...................
            ...................
            ...................
            """;

    /**
     * The board above with its boundary moved: {@code blackStones} black stones start row 10, then one
     * empty point between both colours when {@code shared}, then White. Black counts 171 + blackStones
     * (+ 1/2 when shared).
     */
    static Board boundary(int blackStones, boolean shared) {
        List<String> rows = new ArrayList<>();
        String empty = ".".repeat(19);
        for (int y = 0; y < 8; y++) rows.add(empty);
        rows.add(".".repeat(blackStones) + "X".repeat(19 - blackStones));
        int whiteFrom = shared ? blackStones + 1 : blackStones;
        rows.add("X".repeat(blackStones) + ".".repeat(whiteFrom - blackStones) + "O".repeat(19 - whiteFrom));
        rows.add("O".repeat(whiteFrom) + ".".repeat(19 - whiteFrom));
        for (int y = 11; y < 19; y++) rows.add(empty);
        return Board.parse(rows.toArray(String[]::new));
    }

    static ScoreReport chinese(Board board) {
        return Scorer.score(FinalPosition.of(board, Set.of()), Penalties.NONE, Rulesets.CHINESE_2002);
    }

    @Test
    void theBoundaryHelperDrawsTheBoardAbove() {
        assertEquals(board(BLACK_185).toString(), boundary(14, false).toString());
    }

    @Test
    void black185WinsByThreeQuartersOfAStone() {
        // Chinese 2002 art. 11: "if black's total count is 185, then black wins by 3/4 stone".
        ScoreReport report = chinese(board(BLACK_185));
        assertEquals(185, report.black().area());
        assertEquals(176, report.white().area());
        assertEquals(0.75, report.marginInUnit());
        assertEquals(CompensationUnit.STONES, report.unit());
        assertEquals("B+3/4 stone", report.resultInUnit());
        assertEquals("B+1.5", report.resultText());
    }

    @Test
    void black184LosesByAQuarterOfAStone() {
        ScoreReport report = chinese(boundary(13, false));
        assertEquals(184, report.black().area());
        assertEquals(-0.25, report.marginInUnit());
        assertEquals("W+1/4 stone", report.resultInUnit());
        assertEquals("W+0.5", report.resultText());
    }

    @Test
    void black184AndAHalfWinsByAQuarterOfAStone() {
        // The point between both sides' live stones is divided by two (Chinese 2002 art. 9).
        ScoreReport report = chinese(boundary(13, true));
        assertEquals(184.5, report.black().area());
        assertEquals(176.5, report.white().area());
        assertEquals(0.25, report.marginInUnit());
        assertEquals("B+1/4 stone", report.resultInUnit());
        assertEquals("B+0.5", report.resultText());
    }

    @Test
    void blackCountsAgainstHalfTheBoardWhenThereIsNoCompensation() {
        // Chinese 2002 art. 9: 180.5 is the basis; 180.5 exactly is a tie.
        ScoreReport report = Scorer.score(FinalPosition.of(boundary(9, true), Set.of()), Penalties.NONE,
                Rulesets.CHINESE_2002.withCompensation(Compensation.stones(0)));
        assertEquals(180.5, report.black().area());
        assertEquals("Draw", report.resultText());
    }

    @Test
    void onSmallerBoardsTheBasisIsHalfTheBoardAndCompensationStaysThreeAndThreeQuarterStones() {
        // 7x7 seki board: Black 12 stones + 17 points + 1 of the 2 shared = 30, basis 24.5.
        ScoreReport report = Scorer.score(FinalPosition.of(board(PositionAnalysisTest.SEKI_WITHOUT_EYES), Set.of()),
                Penalties.NONE, Rulesets.CHINESE_2002.withBoardSize(7));
        assertEquals(30, report.black().area());
        assertEquals(19, report.white().area());
        assertEquals(1.75, report.marginInUnit());
        assertEquals("B+1 3/4 stones", report.resultInUnit());
    }

    @Test
    void areaCountingIgnoresPrisoners() {
        FinalPosition end = new FinalPosition(board(TerritoryCountingTest.DEAD_STONES),
                Positions.points(5, "B4", "E2"), 7, 0, 0);
        ScoreReport report = Scorer.score(end, Penalties.NONE,
                Rulesets.CHINESE_2002.withBoardSize(5).withCompensation(Compensation.stones(0)));
        assertEquals(15, report.black().area());
        assertEquals(10, report.white().area());
        assertEquals("B+5", report.resultText());
    }

    @Test
    void aOneStonePenaltyIsTwoPoints() {
        // Chinese 2002 art. 24.1: one warning costs one stone; the competition passes it as 2 points.
        ScoreReport report = Scorer.score(FinalPosition.of(board(BLACK_185), Set.of()), new Penalties(2, 0),
                Rulesets.CHINESE_2002);
        assertEquals(-0.25, report.marginInUnit());
    }

    @Test
    void agaAreaCountingCountsANeutralPointForNobody() {
        // AGA rule 11: neutral points "are not counted toward either player's territory or area".
        // Black 171 + 14 = 185, White 361 - 185 - 1 = 175, the point between them nobody's: 185 - 175 - 7.5.
        ScoreReport report = Scorer.score(FinalPosition.of(boundary(14, true), Set.of()), Penalties.NONE,
                Rulesets.AGA.withScoring(dev.tengen.rules.ScoringMethod.AREA));
        assertEquals(185, report.black().area());
        assertEquals(175, report.white().area());
        assertEquals(182.5, report.white().total());
        assertEquals(2.5, report.marginPoints());
    }

    @Test
    void chineseAreaCountingSplitsTheSameNeutralPoint() {
        // Chinese 2002 art. 9: the points between both players' stones "are divided by two".
        ScoreReport report = chinese(boundary(14, true));
        assertEquals(185.5, report.black().area());
        assertEquals(175.5, report.white().area());
    }

    @Test
    void agaAreaCountingGivesWhiteAPointPerHandicapStoneAfterTheFirst() {
        ScoreReport area = Scorer.score(new FinalPosition(board(PositionAnalysisTest.SEKI_WITHOUT_EYES), Set.of(), 0, 0, 3),
                Penalties.NONE, Rulesets.AGA.withBoardSize(7).withScoring(dev.tengen.rules.ScoringMethod.AREA));
        assertEquals(0.5 + 2, area.white().compensation());
    }
}
