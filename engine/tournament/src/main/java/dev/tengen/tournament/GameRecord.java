package dev.tengen.tournament;

import java.util.Objects;

/**
 * One paired game of a tournament, with its outcome: the shared vocabulary of pairing and placement.
 *
 * @param round 1-based round number
 * @param board 1-based board (table) number
 * @param black id of the player (or entry: team, Pair Go pair) holding Black
 * @param white id of the player holding White
 * @param handicap handicap stones or plays (0 for an even game)
 * @param outcome the result
 * @param byForfeit whether the result was decided without play (absence, lateness, disqualification)
 */
public record GameRecord(int round, int board, String black, String white, int handicap, Outcome outcome, boolean byForfeit) {

    public GameRecord {
        Objects.requireNonNull(black);
        Objects.requireNonNull(white);
        Objects.requireNonNull(outcome);
        if (black.equals(white)) {
            throw new IllegalArgumentException("a player cannot play himself: " + black);
        }
    }

    public boolean involves(String player) {
        return black.equals(player) || white.equals(player);
    }

    public String opponentOf(String player) {
        return black.equals(player) ? white : black;
    }

    /** Whether {@code player} won (both players win a both-win); false for draws, both-lose, no result and pending games. */
    public boolean isWonBy(String player) {
        return (outcome == Outcome.BLACK_WINS && black.equals(player)) || (outcome == Outcome.WHITE_WINS && white.equals(player))
                || (outcome == Outcome.BOTH_WIN && involves(player));
    }

    public boolean isLostBy(String player) {
        return involves(player) && ((outcome == Outcome.BLACK_WINS && white.equals(player))
                || (outcome == Outcome.WHITE_WINS && black.equals(player)) || outcome == Outcome.BOTH_LOSE);
    }

    public boolean isPlayed() {
        return outcome != Outcome.PENDING && outcome != Outcome.NO_RESULT && !byForfeit;
    }
}
