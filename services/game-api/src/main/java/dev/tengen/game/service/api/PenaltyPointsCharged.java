package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * Ing's time penalty reached a new total for a player (Ing 1991 art. 7 (1): two points for exceeding the basic time,
 * two more in excess of 1/6 and of 2/6 of it).
 */
public record PenaltyPointsCharged(String gameId, String tournamentId, Color color, int totalPoints, String article,
        Instant at) {}
