package dev.tengen.tournament;

/**
 * What a round without a game adds to a player's scores, in half points (OpenGotha's general settings
 * "NBW/MMS for absent players and byes"; EGF Tournament System Rules, "The Effect of Unplayed Games"), and how
 * an opponent's unplayed rounds count in the sum of opponents' scores.
 *
 * @param winsForBye half wins a pairing bye adds to the number of wins
 * @param winsForAbsence half wins a round the player asked to miss adds
 * @param mcMahonForBye half points a pairing bye adds to the McMahon score
 * @param mcMahonForAbsence half points an absence adds to the McMahon score
 * @param roundDown whether the accumulated half points of unplayed rounds are rounded down to whole points
 * @param unplayedAsHalfPoint whether, in SOS and its family, each opponent's score is taken as the points of the
 *     games it played plus half a point for every round it played no game (bye, absence, a game by default or
 *     without result), its bye and absence points left out (OpenGotha's "count not played games as half point")
 */
public record UnplayedRounds(int winsForBye, int winsForAbsence, int mcMahonForBye, int mcMahonForAbsence, boolean roundDown,
        boolean unplayedAsHalfPoint) {

    /** OpenGotha's defaults: a bye is worth a win in both scores, an absence half a McMahon point, rounded down. */
    public static final UnplayedRounds OPENGOTHA_DEFAULT = new UnplayedRounds(2, 0, 2, 1, true, false);

    public UnplayedRounds {
        if (winsForBye < 0 || winsForAbsence < 0 || mcMahonForBye < 0 || mcMahonForAbsence < 0
                || winsForBye > 2 || winsForAbsence > 2 || mcMahonForBye > 2 || mcMahonForAbsence > 2) {
            throw new IllegalArgumentException("an unplayed round is worth 0, 1 or 2 half points");
        }
    }

    /** The values, opponents' scores counted as they stand (no half point for their unplayed rounds). */
    public UnplayedRounds(int winsForBye, int winsForAbsence, int mcMahonForBye, int mcMahonForAbsence, boolean roundDown) {
        this(winsForBye, winsForAbsence, mcMahonForBye, mcMahonForAbsence, roundDown, false);
    }
}
