package dev.tengen.pairing.criteria;

/**
 * Inside one score group: a pair of a top-half and a bottom-half player gets the most when the
 * bottom player is exactly where the seeding puts the top player's opponent, less the farther he
 * is (quadratically, so many small deviations beat one large one); two players of the same half
 * get nothing.
 */
public final class SeedingCriterion {

    private SeedingCriterion() {
    }

    /** The most a pair can get from this criterion. */
    public static long most() {
        return CriterionScale.SEEDING_MAX;
    }

    /**
     * @param positionA 0-based position in the group (strongest first); likewise {@code positionB}
     * @param size the group's size
     * @param lot a number in [0, 1) drawn for this pair, used by {@link Seeding#SPLIT_AND_RANDOM}
     */
    public static long weight(Seeding seeding, int positionA, int positionB, int size, double lot) {
        int top = Math.min(positionA, positionB);
        int bottom = Math.max(positionA, positionB);
        int half = size / 2;
        if (half == 0 || top >= half || bottom < half) {
            return 0;
        }
        int ideal = switch (seeding) {
            case SPLIT_AND_FOLD -> size - 1 - top;
            case SPLIT_AND_SLIP -> top + half;
            case SPLIT_AND_RANDOM -> -1;
        };
        if (ideal < 0) {
            return CriterionScale.SEEDING_MAX / 2 + (long) (lot * (CriterionScale.SEEDING_MAX / 2));
        }
        double deviation = Math.abs(bottom - ideal) / (double) (size - half);
        return (long) (CriterionScale.SEEDING_MAX * (1 - deviation * deviation));
    }
}
