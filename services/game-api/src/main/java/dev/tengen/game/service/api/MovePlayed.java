package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.List;

/**
 * A stone was played and stands.
 *
 * @param number the move's number in the game record (passes and lost turns count)
 * @param point in A1 notation, "Q16"
 * @param captured the stones it removed, in A1 notation
 * @param clock the mover's time after pressing the clock; null when no clock runs
 */
public record MovePlayed(String gameId, String tournamentId, int number, Color color, String point,
        List<String> captured, String by, Instant at, ClockReading clock) {

    public MovePlayed {
        captured = List.copyOf(captured);
    }

    /** A stone played without a running clock. */
    public MovePlayed(String gameId, String tournamentId, int number, Color color, String point, List<String> captured,
            String by, Instant at) {
        this(gameId, tournamentId, number, color, point, captured, by, at, null);
    }
}
