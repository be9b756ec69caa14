package dev.tengen.arbitration.service.api;

import java.time.Instant;

/**
 * The Technical Delegate's decision on the committee's recommendation number {@code recommendation} (Incheon 2013 arbitration art.
 * 2.6). An accepted disqualification names the player, who is then withdrawn from the tournament.
 *
 * @param playerId the player disqualified, for an accepted disqualification; null otherwise
 */
public record SanctionDecided(String appealId, String tournamentId, int recommendation, String against,
        Sanction sanction, boolean accepted, String playerId, String reasons, String article, String by, Instant at) {
}
