package dev.tengen.standing;

import java.util.Objects;

/**
 * How results turn into points, and which rounds count as games against an opponent.
 *
 * @param points points per decided game
 * @param pairingBye points for a pairing bye
 * @param absence points for a round the player asked not to be paired for
 * @param roundDownUnplayed whether the accumulated bye and absence points are rounded down to a whole
 *     number (EGF Tournament System Rules, game result: accumulated values are rounded down;
 *     OpenGotha "Round down NBW and MMS scores" rounds only the bye and absence points, not draws)
 * @param forfeitMeetsOpponent whether a game decided by forfeit counts as a game against the opponent
 *     for SOS and the other opponent criteria; when false a virtual opponent stands in, as for a bye
 * @param handicapAdjustsOpponentScore whether an opponent's score in SOS and SODOS is corrected by the
 *     handicap (OpenGotha SOSM: raised by the stones the player gave as White, lowered by those received)
 */
public record Scoring(GamePoints points, double pairingBye, double absence, boolean roundDownUnplayed,
        boolean forfeitMeetsOpponent, boolean handicapAdjustsOpponentScore) {

    /**
     * EGF Tournament System Rules: win 1, tie 1/2, loss 0; default win (1) against the opponent Bye;
     * 1/2 for a round not played by agreement; accumulated values rounded down. A forfeit is not a
     * game played for SOS (a virtual opponent stands in).
     */
    public static final Scoring EGF = new Scoring(GamePoints.EGF, 1, 0.5, true, false, false);

    /**
     * Chinese 2002 art. 27.1: 2/1/0; the seed gives no bye value, so a pairing bye scores as a win and
     * an absence as a loss; a forfeit is a result against the paired opponent (art. 28.2, 28.4).
     */
    public static final Scoring CHINESE_2002 = new Scoring(GamePoints.CHINESE_2002, 2, 0, false, true, false);

    /** Ing 1991 art. 5: a point per win; a forfeit is a result against the paired opponent. */
    public static final Scoring ING_1991 = new Scoring(GamePoints.ING_1991, 1, 0, false, true, false);

    public Scoring {
        Objects.requireNonNull(points);
    }

    public Scoring withPairingBye(double value) {
        return new Scoring(points, value, absence, roundDownUnplayed, forfeitMeetsOpponent, handicapAdjustsOpponentScore);
    }

    public Scoring withAbsence(double value) {
        return new Scoring(points, pairingBye, value, roundDownUnplayed, forfeitMeetsOpponent, handicapAdjustsOpponentScore);
    }

    public Scoring withRoundDown(boolean value) {
        return new Scoring(points, pairingBye, absence, value, forfeitMeetsOpponent, handicapAdjustsOpponentScore);
    }

    public Scoring withForfeitMeetsOpponent(boolean value) {
        return new Scoring(points, pairingBye, absence, roundDownUnplayed, value, handicapAdjustsOpponentScore);
    }

    public Scoring withHandicapAdjustment(boolean value) {
        return new Scoring(points, pairingBye, absence, roundDownUnplayed, forfeitMeetsOpponent, value);
    }
}
