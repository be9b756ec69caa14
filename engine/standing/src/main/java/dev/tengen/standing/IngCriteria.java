package dev.tengen.standing;

/**
 * Ing 1991 art. 5 scores, on a table scored one point per win ({@link Scoring#ING_1991}). Primary score =
 * wins; A1 = defeated opponents' primary scores; A2 = other opponents' primary scores; B1 = defeated
 * opponents' secondary scores; B2 = other opponents' secondary scores. An opponent's secondary score, for
 * B1 and B2, is read as its A1 + A2 (see docs/drafts/standing.md).
 */
public final class IngCriteria {

    public static final Criterion PRIMARY = Criterion.of("primary", IngCriteria::primary);
    public static final Criterion A1 = Criterion.of("A1", IngCriteria::a1);
    public static final Criterion A2 = Criterion.of("A2", IngCriteria::a2);
    public static final Criterion B1 = Criterion.of("B1", IngCriteria::b1);
    public static final Criterion B2 = Criterion.of("B2", IngCriteria::b2);

    /** Art. 5: ties on primary scores broken by A1, then A2, and so on. */
    public static final Placement PLACEMENT = Placement.of("Ing 1991", PRIMARY, A1, A2, B1, B2);

    private IngCriteria() {
    }

    public static double primary(Crosstable table, String player) {
        return table.points(player);
    }

    public static double a1(Crosstable table, String player) {
        return sumOverOpponents(table, player, true, IngCriteria::primary);
    }

    public static double a2(Crosstable table, String player) {
        return sumOverOpponents(table, player, false, IngCriteria::primary);
    }

    public static double b1(Crosstable table, String player) {
        return sumOverOpponents(table, player, true, IngCriteria::secondary);
    }

    public static double b2(Crosstable table, String player) {
        return sumOverOpponents(table, player, false, IngCriteria::secondary);
    }

    private static double secondary(Crosstable table, String player) {
        return a1(table, player) + a2(table, player);
    }

    private interface Score {
        double of(Crosstable table, String player);
    }

    private static double sumOverOpponents(Crosstable table, String player, boolean defeated, Score score) {
        double sum = 0;
        for (RoundResult r : table.gamesMet(player)) {
            if (r.isWin() == defeated) {
                sum += score.of(table, r.opponent());
            }
        }
        return sum;
    }
}
