package dev.tengen.pairing.criteria;

import static dev.tengen.pairing.criteria.CriterionScale.SEEDING_MAX;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A group of six, strongest first: top half 0 1 2, bottom half 3 4 5. */
class SeedingCriterionTest {

    @Test
    void foldPairsFirstWithLast() {
        assertEquals(SEEDING_MAX, SeedingCriterion.weight(Seeding.SPLIT_AND_FOLD, 0, 5, 6, 0));
        assertEquals(SEEDING_MAX, SeedingCriterion.weight(Seeding.SPLIT_AND_FOLD, 3, 2, 6, 0));
    }

    @Test
    void foldOneAwayFromTheIdealLosesOneNinth() {
        // deviation 1 of a half of 3: 1 - (1/3)^2 = 8/9
        assertEquals((long) (SEEDING_MAX * (1 - 1.0 / 9)), SeedingCriterion.weight(Seeding.SPLIT_AND_FOLD, 0, 4, 6, 0));
    }

    @Test
    void slipPairsFirstWithFirstOfTheBottomHalf() {
        assertEquals(SEEDING_MAX, SeedingCriterion.weight(Seeding.SPLIT_AND_SLIP, 0, 3, 6, 0));
        assertEquals(SEEDING_MAX, SeedingCriterion.weight(Seeding.SPLIT_AND_SLIP, 2, 5, 6, 0));
        assertEquals((long) (SEEDING_MAX * (1 - 4.0 / 9)), SeedingCriterion.weight(Seeding.SPLIT_AND_SLIP, 0, 5, 6, 0));
    }

    @Test
    void randomGivesAnyCrossHalfPairBetweenHalfAndAllByLot() {
        assertEquals(SEEDING_MAX / 2, SeedingCriterion.weight(Seeding.SPLIT_AND_RANDOM, 0, 5, 6, 0));
        assertEquals(SEEDING_MAX / 2 + SEEDING_MAX / 4, SeedingCriterion.weight(Seeding.SPLIT_AND_RANDOM, 1, 3, 6, 0.5));
    }

    @Test
    void twoPlayersOfTheSameHalfGetNothing() {
        assertEquals(0, SeedingCriterion.weight(Seeding.SPLIT_AND_FOLD, 0, 1, 6, 0));
        assertEquals(0, SeedingCriterion.weight(Seeding.SPLIT_AND_SLIP, 4, 5, 6, 0));
        assertEquals(0, SeedingCriterion.weight(Seeding.SPLIT_AND_RANDOM, 3, 4, 6, 0.9));
    }

    @Test
    void aGroupOfOneHasNoSeeding() {
        assertEquals(0, SeedingCriterion.weight(Seeding.SPLIT_AND_FOLD, 0, 0, 1, 0));
    }
}
