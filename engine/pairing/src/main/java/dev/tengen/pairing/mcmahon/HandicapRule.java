package dev.tengen.pairing.mcmahon;

import java.util.Objects;

/**
 * How a McMahon game's handicap follows from the two players (OpenGotha handicap settings): the
 * difference of McMahon scores or of ranks, with threshold, correction and ceiling. A handicap of 1
 * means no stones but the weaker player takes Black with {@code komi}.
 *
 * @param basis what the difference is taken of; NONE for even games throughout
 * @param noHandicapFrom rank from which games are even: a value at or above it counts as the value
 *     of this rank, so two players both there play even
 * @param correction subtracted from the difference (1 is usual: a difference of one gives an even game)
 * @param ceiling the most stones given
 * @param komi compensation given to White in a handicap game (usually 0.5)
 */
public record HandicapRule(Basis basis, int noHandicapFrom, int correction, int ceiling, double komi) {

    public enum Basis {
        NONE,
        MCMAHON_SCORE,
        RANK
    }

    public static final HandicapRule NONE = new HandicapRule(Basis.NONE, 8, 0, 0, 0.5);

    public HandicapRule {
        Objects.requireNonNull(basis);
        if (ceiling < 0 || ceiling > 9) {
            throw new IllegalArgumentException("handicap ceiling lies in 0..9");
        }
    }

    /**
     * @param stronger the stronger player's value (McMahon score or rank, per {@link #basis()})
     * @param weaker the weaker player's value
     * @param threshold the value that {@link #noHandicapFrom()} has on the same basis
     * @return handicap stones (1: no stones, Black to the weaker with {@link #komi()}), 0 for even
     */
    public int handicap(int stronger, int weaker, int threshold) {
        if (basis == Basis.NONE || weaker >= threshold) {
            return 0;
        }
        int difference = Math.min(stronger, threshold) - weaker;
        // The arithmetic of correction and ceiling is the rank module's, shared with every handicap by rank.
        return difference <= 0 ? 0 : new dev.tengen.rank.HandicapRule(correction, ceiling).forDifference(difference).handicap();
    }
}
