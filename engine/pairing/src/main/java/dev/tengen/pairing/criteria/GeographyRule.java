package dev.tengen.pairing.criteria;

/**
 * How hard to avoid pairing players of the same club or country, in score steps: 1.0 makes such a
 * pair as bad as a pair one score group apart, 0.5 only reorders inside a group, 0 turns it off.
 *
 * @param sameClub penalty for two players of the same club
 * @param sameCountry penalty for two players of the same country (added to the club's)
 * @param notAtTheBar if true, players at or above the McMahon bar are paired without regard to
 *     geography (EGF European Cup rules: "no bias for geography ... above the bar")
 */
public record GeographyRule(double sameClub, double sameCountry, boolean notAtTheBar) {

    public static final GeographyRule OFF = new GeographyRule(0, 0, false);

    public GeographyRule {
        if (sameClub < 0 || sameCountry < 0 || sameClub > 16 || sameCountry > 16) {
            throw new IllegalArgumentException("geography penalties lie in [0, 16] score steps");
        }
    }

    /** The largest penalty the rule can give one pair. */
    public long largestPenalty() {
        return (long) ((sameClub + sameCountry) * CriterionScale.SCORE_STEP);
    }
}
