package dev.tengen.tournament.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.List;

/**
 * A board's result was replaced by a decision; pairing and placement count the new one from now on.
 *
 * @param previousOutcome the result it replaces, or null when the board had none yet
 * @param previousResult likewise, as SGF writes it
 * @param laterRoundsPaired the rounds after this one that were already paired, in part on the old result: the
 *     director sees which pairings a changed result had fed (Incheon 2013 code art. 6.1: results already used stand changed,
 *     the pairings made are not redone)
 * @param source the decision's id ({@code appeal:<appealId>}, {@code decision:<id>})
 */
public record ResultCorrected(String tournamentId, int round, int board, String gameId, String black, String white,
        Outcome previousOutcome, String previousResult, Outcome outcome, boolean byForfeit, String result, String reason,
        String source, List<Integer> laterRoundsPaired, String by, Instant at) {

    public ResultCorrected {
        laterRoundsPaired = List.copyOf(laterRoundsPaired);
    }

    /** The result as the tournament holds it from now on. */
    public ResultRecorded asRecorded() {
        return new ResultRecorded(tournamentId, round, board, gameId, black, white, outcome, byForfeit, result, reason,
                by, at);
    }
}
