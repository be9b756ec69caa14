package dev.tengen.arbitration.service.api;

import java.time.Instant;

/**
 * The referees accepted or rejected the protest; {@code at} is the time of their decision, from which the
 * 15-minute appeal window runs (Incheon 2013 arbitration art. 1.2).
 */
public record ProtestDecided(String protestId, String tournamentId, String gameId, int round, int board,
        ProtestDecision decision, String referee, String reasons, String by, Instant at) {
}
