package dev.tengen.pairing.knockout;

import java.util.Objects;

/**
 * One game of a bracket, between the players its two sources deliver; {@code upper} is listed first.
 *
 * @param id stable name, e.g. {@code W2-3} (winner area, stage 2, game 3), {@code L1-1}, {@code F1}
 * @param area the area the game belongs to
 * @param stage stage within the area, 1-based
 * @param round the earliest round it can be played in: a bye never moves a player ahead of his round
 * @param upper the upper line of the bracket
 * @param lower the lower line
 */
public record Match(String id, Area area, int stage, int round, Source upper, Source lower) {

    /** Winner area, loser area, or the final between their winners (Chinese 2002 App. 2.3). */
    public enum Area {
        WINNER,
        LOSER,
        FINAL
    }

    public Match {
        Objects.requireNonNull(id);
        Objects.requireNonNull(area);
        Objects.requireNonNull(upper);
        Objects.requireNonNull(lower);
    }
}
