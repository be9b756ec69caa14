package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/** The referee warned a player; {@code count} is the player's warnings in this game, this one included. */
public record WarningIssued(String gameId, String tournamentId, Color color, int count, String reason, String article,
        String by, Instant at) {}
