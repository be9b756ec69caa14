package dev.tengen.pairing.criteria;

/**
 * The criteria a McMahon or EGF-style Swiss pair is weighed by, in decreasing priority (see {@link CriterionScale}),
 * each with a stable code that a director's screen names it by.
 */
public enum Criterion {
    AVOID_REMATCH("avoid-rematch"),
    SCORE_DIFFERENCE("score-difference"),
    GEOGRAPHY("geography"),
    DRAW_UP_DOWN("draw-up-down"),
    SEEDING("seeding"),
    COLOUR_BALANCE("colour-balance");

    private final String code;

    Criterion(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    /** 1 for the criterion that outweighs all others, then 2, 3...: the order of the magnitudes. */
    public int priority() {
        return ordinal() + 1;
    }
}
