package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * The tournament is over: no pairing, result or registration changes it any more.
 *
 * @param roundsPlayed the number of published rounds, every one complete
 */
public record TournamentClosed(String tournamentId, int roundsPlayed, String by, Instant at) {
}
