package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Instant;

/**
 * AGA rule 7: the illegal move is taken back and counts as a pass; after two moves in a row the player's
 * previous move is taken back too ({@code movesTakenBack} 2).
 */
public record PassCounted(String gameId, String tournamentId, int number, Color color, int movesTakenBack,
        String article, String by, Instant at) {}
