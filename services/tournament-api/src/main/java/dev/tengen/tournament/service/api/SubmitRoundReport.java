package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * A referee's sum-up report of a round, for the Chief Referee (Incheon 2013 duties art. 3.8: "All referees should write
 * sum-up report after competition and submit it to the Chief Referee"). {@code by} is the reporting official's
 * person id, which is their account name.
 *
 * @param text the report, in words: incidents, decisions, equipment, anything the Chief Referee should know
 */
public record SubmitRoundReport(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        String text,
        String by,
        Instant at) {

    public SubmitRoundReport {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
