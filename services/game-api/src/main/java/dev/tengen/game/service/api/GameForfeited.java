package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/** The competition code takes the game from a player (two warnings, a move out of turn where it loses). */
public record GameForfeited(String gameId, String tournamentId, Color loser, String reason, String article,
        String by, Instant at) {}
