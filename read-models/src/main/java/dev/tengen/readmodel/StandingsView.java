package dev.tengen.readmodel;

import java.util.List;

/**
 * The standings after a round, computed by the engine ({@code dev.tengen.standing.Placement}).
 *
 * @param afterRound results of rounds 1 to this one count; 0 before any result
 * @param placement the placement's name (which rules ordered the table)
 * @param criteria the criteria, main score first
 * @param note why the standings could not be computed, or null; rows are then empty
 */
public record StandingsView(
        String tournamentId,
        int afterRound,
        String placement,
        List<String> criteria,
        List<StandingRow> rows,
        String note) {

    public StandingsView {
        criteria = List.copyOf(criteria);
        rows = List.copyOf(rows);
    }
}
