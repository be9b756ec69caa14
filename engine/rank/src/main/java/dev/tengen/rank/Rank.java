package dev.tengen.rank;

import java.util.Comparator;
import java.util.Objects;

/**
 * A player's rank: amateur kyu and dan, professional dan, or Ing's chi, tuan and ping.
 *
 * <p>The natural order is a total order: first by scale (every kyu-dan rank before every Ing rank, a
 * convention, not a claim of strength, see {@link RankScale}), then by {@link #value()}, then an
 * amateur before a professional of the same value, then the professional number. So within a scale
 * {@code a.compareTo(b) < 0} implies {@code a.value() <= b.value()}.
 */
public record Rank(RankKind kind, int number) implements Comparable<Rank> {

    private static final Comparator<Rank> ORDER = Comparator.comparing((Rank rank) -> rank.kind.scale())
            .thenComparingInt(Rank::value)
            .thenComparing(Rank::kind)
            .thenComparingInt(Rank::strengthWithinKind);

    public Rank {
        Objects.requireNonNull(kind, "kind");
        if (!kind.accepts(number)) {
            throw new IllegalArgumentException(
                    "a " + kind.name().toLowerCase() + " rank runs from 1 to " + kind.highestNumber() + ", not " + number);
        }
    }

    public static Rank kyu(int number) {
        return new Rank(RankKind.KYU, number);
    }

    public static Rank dan(int number) {
        return new Rank(RankKind.DAN, number);
    }

    public static Rank pro(int number) {
        return new Rank(RankKind.PRO, number);
    }

    public static Rank chi(int number) {
        return new Rank(RankKind.CHI, number);
    }

    public static Rank tuan(int number) {
        return new Rank(RankKind.TUAN, number);
    }

    public static Rank ping(int number) {
        return new Rank(RankKind.PING, number);
    }

    /** Reads "5k", "3d", "2p", "3ping", "9tuan", "1chi" and the variants {@link RankNotation} lists. */
    public static Result<Rank> parse(String text) {
        return RankNotation.parse(text);
    }

    /** The canonical notation, which {@link #parse} reads back to this rank. */
    public String notation() {
        return number + kind.suffix();
    }

    public RankScale scale() {
        return kind.scale();
    }

    /**
     * The position on this rank's scale, larger is stronger: for kyu-dan ranks OpenGotha's rank value
     * (30k = -30, 1k = -1, 1d = 0, 9d = 8; 1p-3p = 6, 4p-6p = 7, 7p-9p = 8), the unit of McMahon scores
     * and handicap stones; for Ing ranks quarter plays above 9 chi.
     */
    public int value() {
        return kind.value(number);
    }

    public boolean sameScale(Rank other) {
        return scale() == other.scale();
    }

    /** How far this rank stands above {@code other} in scale units; refused across scales. */
    public Result<Integer> minus(Rank other) {
        if (!sameScale(other)) {
            return Result.refused(notation() + " and " + other.notation()
                    + " are on different rank scales; the seed's scale comparison is lost (Ing 1991, rating scale diagram)");
        }
        return Result.ok(value() - other.value());
    }

    @Override
    public int compareTo(Rank other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return notation();
    }

    /** Within a kind a larger number is stronger for dan, pro and tuan, weaker for kyu, chi and ping. */
    private int strengthWithinKind() {
        return switch (kind) {
            case DAN, PRO, TUAN -> number;
            case KYU, CHI, PING -> -number;
        };
    }
}
