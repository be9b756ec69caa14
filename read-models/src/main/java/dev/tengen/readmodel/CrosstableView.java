package dev.tengen.readmodel;

import java.util.List;

/** Every player's rounds against the others' places, in standings order after {@code rounds} rounds. */
public record CrosstableView(String tournamentId, int rounds, List<String> criteria, List<CrosstableRow> rows, String note) {

    public CrosstableView {
        criteria = List.copyOf(criteria);
        rows = List.copyOf(rows);
    }
}
