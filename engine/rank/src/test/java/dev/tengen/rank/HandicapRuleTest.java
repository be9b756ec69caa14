package dev.tengen.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HandicapRuleTest {

    // McMahon defaults (OpenGotha initForMM): handicap = difference - 1, at least 0, at most 9.
    @ParameterizedTest(name = "{0} vs {1}: handicap {2}")
    @CsvSource({
        "3d, 3d, 0",
        "3d, 2d, 0",
        "3d, 1d, 1",
        "3d, 1k, 2",
        "1d, 5k, 4",
        "9d, 20k, 9",
        "9d, 30k, 9",
    })
    void mcMahonDefaultsGiveDifferenceLessOneCappedAtNine(String stronger, String weaker, int handicap) {
        StoneHandicap result = HandicapRule.MCMAHON
                .between(Rank.parse(stronger).orElseThrow(), Rank.parse(weaker).orElseThrow()).orElseThrow();
        assertEquals(handicap, result.handicap());
    }

    @Test
    void evenGameNamesNoBlack() {
        StoneHandicap even = HandicapRule.MCMAHON.forDifference(1);
        assertTrue(even.isEvenGame());
        assertEquals(Optional.empty(), even.black());
        assertEquals(0, even.stones());
    }

    @Test
    void handicapOneIsBlackWithoutCompensationAndNoStone() {
        StoneHandicap one = HandicapRule.MCMAHON.forDifference(2);
        assertTrue(one.isBlackWithoutCompensation());
        assertEquals(0, one.stones());
        assertEquals(Optional.of(Seat.SECOND), one.black());
    }

    @Test
    void handicapTwoAndMoreArePlacedStones() {
        assertEquals(4, HandicapRule.MCMAHON.forDifference(5).stones());
    }

    @Test
    void weakerPlayerInTheFirstSeatTakesBlack() {
        assertEquals(Optional.of(Seat.FIRST), HandicapRule.MCMAHON.forDifference(-4).black());
    }

    @Test
    void ceilingCapsTheHandicap() {
        assertEquals(3, new HandicapRule(1, 3).forDifference(7).handicap());
    }

    @Test
    void noCorrectionGivesTheFullDifference() {
        assertEquals(5, new HandicapRule(0, 9).forDifference(5).handicap());
    }

    @Test
    void negativeCorrectionRaisesTheHandicapButNotForEqualRanks() {
        assertEquals(6, new HandicapRule(-1, 9).forDifference(5).handicap());
        assertEquals(0, new HandicapRule(-1, 9).forDifference(0).handicap());
    }

    @Test
    void noHandicapRuleKeepsEveryGameEven() {
        assertTrue(HandicapRule.NO_HANDICAP.forDifference(12).isEvenGame());
    }

    @Test
    void ingRanksAreRefused() {
        Result<StoneHandicap> result = HandicapRule.MCMAHON.between(Rank.tuan(3), Rank.dan(1));
        assertFalse(result.isOk());
        assertTrue(result.refusal().orElseThrow().contains("IngHandicap"));
    }

    @Test
    void negativeCeilingIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> new HandicapRule(1, -1));
    }
}
