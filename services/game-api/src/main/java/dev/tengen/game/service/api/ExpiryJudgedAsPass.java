package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * Chinese 2002 art. 22.5: on the player's appeal, the referee judged the expiry of his last byoyomi period a pass. The
 * loss on time proposed is set aside; the pass is the player's move {@code number}; the opponent's clock runs and the
 * player keeps his last period, the overtime counting going on as before.
 */
public record ExpiryJudgedAsPass(String gameId, String tournamentId, int number, Color color, String article, String by,
        Instant at) {}
