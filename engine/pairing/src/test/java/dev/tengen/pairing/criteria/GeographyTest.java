package dev.tengen.pairing.criteria;

import static dev.tengen.pairing.criteria.CriterionScale.SCORE_STEP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class GeographyTest {

    private static final GeographyRule RULE = new GeographyRule(0.5, 0.25, true);

    @Test
    void sameClubAndCountryAddBothPenalties() {
        assertEquals(-(3 * SCORE_STEP / 4), Geography.weight(true, true, RULE));
    }

    @Test
    void sameCountryAloneCostsAQuarterStep() {
        assertEquals(-(SCORE_STEP / 4), Geography.weight(false, true, RULE));
    }

    @Test
    void strangersCostNothing() {
        assertEquals(0, Geography.weight(false, false, RULE));
    }

    @Test
    void ruleTurnedOffCostsNothing() {
        assertEquals(0, Geography.weight(true, true, GeographyRule.OFF));
    }

    @Test
    void negativeStrengthIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new GeographyRule(-1, 0, false));
    }
}
