package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * A player asked for a recount before confirming: the proposed result, the markings and every confirmation
 * given are set aside, and the players mark the dead stones again.
 */
public record RecountRequested(String gameId, String tournamentId, Color color, String article, String by,
        Instant at) {}
