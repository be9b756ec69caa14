package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * A player's time ran out: the flag fell at {@code at}, seen at {@code observedAt} (a move that came too late, a
 * referee's check, a break called too late). The loss on time follows as a {@link ResultProposed}.
 */
public record TimeExpired(String gameId, String tournamentId, Color color, String article, String by, Instant at,
        Instant observedAt) {}
