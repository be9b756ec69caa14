package dev.tengen.arbitration.service.api;

import java.time.Instant;

/** The committee heard a witness or a person concerned (Incheon 2013 arbitration art. 3.4-3.5). */
public record TestimonyRecorded(String appealId, String tournamentId, String witness, String testimony, String by,
        Instant at) {
}
