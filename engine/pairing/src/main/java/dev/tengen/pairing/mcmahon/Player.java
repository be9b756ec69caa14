package dev.tengen.pairing.mcmahon;

import java.util.Objects;

/**
 * A registered player as the pairing sees him.
 *
 * @param id the player's id, as in the game records
 * @param rank rank on the numeric scale 30k = -30 .. 1k = -1, 1d = 0 .. 9d = 8
 * @param club club name, empty if none (used by the geography criterion)
 * @param country country code, empty if none
 * @param startCorrection points added by the director to the start score (e.g. a super group)
 */
public record Player(String id, int rank, String club, String country, int startCorrection) {

    public Player {
        Objects.requireNonNull(id);
        Objects.requireNonNull(club);
        Objects.requireNonNull(country);
        if (rank < -30 || rank > 8) {
            throw new IllegalArgumentException("rank outside 30k..9d: " + rank);
        }
    }

    public static Player of(String id, int rank) {
        return new Player(id, rank, "", "", 0);
    }
}
