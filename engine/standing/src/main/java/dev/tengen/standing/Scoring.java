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
 * @param opponentsMet which paired games count as games against the opponent for SOS and the other opponent
 *     criteria; in the others a virtual opponent stands in, as for a bye
 * @param handicapAdjustsOpponentScore whether an opponent's score in SOS and SODOS is corrected by the
 *     handicap (OpenGotha SOSM: raised by the stones the player gave as White, lowered by those received)
 * @param unplayedAsHalfPoint whether an opponent's score in SOS, its -1/-2 and SODOS is its virtual score:
 *     start score, points of the games it played, and half a point for each round without a played game, its
 *     bye and absence points left out (OpenGotha's countNotPlayedGamesAsHalfPoint)
 */
public record Scoring(GamePoints points, double pairingBye, double absence, boolean roundDownUnplayed,
        OpponentsMet opponentsMet, boolean handicapAdjustsOpponentScore, boolean unplayedAsHalfPoint) {

    /** Which paired games put the opponent into SOS and the other opponent criteria. */
    public enum OpponentsMet {
        /** Games played over the board: a forfeit, a pending or void game has a virtual opponent (EGF TSR). */
        PLAYED,
        /** Decided games, forfeits included: a pending or void game has a virtual opponent. */
        DECIDED,
        /** Every paired game, decided by default, without result or pending included (OpenGotha's PAIRED rounds). */
        PAIRED
    }

    /**
     * EGF Tournament System Rules: win 1, tie 1/2, loss 0; default win (1) against the opponent Bye;
     * 1/2 for a round not played by agreement; accumulated values rounded down. A forfeit is not a
     * game played for SOS (a virtual opponent stands in).
     */
    public static final Scoring EGF = new Scoring(GamePoints.EGF, 1, 0.5, true, OpponentsMet.PLAYED, false, false);

    /**
     * Chinese 2002 art. 27.1: 2/1/0; the seed gives no bye value, so a pairing bye scores as a win and
     * an absence as a loss; a forfeit is a result against the paired opponent (art. 28.2, 28.4).
     */
    public static final Scoring CHINESE_2002 = new Scoring(GamePoints.CHINESE_2002, 2, 0, false, OpponentsMet.DECIDED,
            false, false);

    /** Ing 1991 art. 5: a point per win; a forfeit is a result against the paired opponent. */
    public static final Scoring ING_1991 = new Scoring(GamePoints.ING_1991, 1, 0, false, OpponentsMet.DECIDED, false,
            false);

    public Scoring {
        Objects.requireNonNull(points);
        Objects.requireNonNull(opponentsMet);
    }

    public Scoring withPairingBye(double value) {
        return new Scoring(points, value, absence, roundDownUnplayed, opponentsMet, handicapAdjustsOpponentScore,
                unplayedAsHalfPoint);
    }

    public Scoring withAbsence(double value) {
        return new Scoring(points, pairingBye, value, roundDownUnplayed, opponentsMet, handicapAdjustsOpponentScore,
                unplayedAsHalfPoint);
    }

    public Scoring withRoundDown(boolean value) {
        return new Scoring(points, pairingBye, absence, value, opponentsMet, handicapAdjustsOpponentScore,
                unplayedAsHalfPoint);
    }

    public Scoring withOpponentsMet(OpponentsMet value) {
        return new Scoring(points, pairingBye, absence, roundDownUnplayed, value, handicapAdjustsOpponentScore,
                unplayedAsHalfPoint);
    }

    public Scoring withHandicapAdjustment(boolean value) {
        return new Scoring(points, pairingBye, absence, roundDownUnplayed, opponentsMet, value, unplayedAsHalfPoint);
    }

    public Scoring withUnplayedAsHalfPoint(boolean value) {
        return new Scoring(points, pairingBye, absence, roundDownUnplayed, opponentsMet, handicapAdjustsOpponentScore,
                value);
    }
}
