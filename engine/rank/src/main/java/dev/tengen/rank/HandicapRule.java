package dev.tengen.rank;

import java.util.Optional;

/**
 * Handicap by rank difference for kyu-dan ranked players, as McMahon tournaments set it: the difference
 * on the rank (or McMahon) scale, reduced by the correction but never below zero, then capped at the
 * ceiling. This is OpenGotha's handicap computation (Tournament.gameBetween, HandicapParameterSet),
 * a published algorithm re-implemented here.
 *
 * @param correction how much the handicap is reduced; negative raises it (OpenGotha allows -1 to 3)
 * @param ceiling the largest handicap given, 0 for no handicap games at all
 */
public record HandicapRule(int correction, int ceiling) {

    /** OpenGotha's McMahon defaults (HandicapParameterSet.initForMM): correction 1, ceiling 9. */
    public static final HandicapRule MCMAHON = new HandicapRule(1, 9);
    /** Every game even (OpenGotha's Swiss defaults: ceiling 0). */
    public static final HandicapRule NO_HANDICAP = new HandicapRule(0, 0);

    public HandicapRule {
        if (ceiling < 0) {
            throw new IllegalArgumentException("a handicap ceiling is not negative: " + ceiling);
        }
    }

    /**
     * The handicap between two players {@code difference} units apart on the rank or McMahon scale; the
     * sign says who is weaker: positive means the player in {@link Seat#SECOND} is.
     */
    public StoneHandicap forDifference(int difference) {
        int handicap = Math.min(ceiling, Math.max(0, Math.abs(difference) - correction));
        if (difference == 0 || handicap == 0) {
            return new StoneHandicap(0, Optional.empty());
        }
        return new StoneHandicap(handicap, Optional.of(difference > 0 ? Seat.SECOND : Seat.FIRST));
    }

    /** The handicap between two kyu-dan ranked players; refused for Ing ranks, which {@link IngHandicap} handles. */
    public Result<StoneHandicap> between(Rank first, Rank second) {
        if (first.scale() != RankScale.KYU_DAN || second.scale() != RankScale.KYU_DAN) {
            return Result.refused("stone handicaps need kyu, dan or professional ranks, not " + first.notation()
                    + " and " + second.notation() + "; Ing ranks use IngHandicap (Ing 1991 art. 6)");
        }
        return Result.ok(forDifference(first.value() - second.value()));
    }
}
