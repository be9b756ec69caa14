package dev.tengen.rank;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a professional stands for promotion after a Duan promotion tournament (Chinese 2002 art. 25.3,
 * appendix 7 Tables 4 and 5).
 *
 * @param current the player's professional Duan
 * @param points the Table 4 points of each game, in the order given
 * @param total the sum of the points
 * @param standards the three Table 5 standards of the current Duan, highest average first
 * @param met the first standard met, if any
 * @param reason a sentence a referee can read out, citing the table
 */
public record DuanAssessment(Rank current, List<Integer> points, int total, List<DuanStandard> standards,
        Optional<DuanStandard> met, String reason) {

    public DuanAssessment {
        Objects.requireNonNull(current, "current");
        points = List.copyOf(points);
        standards = List.copyOf(standards);
        Objects.requireNonNull(met, "met");
        Objects.requireNonNull(reason, "reason");
    }

    public int games() {
        return points.size();
    }

    /** The average points per game, cut (not rounded) to two decimals; zero without games. */
    public BigDecimal average() {
        if (points.isEmpty()) {
            return BigDecimal.ZERO;
        }
        return BigDecimal.valueOf(total).divide(BigDecimal.valueOf(points.size()), 2, RoundingMode.DOWN)
                .stripTrailingZeros();
    }

    public boolean eligible() {
        return met.isPresent();
    }

    /** The next Duan, when a standard is met. */
    public Optional<Rank> promotedTo() {
        return met.map(standard -> Rank.pro(current.number() + 1));
    }
}
