package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Sets how the Arbitration Committee is made up ({@link CommitteeMakeUp}). Apart from {@link ConfigureTournament}:
 * the pairing configuration locks when round 1 is published, while the committee is appointed, and may be
 * replaced, as the event goes on.
 *
 * @param size null for the default, 3
 * @param nationalities null or empty: any nationality
 */
public record SetCommitteeMakeUp(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        Integer size,
        List<String> nationalities,
        String by,
        Instant at) {

    public SetCommitteeMakeUp {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
        nationalities = nationalities == null ? List.of() : List.copyOf(nationalities);
    }
}
