package dev.tengen.pairing.criteria;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AvoidRematchTest {

    @Test
    void playersWhoMetGetNoBonus() {
        assertEquals(0, AvoidRematch.weight(true, 1000));
    }

    @Test
    void playersWhoHaveNotMetGetTheBonus() {
        assertEquals(1000, AvoidRematch.weight(false, 1000));
    }

    @Test
    void bonusOutweighsEveryOtherCriterionOverAWholeRound() {
        // 10 players: 5 pairs, each of which could otherwise differ by MAX_ORDINARY + penalty
        long penalty = new GeographyRule(1, 1, false).largestPenalty();
        long bonus = AvoidRematch.bonusFor(10, penalty);
        assertTrue(bonus > 5 * (CriterionScale.MAX_ORDINARY + penalty));
    }
}
