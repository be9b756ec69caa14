package dev.tengen.pairing.criteria;

/**
 * Two players meet at most once (EGF Tournament System Rules; OpenGotha "avoid duplicate games"):
 * every pair that has not met gets a bonus larger than anything the other criteria can add up to
 * over a whole round, so a matching uses a rematch only when no rematch-free matching exists.
 */
public final class AvoidRematch {

    private AvoidRematch() {
    }

    /**
     * The bonus for a round of {@code vertexCount} players: more than half of them times the largest
     * spread one pair's other criteria can have.
     */
    public static long bonusFor(int vertexCount, long largestPenalty) {
        return (vertexCount / 2 + 1L) * (CriterionScale.MAX_ORDINARY + largestPenalty + 1);
    }

    public static long weight(boolean metBefore, long bonus) {
        return metBefore ? 0 : bonus;
    }
}
