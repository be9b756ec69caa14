package dev.tengen.standing;

/**
 * Chinese 2002 art. 27.1 criteria, on a table scored 2/1/0 ({@link Scoring#CHINESE_2002}).
 * IAP, "individual accumulated points", are the points without any start score.
 */
public final class ChineseCriteria {

    public static final Criterion POINTS = Criterion.of("points", ChineseCriteria::points);
    public static final Criterion WINNERS_MINOR_POINTS = Criterion.of("minor points", ChineseCriteria::winnersMinorPoints);
    public static final Criterion FEWEST_WARNINGS = Criterion.of("fewest warnings", ChineseCriteria::fewestWarnings);
    public static final Criterion OPPONENTS_POINTS = Criterion.of("opponents' points", ChineseCriteria::opponentsPoints);
    public static final Criterion TOTAL_SCORE = Criterion.of("total score", ChineseCriteria::totalScore);

    /** Art. 27.1 (1): points, winner's minor points, fewest warnings, then play-off or lots. */
    public static final Placement ROUND_ROBIN = Placement.of("Chinese 2002 round robin",
            POINTS, WINNERS_MINOR_POINTS, FEWEST_WARNINGS);

    /** Art. 27.1 (2)(A): total score, then 27.1 (1)(B) fewest warnings, then play-off or lots. */
    public static final Placement SWISS_BY_TOTAL_SCORE = Placement.of("Chinese 2002 Swiss by total score",
            TOTAL_SCORE, FEWEST_WARNINGS);

    /** Art. 27.1 (2)(B): points, opponents' points, then 27.1 (1)(B) fewest warnings, then play-off or lots. */
    public static final Placement SWISS_BY_POINTS = Placement.of("Chinese 2002 Swiss by points",
            POINTS, OPPONENTS_POINTS, FEWEST_WARNINGS);

    private ChineseCriteria() {
    }

    /** Art. 27.1: individual accumulated points, 2 per win, 1 per draw, 0 per loss. */
    public static double points(Crosstable table, String player) {
        return table.points(player);
    }

    /**
     * Art. 27.1 (1)(A): the accumulated points of all defeated opponents plus half the accumulated points
     * of all drawn opponents.
     */
    public static double winnersMinorPoints(Crosstable table, String player) {
        double sum = 0;
        for (RoundResult r : table.gamesMet(player)) {
            sum += r.share() * table.points(r.opponent());
        }
        return sum;
    }

    /** Art. 27.1 (1)(B): fewer warnings place higher, so the value is minus the warnings. */
    public static double fewestWarnings(Crosstable table, String player) {
        return -table.entrant(player).warnings();
    }

    /** Art. 27.1 (2)(B): the sum of the opponents' accumulated points. */
    public static double opponentsPoints(Crosstable table, String player) {
        double sum = 0;
        for (RoundResult r : table.gamesMet(player)) {
            sum += table.points(r.opponent());
        }
        return sum;
    }

    /**
     * Art. 27.1 (2)(A): total score = IAP + (sum of opponents' IAP / (1/2 highest IAP) - number of rounds).
     * The highest IAP is the best entrant's; with no points yet the quotient is taken as 0.
     */
    public static double totalScore(Crosstable table, String player) {
        double highest = table.ids().stream().mapToDouble(table::points).max().orElse(0);
        double quotient = highest == 0 ? 0 : opponentsPoints(table, player) / (highest / 2);
        return points(table, player) + (quotient - table.rounds());
    }
}
