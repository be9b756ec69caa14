package dev.tengen.game.service.api;

import java.time.Instant;

/**
 * The game was drawn and the code has it replayed within the remaining time (Incheon 2013 code art. 2.2.3: "Drawn
 * competition shall be replayed within the remaining time"). The times are each side's clock when the draw came, the
 * time the replay starts with; null when the game was untimed.
 */
public record DrawReplayScheduled(String gameId, String tournamentId, int round, int board, String black, String white,
        ClockReading blackRemaining, ClockReading whiteRemaining, String article, String by, Instant at) {}
