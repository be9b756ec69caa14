package dev.tengen.tournament.service.api;

import java.time.Instant;

/** The player is not paired in this round at their request (an absence: {@code Bye.Kind.ABSENT}). */
public record ByeGranted(String tournamentId, String playerId, int round, String reason, String by, Instant at) {
}
