package dev.tengen.tournament;

import dev.tengen.rank.HandicapRule;
import dev.tengen.rank.Rank;
import dev.tengen.rank.RankScale;
import java.util.Objects;

/**
 * How the handicap of a game follows from its two players (OpenGotha's handicap settings): the difference
 * of ranks or of McMahon scores, less the correction, at most the ceiling; players at or above
 * {@code noHandicapFrom} count as that rank, so two of them play even.
 *
 * @param basis what the difference is taken of
 * @param noHandicapFrom rank from which games are even (a kyu or dan rank)
 * @param correction subtracted from the difference (1 usual: one rank apart is an even game); negative raises it
 * @param ceiling the most handicap stones given, 0 for even games throughout
 */
public record HandicapPolicy(Basis basis, Rank noHandicapFrom, int correction, int ceiling) {

    public enum Basis {
        RANK,
        MCMAHON_SCORE
    }

    /** Every game even. */
    public static final HandicapPolicy NONE = new HandicapPolicy(Basis.RANK, Rank.kyu(30), 0, 0);

    public HandicapPolicy {
        Objects.requireNonNull(basis);
        Objects.requireNonNull(noHandicapFrom);
        if (noHandicapFrom.scale() != RankScale.KYU_DAN) {
            throw new IllegalArgumentException("the no-handicap threshold is a kyu or dan rank, not " + noHandicapFrom);
        }
        if (ceiling < 0 || ceiling > 9) {
            throw new IllegalArgumentException("a handicap ceiling lies in 0..9, not " + ceiling);
        }
        if (correction < -9 || correction > 9) {
            throw new IllegalArgumentException("a handicap correction lies in -9..9, not " + correction);
        }
    }

    /** The rank module's rule for the stones between two differences. */
    public HandicapRule rule() {
        return new HandicapRule(correction, ceiling);
    }
}
