package dev.tengen.tournament.service.api;

import java.time.Instant;

/** The player answered the roll call of a round: paired in it, even after an earlier absence. */
public record PlayerCheckedIn(String tournamentId, String playerId, int round, String by, Instant at) {
}
