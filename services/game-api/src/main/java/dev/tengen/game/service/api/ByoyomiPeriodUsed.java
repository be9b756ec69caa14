package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * A byoyomi period ran out during a move and is used up (Chinese 2002 art. 12.3), or under Ing's second reading the
 * seconds per move were exceeded once more (Ing 1991 art. 7 (2)).
 *
 * @param at when the period ran out
 */
public record ByoyomiPeriodUsed(String gameId, String tournamentId, Color color, int periodsLeft, String article,
        Instant at) {}
