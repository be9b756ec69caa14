package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** McMahon-score basis, no handicap from a threshold score of 30, correction 1, ceiling 9. */
class HandicapRuleTest {

    private static final HandicapRule RULE = new HandicapRule(HandicapRule.Basis.MCMAHON_SCORE, 0, 1, 9, 0.5);

    @Test
    void differenceLessCorrectionGivesTheStones() {
        assertEquals(2, RULE.handicap(28, 25, 30));
    }

    @Test
    void differenceOfOneIsAnEvenGame() {
        assertEquals(0, RULE.handicap(26, 25, 30));
    }

    @Test
    void differenceOfTwoIsNoStonesButBlackWithKomi() {
        assertEquals(1, RULE.handicap(27, 25, 30));
    }

    @Test
    void bothAtTheThresholdPlayEven() {
        assertEquals(0, RULE.handicap(33, 30, 30));
    }

    @Test
    void strongerAboveTheThresholdCountsAsTheThreshold() {
        // 33 counts as 30: 30 - 27 - 1 = 2
        assertEquals(2, RULE.handicap(33, 27, 30));
    }

    @Test
    void ceilingCapsTheStones() {
        assertEquals(9, RULE.handicap(30, 10, 30));
    }

    @Test
    void noneBasisIsAlwaysEven() {
        assertEquals(0, HandicapRule.NONE.handicap(30, 10, 30));
    }
}
