package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/** Points taken off a player's score at the count (Chinese 2002 art. 24.1: a warning costs two points). */
public record PenaltyImposed(String gameId, String tournamentId, Color color, double points, String reason,
        String article, String by, Instant at) {}
