package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * The player did not answer the roll call of a round: not paired in it, scored as an absence
 * ({@code Bye.Kind.ABSENT}), as after {@link ByeGranted}.
 */
public record PlayerMarkedAbsent(String tournamentId, String playerId, int round, String by, Instant at) {
}
