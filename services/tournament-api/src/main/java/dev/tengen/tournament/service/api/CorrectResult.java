package dev.tengen.tournament.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Replaces a board's result after the fact: an arbitration ruling (Incheon 2013 arbitration art. 2.4), or a result cancelled or
 * changed for misconduct, also after later rounds were paired on it (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1).
 * A decision is applied once: sending the same {@code source} again changes nothing, so a replayed ruling can
 * never undo a later decision.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param result as SGF writes it ({@code B+R}, {@code W+F}, {@code Void} for a cancelled game)
 * @param reason the decision and the article applied, in words
 * @param source the decision's id: {@code appeal:<appealId>} or {@code decision:<id>}
 */
public record CorrectResult(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        int board,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        String source,
        String by,
        Instant at) {

    public CorrectResult {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
