package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.time.Duration;
import java.time.Instant;

/**
 * A late player arrived. Within the code's limit twice the lateness comes off his time (Incheon 2013 code art. 2.2,
 * Chinese 2002 art. 22.1); beyond it he loses ({@link GameForfeited} follows).
 *
 * @param lateness from the clock's start to the arrival
 * @param deduction what is charged to his clock now: twice the lateness, less what his own clock already ran in
 *     his absence
 * @param forfeits whether the lateness loses the game
 * @param reason the verdict in words
 */
public record ArrivalRecorded(String gameId, String tournamentId, Color color, Duration lateness, Duration deduction,
        boolean forfeits, String reason, String article, String by, Instant at) {}
