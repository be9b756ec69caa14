package dev.tengen.tournament.service.api;

import java.time.Instant;

/** A player left the tournament and is not paired any more (Chinese 2002 art. 28). */
public record PlayerWithdrawn(String tournamentId, String playerId, String reason, String by, Instant at) {
}
