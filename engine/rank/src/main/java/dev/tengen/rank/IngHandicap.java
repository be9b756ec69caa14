package dev.tengen.rank;

import java.util.Objects;
import java.util.Optional;

/**
 * How Ing's rules equalise two ranked players (Ing 1991 art. 6: compensation points, taking Black and
 * handicap plays), following the table of the Preface, principle (5): each quarter play of rank difference
 * moves two compensation points; at one play the weaker player takes Black without compensation; at two
 * plays he takes a one-play handicap.
 *
 * @param quarterPlays rank difference in quarter plays (Ing 1991 art. 6: a ping is 1/4 play, a tuan 1/2,
 *     a chi one play)
 * @param black who takes Black; empty when the ranks are equal and colours are chosen by guessing
 *     (Ing 1991 art. 6, "Choosing colors")
 * @param handicapPlays extra board plays Black makes before White's first board play, White passing in
 *     between (Ing 1991 art. 6: the handicap is one less than Black's initial board plays)
 * @param blackGives compensation points Black gives White; negative when Black receives them
 */
public record IngHandicap(int quarterPlays, Optional<Seat> black, int handicapPlays, int blackGives) {

    /** Ing 1991 art. 6: in an even game Black gives White eight points, half the 16-point first-move advantage. */
    public static final int EVEN_GAME_COMPENSATION = 8;
    /** Ing 1991 art. 6: the difference per ping is 1/4 play or two points. */
    public static final int POINTS_PER_QUARTER_PLAY = 2;

    public IngHandicap {
        Objects.requireNonNull(black, "black");
    }

    /** The handicap between two Ing-ranked players; refused unless both hold ping, tuan or chi ranks. */
    public static Result<IngHandicap> between(Rank first, Rank second) {
        if (first.scale() != RankScale.ING || second.scale() != RankScale.ING) {
            return Result.refused("Ing handicaps need ping, tuan or chi ranks (Ing 1991 art. 6), not "
                    + first.notation() + " and " + second.notation());
        }
        int difference = first.value() - second.value();
        return Result.ok(forDifference(Math.abs(difference), difference > 0 ? Seat.SECOND : Seat.FIRST));
    }

    /**
     * The handicap for a rank difference of {@code quarterPlays}, the player in seat {@code weaker} being
     * the weaker; {@code weaker} is ignored when the difference is zero.
     */
    public static IngHandicap forDifference(int quarterPlays, Seat weaker) {
        Objects.requireNonNull(weaker, "weaker");
        if (quarterPlays < 0) {
            throw new IllegalArgumentException("a rank difference is counted from the stronger player, not " + quarterPlays);
        }
        if (quarterPlays == 0) {
            // Ing 1991 Preface (5): 1 ping vs. 1 ping, Black gives 8 compensation points.
            return new IngHandicap(0, Optional.empty(), 0, EVEN_GAME_COMPENSATION);
        }
        if (quarterPlays < 8) {
            // Ing 1991 Preface (5): under two plays the weaker takes Black; compensation falls two points per quarter play.
            return new IngHandicap(quarterPlays, Optional.of(weaker), 0,
                    EVEN_GAME_COMPENSATION - POINTS_PER_QUARTER_PLAY * quarterPlays);
        }
        // Ing 1991 art. 6: from two plays, handicap plays; the fraction of a play left over is paid in points to Black.
        int wholePlays = quarterPlays / 4;
        int fraction = quarterPlays % 4;
        return new IngHandicap(quarterPlays, Optional.of(weaker), wholePlays - 1, -POINTS_PER_QUARTER_PLAY * fraction);
    }

    /** Compensation points White gives Black, zero when Black gives or nobody does. */
    public int blackReceives() {
        return Math.max(0, -blackGives);
    }

    public boolean isEvenGame() {
        return black.isEmpty();
    }
}
