package dev.tengen.tournament;

/**
 * Whether the pairing avoids players of the same club or country, and how far (OpenGotha's secondary
 * criterion "avoid pairing players from the same club or country").
 *
 * @param avoid whether geography is taken into account at all
 * @param scoreGapBeforeSameClub the score difference the pairing prefers to a same-club game
 * @param scoreGapBeforeSameCountry the score difference the pairing prefers to a same-country game
 */
public record Geography(boolean avoid, int scoreGapBeforeSameClub, int scoreGapBeforeSameCountry) {

    /** OpenGotha's McMahon defaults: avoid, preferring a gap of 3 to the same club and 1 to the same country. */
    public static final Geography OPENGOTHA_DEFAULT = new Geography(true, 3, 1);
    public static final Geography IGNORED = new Geography(false, 3, 1);

    public Geography {
        if (scoreGapBeforeSameClub < 0 || scoreGapBeforeSameCountry < 0) {
            throw new IllegalArgumentException("a score gap is not negative");
        }
    }
}
