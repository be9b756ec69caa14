package dev.tengen.pairing.criteria;

/**
 * When a pair crosses score groups, the higher player is drawn down and the lower drawn up. The
 * criterion prefers (in this order) not to draw a player twice the same way, to correct an earlier
 * draw the other way, and to take the players from the positions the rule names. A pair inside one
 * group gets the most, so the criterion never pulls players out of their group; pairs four or more
 * groups apart get nothing (as OpenGotha).
 */
public final class DrawUpDown {

    /** The weight of a pair inside one score group. */
    public static final long SAME_GROUP = 5 * CriterionScale.DRAW_STEP - 1;

    private DrawUpDown() {
    }

    /**
     * @param gap score-group distance between the two players (0 for the same group)
     * @param upperPosition 0-based position of the higher player in his group; {@code upperSize} that group's size
     * @param lowerPosition 0-based position of the lower player in his group; {@code lowerSize} that group's size
     */
    public static long weight(int gap, int upperPosition, int upperSize, DrawHistory upper,
            int lowerPosition, int lowerSize, DrawHistory lower, DrawUpDownRule rule) {
        if (gap == 0) {
            return SAME_GROUP;
        }
        if (gap >= 4) {
            return 0;
        }
        int scenario = 2 + goingDown(upper, rule.compensate()) + goingUp(lower, rule.compensate());
        double closeness = (rule.drawnDown().closeness(upperPosition, upperSize)
                + rule.drawnUp().closeness(lowerPosition, lowerSize)) / 2;
        return CriterionScale.DRAW_STEP * scenario + (long) ((CriterionScale.DRAW_STEP - 1) * closeness);
    }

    /** The most a pair {@code gap} score groups apart can get from this criterion. */
    public static long most(int gap) {
        if (gap == 0) {
            return SAME_GROUP;
        }
        return gap >= 4 ? 0 : 5 * CriterionScale.DRAW_STEP - 1;
    }

    /** +1 if going down corrects an earlier draw up, -1 if it repeats a draw down, else 0. */
    static int goingDown(DrawHistory history, boolean compensate) {
        return effect(history.drawnUp(), history.drawnDown(), compensate);
    }

    /** +1 if going up corrects an earlier draw down, -1 if it repeats a draw up, else 0. */
    static int goingUp(DrawHistory history, boolean compensate) {
        return effect(history.drawnDown(), history.drawnUp(), compensate);
    }

    private static int effect(int opposite, int same, boolean compensate) {
        if (compensate) {
            return Integer.signum(opposite - same);
        }
        return same > 0 ? -1 : 0;
    }
}
