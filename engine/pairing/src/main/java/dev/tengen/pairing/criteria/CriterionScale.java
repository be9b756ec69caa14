package dev.tengen.pairing.criteria;

/**
 * The magnitudes of the criteria, in decreasing priority. Each band's largest value is smaller than
 * one step of the band above, so a lower criterion only breaks ties of the higher ones, as in
 * OpenGotha's evaluation function (its figures differ; the ordering is the same): rematches, then
 * score difference, then draw-up/draw-down, then seeding, then colour balance. Geography is
 * expressed in score steps so that a director can weigh it against a score difference.
 */
public final class CriterionScale {

    /** One step of the score-difference criterion. */
    public static final long SCORE_STEP = 1L << 26;
    /** Score gaps at and beyond this many points all weigh nothing (wider than any McMahon field). */
    public static final int MAX_SCORE_GAP = 64;
    /** One scenario step of the draw-up/draw-down criterion; five steps stay below {@link #SCORE_STEP}. */
    public static final long DRAW_STEP = SCORE_STEP / 8;
    /** The most the seeding criterion gives. */
    public static final long SEEDING_MAX = 1L << 21;
    /** The most the colour-balance criterion gives. */
    public static final long COLOUR_MAX = 1L << 12;
    /** The most all criteria but rematch avoidance and geography can give one pair together. */
    public static final long MAX_ORDINARY = SCORE_STEP * MAX_SCORE_GAP * MAX_SCORE_GAP + 5 * DRAW_STEP + SEEDING_MAX + COLOUR_MAX;

    private CriterionScale() {
    }
}
