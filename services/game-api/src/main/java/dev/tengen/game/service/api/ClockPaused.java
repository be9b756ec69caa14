package dev.tengen.game.service.api;

import java.time.Instant;

/** Both clocks were stopped for a break (Chinese 2002 art. 14). */
public record ClockPaused(String gameId, String tournamentId, String article, String by, Instant at) {}
