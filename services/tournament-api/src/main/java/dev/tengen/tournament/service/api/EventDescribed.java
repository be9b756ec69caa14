package dev.tengen.tournament.service.api;

import java.time.Instant;

/** The event is held when and where {@code details} say from now on (every field checked and canonical). */
public record EventDescribed(String tournamentId, EventDetails details, String by, Instant at) {
}
