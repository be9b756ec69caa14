package dev.tengen.pairing.criteria;

import static dev.tengen.pairing.criteria.CriterionScale.COLOUR_MAX;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ColourBalanceTest {

    @Test
    void oppositeImbalancesAreBothCorrected() {
        assertEquals(COLOUR_MAX, ColourBalance.weight(1, -1));
        assertEquals(COLOUR_MAX, ColourBalance.weight(-2, 3));
    }

    @Test
    void aBalancedPlayerAgainstOneTwoOffGetsHalf() {
        assertEquals(COLOUR_MAX / 2, ColourBalance.weight(0, 2));
        assertEquals(COLOUR_MAX / 2, ColourBalance.weight(-2, 0));
    }

    @Test
    void sameSideOrSmallImbalancesGetNothing() {
        assertEquals(0, ColourBalance.weight(1, 1));
        assertEquals(0, ColourBalance.weight(0, 1));
        assertEquals(0, ColourBalance.weight(0, 0));
    }
}
