package dev.tengen.game.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The tournament corrected the board's result (an arbitration ruling, Incheon 2013 arbitration art. 2.4; a misconduct decision,
 * Incheon 2013 code art. 6.1; an official's correction of a slip): the game takes the same result, once per {@code source}.
 *
 * @param source what decided it ({@code appeal:<id>}, {@code decision:<id>}): a source is applied once
 */
public record CorrectGameResult(
        @TargetAggregateIdentifier String gameId,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        String source,
        String by,
        Instant at) {

    public CorrectGameResult {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
