package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/** A player resigned; {@code article} is the code's article on resignation. */
public record PlayerResigned(String gameId, String tournamentId, Color color, String article, String by, Instant at) {}
