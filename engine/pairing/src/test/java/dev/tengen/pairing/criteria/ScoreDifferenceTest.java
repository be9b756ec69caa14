package dev.tengen.pairing.criteria;

import static dev.tengen.pairing.criteria.CriterionScale.SCORE_STEP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoreDifferenceTest {

    @Test
    void sameGroupGetsTheMost() {
        assertEquals(4096 * SCORE_STEP, ScoreDifference.weight(3, 3));
    }

    @Test
    void oneGroupApartLosesOneStep() {
        assertEquals(4095 * SCORE_STEP, ScoreDifference.weight(3, 2));
    }

    @Test
    void penaltyGrowsWithTheSquareOfTheGap() {
        // gap 3: 4096 - 9 = 4087 steps; two gaps of 1 (2 steps lost) beat one gap of 2 (4 lost)
        assertEquals(4087 * SCORE_STEP, ScoreDifference.weight(5, 2));
        assertTrue(2 * ScoreDifference.weight(4, 3) > ScoreDifference.weight(4, 2) + ScoreDifference.weight(3, 3));
    }

    @Test
    void gapsOfSixtyFourOrMoreWeighNothing() {
        assertEquals(0, ScoreDifference.weight(0, 64));
        assertEquals(0, ScoreDifference.weight(100, 0));
    }
}
