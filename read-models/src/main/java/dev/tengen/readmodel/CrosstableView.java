package dev.tengen.readmodel;

import java.util.List;

/**
 * Every player's rounds against the others' places, in standings order after {@code rounds} rounds.
 *
 * @param registeredOnly players registered with no game and no bye in any round: not placed, listed apart (as in
 *     {@link StandingsView})
 */
public record CrosstableView(String tournamentId, int rounds, List<String> criteria, List<CrosstableRow> rows, String note,
        List<RegisteredPlayer> registeredOnly) {

    public CrosstableView {
        criteria = List.copyOf(criteria);
        rows = List.copyOf(rows);
        registeredOnly = List.copyOf(registeredOnly);
    }
}
