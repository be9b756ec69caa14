package dev.tengen.tournament;

/**
 * What a round without a game adds to a player's scores, in half points (OpenGotha's general settings
 * "NBW/MMS for absent players and byes"; EGF Tournament System Rules, "The Effect of Unplayed Games").
 *
 * @param winsForBye half wins a pairing bye adds to the number of wins
 * @param winsForAbsence half wins a round the player asked to miss adds
 * @param mcMahonForBye half points a pairing bye adds to the McMahon score
 * @param mcMahonForAbsence half points an absence adds to the McMahon score
 * @param roundDown whether the accumulated half points of unplayed rounds are rounded down to whole points
 */
public record UnplayedRounds(int winsForBye, int winsForAbsence, int mcMahonForBye, int mcMahonForAbsence, boolean roundDown) {

    /** OpenGotha's defaults: a bye is worth a win in both scores, an absence half a McMahon point, rounded down. */
    public static final UnplayedRounds OPENGOTHA_DEFAULT = new UnplayedRounds(2, 0, 2, 1, true);

    public UnplayedRounds {
        if (winsForBye < 0 || winsForAbsence < 0 || mcMahonForBye < 0 || mcMahonForAbsence < 0
                || winsForBye > 2 || winsForAbsence > 2 || mcMahonForBye > 2 || mcMahonForAbsence > 2) {
            throw new IllegalArgumentException("an unplayed round is worth 0, 1 or 2 half points");
        }
    }
}
