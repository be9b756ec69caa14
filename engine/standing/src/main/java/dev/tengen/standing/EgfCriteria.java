package dev.tengen.standing;

import java.util.Arrays;

/**
 * The McMahon and Swiss criteria of the EGF Tournament System Rules, as OpenGotha computes them.
 * "Score" is the start score plus the points: the McMahon score in a McMahon, the number of wins in a
 * Swiss (start score 0).
 */
public final class EgfCriteria {

    public static final Criterion NBW = Criterion.of("NBW", EgfCriteria::nbw);
    public static final Criterion MMS = Criterion.of("MMS", EgfCriteria::mms);
    public static final Criterion SOS = Criterion.of("SOS", EgfCriteria::sos);
    public static final Criterion SOS_MINUS_1 = Criterion.of("SOS-1", (t, p) -> sosMinus(t, p, 1));
    public static final Criterion SOS_MINUS_2 = Criterion.of("SOS-2", (t, p) -> sosMinus(t, p, 2));
    public static final Criterion SOSOS = Criterion.of("SOSOS", EgfCriteria::sosos);
    public static final Criterion SODOS = Criterion.of("SODOS", EgfCriteria::sodos);
    public static final Criterion CUSS = Criterion.of("CUSS", EgfCriteria::cuss);
    public static final Criterion DC = new DirectComparison();
    /** OpenGotha's simplified direct confrontation: wins among the tied, when all of them have met. */
    public static final Criterion SDC = new SimplifiedDirectConfrontation();

    private EgfCriteria() {
    }

    /** Number of wins: 1 per win, 1/2 per draw, plus the bye and absence values. */
    public static double nbw(Crosstable table, String player) {
        return table.points(player);
    }

    /** McMahon score: the start score plus the number of wins. */
    public static double mms(Crosstable table, String player) {
        return table.score(player);
    }

    /**
     * The score each round contributes to SOS: the opponent's score after round N (its virtual score when
     * unplayed rounds count half a point), corrected by the handicap when the scoring says so, or, in a round
     * without an opponent, the player's own start score.
     */
    static double[] opponentScores(Crosstable table, String player) {
        return table.row(player).stream().mapToDouble(r -> r.metOpponent() ? opponentScore(table, r)
                // EGF TSR, effect of unplayed games: own start McMahon score in a McMahon, 0 in a Swiss
                : table.entrant(player).startScore()).toArray();
    }

    /** The opponent's score as SOS and SODOS take it, for a round against a real opponent. */
    private static double opponentScore(Crosstable table, RoundResult r) {
        Scoring scoring = table.scoring();
        double score = scoring.unplayedAsHalfPoint() ? table.virtualScore(r.opponent()) : table.score(r.opponent());
        // OpenGotha SOSM: raised by the stones the player gave as White, lowered by those received as Black
        return score + (scoring.handicapAdjustsOpponentScore() ? r.handicapGiven() : 0);
    }

    /** Sum of opponents' scores, a virtual opponent standing in for each unplayed round. */
    public static double sos(Crosstable table, String player) {
        return Arrays.stream(opponentScores(table, player)).sum();
    }

    /** SOS without the {@code dropped} lowest round contributions (EGF TSR: SOS-1, SOS-2). */
    public static double sosMinus(Crosstable table, String player, int dropped) {
        double[] scores = opponentScores(table, player);
        Arrays.sort(scores);
        double sum = 0;
        for (int i = dropped; i < scores.length; i++) {
            sum += scores[i];
        }
        return sum;
    }

    /**
     * Sum of opponents' SOS. An unplayed round adds a virtual opponent whose SOS is the player's start
     * score in every round (OpenGotha; the EGF TSR names no value for SOSOS).
     */
    public static double sosos(Crosstable table, String player) {
        double sum = 0;
        for (RoundResult r : table.row(player)) {
            sum += r.metOpponent() ? sos(table, r.opponent()) : table.entrant(player).startScore() * table.rounds();
        }
        return sum;
    }

    /** Sum of defeated opponents' scores, half the score of drawn opponents. */
    public static double sodos(Crosstable table, String player) {
        double sum = 0;
        for (RoundResult r : table.gamesMet(player)) {
            sum += r.share() * opponentScore(table, r);
        }
        return sum;
    }

    /** Cumulative sum of scores: the score after round 1, plus the score after round 2, and so on. */
    public static double cuss(Crosstable table, String player) {
        double sum = 0;
        for (int r = 1; r <= table.rounds(); r++) {
            sum += table.scoreAfter(player, r);
        }
        return sum;
    }
}
