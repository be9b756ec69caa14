package dev.tengen.pairing.criteria;

import static dev.tengen.pairing.criteria.CriterionScale.DRAW_STEP;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DrawUpDownTest {

    private static final DrawUpDownRule MIDDLE = DrawUpDownRule.MIDDLE_COMPENSATED;
    private static final DrawUpDownRule NO_COMPENSATION = new DrawUpDownRule(DrawPosition.MIDDLE, DrawPosition.MIDDLE, false);

    @Test
    void pairInsideOneGroupGetsTheMost() {
        assertEquals(DrawUpDown.SAME_GROUP, DrawUpDown.weight(0, 0, 4, DrawHistory.NONE, 3, 4, DrawHistory.NONE, MIDDLE));
    }

    @Test
    void fourGroupsApartGetsNothing() {
        assertEquals(0, DrawUpDown.weight(4, 2, 5, DrawHistory.NONE, 1, 3, DrawHistory.NONE, MIDDLE));
    }

    @Test
    void firstDrawFromTheMiddlesIsScenarioTwoAtFullCloseness() {
        // upper group of 5, middle is position 2; lower group of 3, middle is position 1
        assertEquals(3 * DRAW_STEP - 1, DrawUpDown.weight(1, 2, 5, DrawHistory.NONE, 1, 3, DrawHistory.NONE, MIDDLE));
    }

    @Test
    void drawingDownAgainDropsOneScenario() {
        DrawHistory drawnDownOnce = new DrawHistory(0, 1);
        assertEquals(2 * DRAW_STEP - 1, DrawUpDown.weight(1, 2, 5, drawnDownOnce, 1, 3, DrawHistory.NONE, MIDDLE));
    }

    @Test
    void drawingDownAfterADrawUpCompensatesIt() {
        DrawHistory drawnUpOnce = new DrawHistory(1, 0);
        assertEquals(4 * DRAW_STEP - 1, DrawUpDown.weight(1, 2, 5, drawnUpOnce, 1, 3, DrawHistory.NONE, MIDDLE));
    }

    @Test
    void withoutCompensationAnEarlierOppositeDrawIsNeutral() {
        DrawHistory drawnUpOnce = new DrawHistory(1, 0);
        assertEquals(3 * DRAW_STEP - 1, DrawUpDown.weight(1, 2, 5, drawnUpOnce, 1, 3, DrawHistory.NONE, NO_COMPENSATION));
    }

    @Test
    void bothRepeatingTheirDrawIsScenarioZero() {
        assertEquals(DRAW_STEP - 1, DrawUpDown.weight(2, 2, 5, new DrawHistory(0, 2), 1, 3, new DrawHistory(1, 0), MIDDLE));
    }

    @Test
    void positionFarFromThePreferredOneLosesCloseness() {
        // drawn down from TOP mode at the bottom of 5 (closeness 0), drawn up from BOTTOM at the bottom of 3 (1)
        DrawUpDownRule rule = new DrawUpDownRule(DrawPosition.TOP, DrawPosition.BOTTOM, true);
        long expected = 2 * DRAW_STEP + (long) ((DRAW_STEP - 1) * 0.5);
        assertEquals(expected, DrawUpDown.weight(1, 4, 5, DrawHistory.NONE, 2, 3, DrawHistory.NONE, rule));
    }

    @Test
    void closenessFallsLinearlyFromThePreferredPosition() {
        assertEquals(1.0, DrawPosition.TOP.closeness(0, 5));
        assertEquals(0.75, DrawPosition.TOP.closeness(1, 5));
        assertEquals(0.5, DrawPosition.MIDDLE.closeness(0, 5));
        assertEquals(0.0, DrawPosition.BOTTOM.closeness(0, 5));
        assertEquals(1.0, DrawPosition.BOTTOM.closeness(0, 1));
    }
}
