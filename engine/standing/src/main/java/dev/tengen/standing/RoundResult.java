package dev.tengen.standing;

/**
 * One player's round in the crosstable.
 *
 * @param round 1-based round
 * @param participation how the player took part
 * @param opponent the paired opponent, or null when there was none
 * @param points points taken this round (for byes and absences before any rounding down)
 * @param share 1 for a win, 1/2 for a draw, 0 otherwise: the part of the opponent's score that
 *     "defeated opponents" criteria (SODOS, winner's minor points, A1) take
 * @param handicapGiven handicap the player gave: positive as White, negative as Black
 * @param metOpponent whether the round counts as a game against {@code opponent} for opponent-based
 *     criteria (SOS and its family); false means a virtual opponent stands in
 */
public record RoundResult(int round, Participation participation, String opponent, double points, double share,
        int handicapGiven, boolean metOpponent) {

    public boolean isWin() {
        return share == 1;
    }

    public boolean isDraw() {
        return share == 0.5;
    }
}
