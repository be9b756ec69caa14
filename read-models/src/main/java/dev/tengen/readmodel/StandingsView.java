package dev.tengen.readmodel;

import java.util.List;

/**
 * The standings after a round, computed by the engine ({@code dev.tengen.standing.TournamentStandings}).
 *
 * @param afterRound results of rounds 1 to this one count; 0 before any result
 * @param placement which criteria ordered the table, in words
 * @param criteria the criteria, main score first
 * @param note why the standings could not be computed, or null; rows are then empty
 * @param registeredOnly players registered who have no game and no bye in any round: not placed (OpenGotha leaves
 *     them out of its standings and exports too), in registration order
 */
public record StandingsView(
        String tournamentId,
        int afterRound,
        String placement,
        List<String> criteria,
        List<StandingRow> rows,
        String note,
        List<RegisteredPlayer> registeredOnly) {

    public StandingsView {
        criteria = List.copyOf(criteria);
        rows = List.copyOf(rows);
        registeredOnly = List.copyOf(registeredOnly);
    }
}
