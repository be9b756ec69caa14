package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/** A player passed. {@code number} counts in the game record as a move does. */
public record PassPlayed(String gameId, String tournamentId, int number, Color color, String by, Instant at) {}
