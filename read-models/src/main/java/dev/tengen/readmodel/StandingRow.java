package dev.tengen.readmodel;

import java.util.List;

/**
 * One line of the standings.
 *
 * @param shared whether equal on every criterion with another line (the place is shared)
 * @param values the values of the placement's criteria, in {@link StandingsView#criteria()} order
 */
public record StandingRow(
        int place,
        boolean shared,
        String playerId,
        String name,
        String rank,
        String club,
        boolean withdrawn,
        List<Double> values) {

    public StandingRow {
        values = List.copyOf(values);
    }
}
