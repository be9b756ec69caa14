package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** A player protested a referee's judgment in this game (Incheon 2013 arbitration art. 1.1). */
public record ProtestFiled(String protestId, String tournamentId, String gameId, int round, int board,
        String complainant, String judgment, String by, Instant at) {
}
