package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * The player loses the turn: it counts as the player's pass in the game record ({@code number}), and passes
 * that stop play count it.
 */
public record TurnLost(String gameId, String tournamentId, int number, Color color, String article, String by,
        Instant at) {}
