package dev.tengen.pairing.criteria;

/**
 * Players meet others of the same score group, and if they cannot, of the nearest group (EGF
 * Tournament System Rules, McMahon; OpenGotha "minimize score difference"). The penalty grows with
 * the square of the gap, so two pairs one group apart are preferred to one pair two groups apart.
 */
public final class ScoreDifference {

    private ScoreDifference() {
    }

    /** @param groupA score group (whole points, rounded down) of one player; likewise {@code groupB} */
    public static long weight(int groupA, int groupB) {
        int gap = Math.min(Math.abs(groupA - groupB), CriterionScale.MAX_SCORE_GAP);
        int max = CriterionScale.MAX_SCORE_GAP * CriterionScale.MAX_SCORE_GAP;
        return CriterionScale.SCORE_STEP * (max - gap * gap);
    }
}
