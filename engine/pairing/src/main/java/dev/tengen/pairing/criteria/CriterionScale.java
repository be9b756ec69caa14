package dev.tengen.pairing.criteria;

/**
 * The magnitudes of the criteria, in decreasing priority: rematches, score difference, geography,
 * draw-up/draw-down, seeding, colour balance (OpenGotha's order: its draw-up/down scenario step is
 * about a sixtieth of a score step and its seeding a quarter of that, as here). Each band's largest
 * value per pair is below one step of the band above. Geography is set in score steps by the director
 * (by default a quarter step for compatriots and half a step more for club-mates), so it outweighs a
 * pair's whole draw-up/down and seeding value but never a score difference: in a round, several pairs'
 * seeding can still outweigh one geography penalty, but a few rarely do. Colours only break ties of
 * seeding. The steps are as fine as a {@code long} allows for fields of tens of thousands of players:
 * fewer equal weights also make the matching faster.
 */
public final class CriterionScale {

    /** One step of the score-difference criterion. */
    public static final long SCORE_STEP = 1L << 29;
    /** Score gaps at and beyond this many points all weigh nothing (wider than any McMahon field). */
    public static final int MAX_SCORE_GAP = 64;
    /** One scenario step of the draw-up/draw-down criterion; its five steps stay below a twelfth of {@link #SCORE_STEP}. */
    public static final long DRAW_STEP = SCORE_STEP / 64;
    /** The most the seeding criterion gives: a quarter of {@link #DRAW_STEP}. */
    public static final long SEEDING_MAX = 1L << 21;
    /** The most the colour-balance criterion gives: a 512th of {@link #SEEDING_MAX}. */
    public static final long COLOUR_MAX = 1L << 12;
    /** The most all criteria but rematch avoidance and geography can give one pair together. */
    public static final long MAX_ORDINARY = SCORE_STEP * MAX_SCORE_GAP * MAX_SCORE_GAP + 5 * DRAW_STEP + SEEDING_MAX + COLOUR_MAX;

    private CriterionScale() {
    }
}
