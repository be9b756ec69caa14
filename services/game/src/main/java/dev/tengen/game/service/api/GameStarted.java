package dev.tengen.game.service.api;

import java.time.Instant;

/** A game was opened for a board of a published round; the fields are those of {@link StartGame}. */
public record GameStarted(
        String gameId,
        String tournamentId,
        int round,
        int board,
        String black,
        String white,
        String ruleset,
        String competitionCode,
        int boardSize,
        int handicap,
        double komi,
        String by,
        Instant at) {}
