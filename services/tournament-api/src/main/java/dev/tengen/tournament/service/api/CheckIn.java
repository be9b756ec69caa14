package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * The roll call before a round: who is here, who is not. An absent player is not paired in that round and takes the
 * absence's score, as a bye granted on request does; a player checked in after being marked absent is paired again.
 * Taken before the round is published (an unpublished pairing must then be made again).
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param present the players who answered the roll call
 * @param absent the players who did not come
 */
public record CheckIn(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        List<String> present,
        List<String> absent,
        String by,
        Instant at) {

    public CheckIn {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
        present = present == null ? List.of() : List.copyOf(present);
        absent = absent == null ? List.of() : List.copyOf(absent);
    }
}
