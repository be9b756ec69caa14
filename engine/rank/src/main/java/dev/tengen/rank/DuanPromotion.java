package dev.tengen.rank;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Professional Duan promotion (Chinese 2002 art. 25.3: professional promotions use appendix 7 Tables 4
 * and 5). Table 4 scores each game by its result and the Duan difference; Table 5 promotes a player whose
 * average reaches 75, 70 or 67.5 over at least the duty games of his current Duan.
 */
public final class DuanPromotion {

    private static final String TABLE_4 = "Chinese 2002 appendix 7, Table 4";
    private static final String TABLE_5 = "Chinese 2002 appendix 7, Table 5";

    /**
     * Chinese 2002 appendix 7, Table 4, rows "Higher": the player outranks his opponent by 0 to 3 Duan;
     * columns win, tie, loss.
     */
    private static final int[][] HIGHER = {
        {90, 60, 30},
        {85, 55, 25},
        {80, 50, 20},
        {75, 45, 15},
    };

    /** Chinese 2002 appendix 7, Table 4, rows "Lower": the opponent outranks the player by 0 to 3 Duan. */
    private static final int[][] LOWER = {
        {90, 60, 30},
        {95, 65, 35},
        {100, 70, 40},
        {105, 75, 45},
    };

    /** Chinese 2002 appendix 7, Table 5: the columns' averages in half points, 75, 70 and 67.5. */
    private static final int[] HALF_POINTS = {150, 140, 135};

    /** Chinese 2002 appendix 7, Table 5: duty games of First to Eight Duan under each average. */
    private static final int[][] DUTY_GAMES = {
        {8, 12, 16},
        {10, 14, 18},
        {12, 16, 20},
        {14, 18, 22},
        {16, 20, 24},
        {18, 22, 26},
        {20, 24, 28},
        {22, 26, 30},
    };

    /** Table 4 stops at three Duan; a wider difference scores as three (docs/drafts/rank-and-duan.md). */
    static final int WIDEST_DIFFERENCE = 3;

    private DuanPromotion() {}

    /** The Table 4 points a player of {@code duan} earns against {@code opponentDuan} (both 1 to 9). */
    public static int points(int duan, int opponentDuan, PlayerResult result) {
        requireProfessionalDuan(duan);
        requireProfessionalDuan(opponentDuan);
        int difference = Math.min(WIDEST_DIFFERENCE, Math.abs(duan - opponentDuan));
        int[] row = duan >= opponentDuan ? HIGHER[difference] : LOWER[difference];
        return row[result.ordinal()];
    }

    /** The three Table 5 standards of a player of {@code duan} (1 to 8), highest average first. */
    public static List<DuanStandard> standards(int duan) {
        if (duan < 1 || duan > DUTY_GAMES.length) {
            throw new IllegalArgumentException("Table 5 has rows for First to Eight Duan, not " + duan);
        }
        List<DuanStandard> standards = new ArrayList<>();
        for (int column = 0; column < HALF_POINTS.length; column++) {
            standards.add(new DuanStandard(HALF_POINTS[column], DUTY_GAMES[duan - 1][column]));
        }
        return List.copyOf(standards);
    }

    /**
     * Scores a player's promotion-tournament games and tells whether he reaches promotion. Refused for
     * anyone but a professional of 1 to 8 Duan, and for a game against anyone but a professional.
     */
    public static Result<DuanAssessment> assess(Rank current, List<DuanGame> games) {
        Optional<String> refusal = refusalFor(current);
        if (refusal.isPresent()) {
            return Result.refused(refusal.get());
        }
        List<Integer> points = new ArrayList<>();
        for (int index = 0; index < games.size(); index++) {
            DuanGame game = games.get(index);
            if (game.opponent().kind() != RankKind.PRO) {
                return Result.refused("game " + (index + 1) + ": the opponent's rank " + game.opponent()
                        + " is not a professional Duan, and " + TABLE_4 + " scores games between professionals"
                        + " (Chinese 2002 art. 25.3)");
            }
            points.add(points(current.number(), game.opponent().number(), game.result()));
        }
        int total = points.stream().mapToInt(Integer::intValue).sum();
        List<DuanStandard> standards = standards(current.number());
        Optional<DuanStandard> met = standards.stream().filter(s -> s.isMetBy(total, points.size())).findFirst();
        DuanAssessment draft = new DuanAssessment(current, points, total, standards, met, "");
        return Result.ok(new DuanAssessment(current, points, total, standards, met, reason(draft)));
    }

    private static Optional<String> refusalFor(Rank current) {
        return switch (current.kind()) {
            case PRO -> current.number() == 9
                    ? Optional.of("9p is the highest professional Duan; " + TABLE_5 + " has rows for First to Eight Duan only")
                    : Optional.empty();
            case DAN -> Optional.of("amateur Duan (" + current + ") is set by provincial, city or county tournaments, not by "
                    + TABLE_5 + " (Chinese 2002 art. 25.3: the two Duan rankings are totally different)");
            default -> Optional.of(current + " is not a professional Duan; " + TABLE_5
                    + " promotes professionals of First to Eight Duan (Chinese 2002 art. 25.3)");
        };
    }

    private static String reason(DuanAssessment assessment) {
        String standing = assessment.games() == 0 ? "no games played"
                : "average " + assessment.average().toPlainString() + " over " + assessment.games() + " games";
        String duan = assessment.current().number() + " Duan";
        if (assessment.met().isPresent()) {
            return TABLE_5 + ": " + standing + " meets " + assessment.met().get() + " for " + duan
                    + ", so promotion to " + (assessment.current().number() + 1) + " Duan";
        }
        return TABLE_5 + ": " + standing + " meets none of the standards for " + duan + ": "
                + String.join("; ", assessment.standards().stream().map(DuanStandard::toString).toList());
    }

    private static void requireProfessionalDuan(int duan) {
        if (duan < 1 || duan > 9) {
            throw new IllegalArgumentException("a professional Duan runs from 1 to 9, not " + duan);
        }
    }
}
