package dev.tengen.rank;

import java.math.BigDecimal;

/**
 * One column of Chinese 2002 appendix 7, Table 5 for one Duan: the average to reach and the duty games,
 * the least number of games over which it must be reached ("above 8" translates 8局以上, eight or more).
 *
 * @param halfPoints the average to reach, in half points (75 is 150, 67.5 is 135), so it compares exactly
 * @param dutyGames the least number of games
 */
public record DuanStandard(int halfPoints, int dutyGames) {

    public DuanStandard {
        if (halfPoints <= 0 || dutyGames <= 0) {
            throw new IllegalArgumentException("a Duan standard has a positive average and duty games");
        }
    }

    /** The average to reach, in points: 75, 70 or 67.5. */
    public BigDecimal average() {
        return BigDecimal.valueOf(halfPoints).divide(BigDecimal.TWO).stripTrailingZeros();
    }

    /** Whether {@code total} points over {@code games} games meet this standard; exact, no rounding. */
    public boolean isMetBy(int total, int games) {
        return games >= dutyGames && 2L * total >= (long) halfPoints * games;
    }

    @Override
    public String toString() {
        return "average " + average().toPlainString() + " over " + dutyGames + " or more games";
    }
}
