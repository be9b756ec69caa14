package dev.tengen.game.service.api;

import java.time.Instant;

/** The clock runs again after a break (Chinese 2002 art. 22.1). */
public record ClockResumed(String gameId, String tournamentId, String article, String by, Instant at) {}
