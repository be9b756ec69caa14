package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.List;

/** One player's marking of the dead stones, in A1 notation and sorted; it replaces that player's earlier one. */
public record DeadStonesMarked(String gameId, String tournamentId, Color color, List<String> points, String by,
        Instant at) {

    public DeadStonesMarked {
        points = List.copyOf(points);
    }
}
