package dev.tengen.pairing.criteria;

/** Avoid same club and same country (EGF Tournament System Rules, McMahon; OpenGotha secondary criteria). */
public final class Geography {

    private Geography() {
    }

    /** A penalty (zero or negative) for pairing two players sharing a club or a country. */
    public static long weight(boolean sameClub, boolean sameCountry, GeographyRule rule) {
        double steps = (sameClub ? rule.sameClub() : 0) + (sameCountry ? rule.sameCountry() : 0);
        return -(long) (steps * CriterionScale.SCORE_STEP);
    }
}
