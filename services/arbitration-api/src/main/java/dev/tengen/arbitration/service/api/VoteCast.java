package dev.tengen.arbitration.service.api;

import java.time.Instant;

/**
 * A member's vote and draft opinion. Not to be revealed outside the committee before the ruling (Incheon 2013 arbitration
 * art. 2.5); part of the record once the ruling is made.
 */
public record VoteCast(String appealId, String tournamentId, String member, RulingDecision decision, String opinion,
        String by, Instant at) {
}
