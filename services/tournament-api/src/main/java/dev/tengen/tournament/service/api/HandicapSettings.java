package dev.tengen.tournament.service.api;

/**
 * How a game's handicap follows from its players ({@code dev.tengen.tournament.HandicapPolicy}): the difference of
 * ranks or McMahon scores, less {@code correction}, at most {@code ceiling} stones; players at or above
 * {@code noHandicapFrom} count as that rank.
 *
 * @param basis "rank" or "mcmahon-score"
 * @param noHandicapFrom a kyu or dan rank ("1d")
 * @param correction subtracted from the difference (1 usual), -9 to 9
 * @param ceiling most stones given, 0 to 9; 0 is even games throughout
 */
public record HandicapSettings(String basis, String noHandicapFrom, int correction, int ceiling) {

    /** Every game even. */
    public static final HandicapSettings NONE = new HandicapSettings("rank", "30k", 0, 0);
}
