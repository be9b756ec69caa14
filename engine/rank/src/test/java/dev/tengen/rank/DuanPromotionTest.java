package dev.tengen.rank;

import static dev.tengen.rank.PlayerResult.LOSS;
import static dev.tengen.rank.PlayerResult.TIE;
import static dev.tengen.rank.PlayerResult.WIN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DuanPromotionTest {

    @SafeVarargs
    private static List<DuanGame> games(List<DuanGame>... groups) {
        List<DuanGame> all = new ArrayList<>();
        for (List<DuanGame> group : groups) {
            all.addAll(group);
        }
        return all;
    }

    private static List<DuanGame> times(int count, int opponentDuan, PlayerResult result) {
        return Collections.nCopies(count, new DuanGame(Rank.pro(opponentDuan), result));
    }

    private static DuanAssessment assess(int duan, List<DuanGame> games) {
        return DuanPromotion.assess(Rank.pro(duan), games).orElseThrow();
    }

    // Chinese 2002 appendix 7, Table 4, every cell, for a 5 Duan player: "Higher" means he outranks the opponent.
    @ParameterizedTest(name = "5 Duan vs {0} Duan, {1}: {2} points")
    @CsvSource({
        "5, WIN, 90", "5, TIE, 60", "5, LOSS, 30",
        "4, WIN, 85", "4, TIE, 55", "4, LOSS, 25",
        "3, WIN, 80", "3, TIE, 50", "3, LOSS, 20",
        "2, WIN, 75", "2, TIE, 45", "2, LOSS, 15",
        "6, WIN, 95", "6, TIE, 65", "6, LOSS, 35",
        "7, WIN, 100", "7, TIE, 70", "7, LOSS, 40",
        "8, WIN, 105", "8, TIE, 75", "8, LOSS, 45",
    })
    void tableFourScoresEachResultByDuanDifference(int opponentDuan, PlayerResult result, int points) {
        assertEquals(points, DuanPromotion.points(5, opponentDuan, result));
    }

    @Test
    void differencesBeyondThreeDuanScoreAsThree() {
        assertEquals(105, DuanPromotion.points(1, 9, WIN));
        assertEquals(15, DuanPromotion.points(9, 1, LOSS));
        assertEquals(45, DuanPromotion.points(8, 2, TIE));
    }

    // Chinese 2002 appendix 7, Table 5, every row: duty games under averages 75, 70 and 67.5 ("above 8" = 8 or more).
    @ParameterizedTest(name = "{0} Duan: {1}, {2}, {3} duty games")
    @CsvSource({
        "1, 8, 12, 16",
        "2, 10, 14, 18",
        "3, 12, 16, 20",
        "4, 14, 18, 22",
        "5, 16, 20, 24",
        "6, 18, 22, 26",
        "7, 20, 24, 28",
        "8, 22, 26, 30",
    })
    void tableFiveSetsDutyGamesPerDuan(int duan, int at75, int at70, int at67point5) {
        assertEquals(List.of(new DuanStandard(150, at75), new DuanStandard(140, at70), new DuanStandard(135, at67point5)),
                DuanPromotion.standards(duan));
    }

    @Test
    void standardsShowTheirAverageInPoints() {
        assertEquals("average 67.5 over 16 or more games", DuanPromotion.standards(1).get(2).toString());
    }

    @Test
    void firstDuanAveragingExactly75OverEightGamesIsPromoted() {
        // 4 wins (90) and 4 ties (60) against 1 Duan: 600 / 8 = 75.
        DuanAssessment assessment = assess(1, games(times(4, 1, WIN), times(4, 1, TIE)));
        assertEquals(600, assessment.total());
        assertEquals(new BigDecimal("75"), assessment.average());
        assertEquals(Optional.of(new DuanStandard(150, 8)), assessment.met());
        assertEquals(Optional.of(Rank.pro(2)), assessment.promotedTo());
    }

    @Test
    void reasonCitesTheTableAndTheStandardMet() {
        DuanAssessment assessment = assess(1, games(times(4, 1, WIN), times(4, 1, TIE)));
        assertEquals("Chinese 2002 appendix 7, Table 5: average 75 over 8 games meets average 75 over 8 or more games"
                + " for 1 Duan, so promotion to 2 Duan", assessment.reason());
    }

    @Test
    void firstDuanAbove75OverElevenGamesIsPromotedSinceDutyGamesAreAMinimum() {
        // "above 8" is 8 or more: 6 wins and 5 ties against 1 Duan, 540 + 300 = 840 / 11 = 76.36.
        DuanAssessment assessment = assess(1, games(times(6, 1, WIN), times(5, 1, TIE)));
        assertEquals(840, assessment.total());
        assertEquals(Optional.of(new DuanStandard(150, 8)), assessment.met());
    }

    @Test
    void secondDuanAveragingExactly75OverTenGamesIsPromoted() {
        // 5 wins and 5 ties against 2 Duan: 450 + 300 = 750 / 10 = 75.
        assertTrue(assess(2, games(times(5, 2, WIN), times(5, 2, TIE))).eligible());
    }

    @Test
    void secondDuanAveraging74Point5OverTenGamesIsNotPromoted() {
        // One tie against 1 Duan instead of 2 Duan: 450 + 240 + 55 = 745 / 10 = 74.5.
        DuanAssessment assessment = assess(2, games(times(5, 2, WIN), times(4, 2, TIE), times(1, 1, TIE)));
        assertEquals(745, assessment.total());
        assertEquals(new BigDecimal("74.5"), assessment.average());
        assertFalse(assessment.eligible());
        assertEquals(Optional.empty(), assessment.promotedTo());
    }

    @Test
    void firstDuanAbove75InSevenGamesFallsShortOfEightDutyGames() {
        // 4 wins and 3 ties against 1 Duan: 540 / 7 = 77.14, but Table 5 asks 8 or more games.
        DuanAssessment assessment = assess(1, games(times(4, 1, WIN), times(3, 1, TIE)));
        assertEquals(new BigDecimal("77.14"), assessment.average());
        assertFalse(assessment.eligible());
        assertEquals("Chinese 2002 appendix 7, Table 5: average 77.14 over 7 games meets none of the standards for 1 Duan:"
                + " average 75 over 8 or more games; average 70 over 12 or more games; average 67.5 over 16 or more games",
                assessment.reason());
    }

    @Test
    void firstDuanAveragingExactly70OverTwelveGamesIsPromotedByTheSecondColumn() {
        // 4 wins and 8 ties against 1 Duan: 360 + 480 = 840 / 12 = 70.
        DuanAssessment assessment = assess(1, games(times(4, 1, WIN), times(8, 1, TIE)));
        assertEquals(Optional.of(new DuanStandard(140, 12)), assessment.met());
    }

    @Test
    void secondDuanAveragingExactly70OverFourteenGamesIsPromoted() {
        // 4 wins and 6 ties against 2 Duan, 4 ties against 3 Duan: 360 + 360 + 260 = 980 / 14 = 70.
        DuanAssessment assessment = assess(2, games(times(4, 2, WIN), times(6, 2, TIE), times(4, 3, TIE)));
        assertEquals(980, assessment.total());
        assertEquals(Optional.of(new DuanStandard(140, 14)), assessment.met());
    }

    @Test
    void secondDuanJustBelow70OverFourteenGamesIsNotPromoted() {
        // 4 wins and 7 ties against 2 Duan, 3 ties against 3 Duan: 360 + 420 + 195 = 975 / 14 = 69.64.
        DuanAssessment assessment = assess(2, games(times(4, 2, WIN), times(7, 2, TIE), times(3, 3, TIE)));
        assertEquals(975, assessment.total());
        assertFalse(assessment.eligible());
    }

    @Test
    void thirdDuanAveragingExactly67Point5OverTwentyGamesIsPromotedByTheThirdColumn() {
        // 5 wins and 15 ties against 3 Duan: 450 + 900 = 1350 / 20 = 67.5.
        DuanAssessment assessment = assess(3, games(times(5, 3, WIN), times(15, 3, TIE)));
        assertEquals(new BigDecimal("67.5"), assessment.average());
        assertEquals(Optional.of(new DuanStandard(135, 20)), assessment.met());
    }

    @Test
    void thirdDuanJustBelow67Point5OverTwentyGamesIsNotPromoted() {
        // One tie against 2 Duan (Higher by one: 55) instead of 3 Duan: 1345 / 20 = 67.25.
        DuanAssessment assessment = assess(3, games(times(5, 3, WIN), times(14, 3, TIE), times(1, 2, TIE)));
        assertEquals(1345, assessment.total());
        assertFalse(assessment.eligible());
    }

    @Test
    void noGamesMeansNoPromotion() {
        DuanAssessment assessment = assess(4, List.of());
        assertEquals(0, assessment.games());
        assertFalse(assessment.eligible());
        assertTrue(assessment.reason().contains("no games played"));
    }

    @Test
    void ninthDuanHasNoRowToBePromotedFrom() {
        assertTrue(DuanPromotion.assess(Rank.pro(9), List.of()).refusal().orElseThrow().contains("highest professional Duan"));
    }

    @Test
    void amateurDuanIsNotPromotedByTheTables() {
        assertTrue(DuanPromotion.assess(Rank.dan(5), List.of()).refusal().orElseThrow().contains("art. 25.3"));
    }

    @Test
    void kyuAndIngRanksAreRefused() {
        assertTrue(DuanPromotion.assess(Rank.kyu(3), List.of()).refusal().isPresent());
        assertTrue(DuanPromotion.assess(Rank.tuan(9), List.of()).refusal().isPresent());
    }

    @Test
    void gameAgainstAnAmateurIsRefusedWithItsNumber() {
        Result<DuanAssessment> result = DuanPromotion.assess(Rank.pro(2),
                List.of(new DuanGame(Rank.pro(2), WIN), new DuanGame(Rank.dan(7), WIN)));
        assertTrue(result.refusal().orElseThrow().startsWith("game 2: the opponent's rank 7d is not a professional Duan"));
    }

    @Test
    void impossibleDuanIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> DuanPromotion.points(0, 1, WIN));
        assertThrows(IllegalArgumentException.class, () -> DuanPromotion.standards(9));
    }
}
