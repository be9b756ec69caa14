package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/** The game clock was started with {@code toMove}'s side running. */
public record ClockStarted(String gameId, String tournamentId, Color toMove, String by, Instant at) {}
