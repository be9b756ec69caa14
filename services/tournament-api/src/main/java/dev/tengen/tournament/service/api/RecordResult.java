package dev.tengen.tournament.service.api;

import java.time.Instant;
import dev.tengen.tournament.Outcome;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Records the confirmed result of a board of a published round (sent by the platform on the Game service's
 * {@code ResultConfirmed}). Recording the same result again changes nothing.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param gameId the game that produced it
 * @param black player id holding Black, as the game says (checked against the pairing)
 * @param white player id holding White
 * @param result as SGF writes it ({@code B+3.5}, {@code W+R}, {@code 0}, {@code Void})
 * @param reason the reason and the article applied, in words
 */
public record RecordResult(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        int round,
        int board,
        String gameId,
        String black,
        String white,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        String by,
        Instant at) {

    public RecordResult {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
