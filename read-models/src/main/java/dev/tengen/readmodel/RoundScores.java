package dev.tengen.readmodel;

import java.util.Map;

/**
 * Each player's score before a round ({@code GET /api/v1/tournaments/{id}/rounds/{round}/scores}): what the round is
 * paired on, for the pairing screen's score groups.
 *
 * @param score "MMS" (the McMahon score, start score included) in a McMahon, "points" otherwise
 * @param scores by player id, every registered player included, in registration order
 */
public record RoundScores(int round, String score, Map<String, Double> scores) {

    /**
     * The scores before {@code round} of the tournament (after the round before it), as the book computes them; the
     * round is one of the tournament's, 1 to {@link #lastRound}.
     */
    public static RoundScores before(TournamentBook book, TournamentOverview tournament, int round) {
        String score = "mcmahon".equals(tournament.pairingSystem()) ? "MMS" : "points";
        return new RoundScores(round, score, book.scores(tournament.id(), round - 1).orElse(Map.of()));
    }

    /** The last round scores can be asked before: the one after the tournament's extent. */
    public static int lastRound(TournamentOverview tournament) {
        return tournament.extent() + 1;
    }
}
