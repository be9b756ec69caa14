package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * A player passed. {@code number} counts in the game record as a move does; {@code clock} is the passer's time
 * after pressing the clock, null when no clock runs.
 */
public record PassPlayed(String gameId, String tournamentId, int number, Color color, String by, Instant at,
        ClockReading clock) {

    /** A pass without a running clock. */
    public PassPlayed(String gameId, String tournamentId, int number, Color color, String by, Instant at) {
        this(gameId, tournamentId, number, color, by, at, null);
    }
}
