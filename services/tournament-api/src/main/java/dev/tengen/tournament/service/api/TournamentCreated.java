package dev.tengen.tournament.service.api;

import java.time.Instant;

/** A tournament was opened under this name, by this person, at this time. */
public record TournamentCreated(String tournamentId, String name, String by, Instant at) {
}
