package dev.tengen.tournament.service.api;

/**
 * What a round without a game is worth ({@code dev.tengen.tournament.UnplayedRounds}; OpenGotha's general settings):
 * half points for a pairing bye and for an absence, in the number of wins and in the McMahon score, 0 to 2 each. In a
 * command a null field takes OpenGotha's default (a bye a whole win in both scores, an absence nothing in wins and
 * half a point in the McMahon score, rounded down, opponents' scores as they stand); in {@link TournamentConfigured}
 * every field is filled in.
 *
 * @param winsForBye half wins a pairing bye adds to the number of wins (default 2)
 * @param winsForAbsence half wins an absence adds (default 0)
 * @param mcMahonForBye half points a pairing bye adds to the McMahon score (default 2)
 * @param mcMahonForAbsence half points an absence adds to the McMahon score (default 1)
 * @param roundDown whether the accumulated half points of byes and absences are rounded down (default true)
 * @param unplayedAsHalfPoint whether SOS takes each opponent's points from games played plus half a point for each
 *     round without one (OpenGotha's "count not played games as half point"; default false)
 */
public record UnplayedRoundValues(Integer winsForBye, Integer winsForAbsence, Integer mcMahonForBye,
        Integer mcMahonForAbsence, Boolean roundDown, Boolean unplayedAsHalfPoint) {

    /** OpenGotha's defaults, every field given. */
    public static final UnplayedRoundValues DEFAULTS = new UnplayedRoundValues(2, 0, 2, 1, true, false);

    /** These values with every missing field taken from {@link #DEFAULTS}. */
    public UnplayedRoundValues filled() {
        return new UnplayedRoundValues(or(winsForBye, DEFAULTS.winsForBye), or(winsForAbsence, DEFAULTS.winsForAbsence),
                or(mcMahonForBye, DEFAULTS.mcMahonForBye), or(mcMahonForAbsence, DEFAULTS.mcMahonForAbsence),
                or(roundDown, DEFAULTS.roundDown), or(unplayedAsHalfPoint, DEFAULTS.unplayedAsHalfPoint));
    }

    private static <T> T or(T value, T otherwise) {
        return value == null ? otherwise : value;
    }
}
