package dev.tengen.pairing.criteria;

import static dev.tengen.pairing.criteria.CriterionScale.DRAW_STEP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The players' shares of the draw-up/draw-down criterion, which bound a pair's weight player by player. */
class DrawShareTest {

    @Property(tries = 2000)
    void twoStepsAndTheTwoSharesBoundEveryPairOneToThreeGroupsApart(@ForAll @IntRange(min = 1, max = 3) int gap,
            @ForAll @IntRange(min = 1, max = 40) int upperSize, @ForAll @IntRange(min = 0, max = 39) int upperPosition,
            @ForAll @IntRange(min = 1, max = 40) int lowerSize, @ForAll @IntRange(min = 0, max = 39) int lowerPosition,
            @ForAll @IntRange(min = 0, max = 3) int upUp, @ForAll @IntRange(min = 0, max = 3) int upDown,
            @ForAll @IntRange(min = 0, max = 3) int lowUp, @ForAll @IntRange(min = 0, max = 3) int lowDown,
            @ForAll DrawPosition down, @ForAll DrawPosition up, @ForAll boolean compensate) {
        int a = upperPosition % upperSize;
        int b = lowerPosition % lowerSize;
        DrawUpDownRule rule = new DrawUpDownRule(down, up, compensate);
        DrawHistory upper = new DrawHistory(upUp, upDown);
        DrawHistory lower = new DrawHistory(lowUp, lowDown);
        long weight = DrawUpDown.weight(gap, a, upperSize, upper, b, lowerSize, lower, rule);
        long bound = 2 * DRAW_STEP + DrawUpDown.upperShare(a, upperSize, upper, rule) + DrawUpDown.lowerShare(b, lowerSize, lower, rule);
        assertTrue(weight <= bound, weight + " > " + bound);
    }

    @Test
    void boundIsReachedWithinTwoUnitsForTheMiddlesOfFirstDraws() {
        // upper group of 5 (middle 2), lower group of 3 (middle 1): the pair weighs 3 steps - 1
        DrawUpDownRule rule = DrawUpDownRule.MIDDLE_COMPENSATED;
        long bound = 2 * DRAW_STEP + DrawUpDown.upperShare(2, 5, DrawHistory.NONE, rule)
                + DrawUpDown.lowerShare(1, 3, DrawHistory.NONE, rule);
        assertEquals(3 * DRAW_STEP - 1 + 3, bound);
    }
}
