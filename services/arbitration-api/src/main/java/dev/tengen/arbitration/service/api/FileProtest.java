package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A player protests a referee's judgment (including the Chief Referee's) for a review (Incheon 2013 arbitration art. 1.1).
 *
 * @param protestId the new protest's id, chosen by the caller
 * @param gameId the game the judgment was made in ({@code {tournamentId}-r{round}-b{board}})
 * @param round 1-based round of the game
 * @param board 1-based board of the game
 * @param complainant the player who protests
 * @param judgment the referee's judgment protested, in words
 * @param gameOverAt when the game's result was officially confirmed (Incheon 2013 code art. 4.4), read from the game by
 *     the caller; null while the game goes on or when the platform does not hold the game
 * @param at when the protest was made
 */
public record FileProtest(@TargetAggregateIdentifier String protestId, String tournamentId, String gameId, int round,
        int board, String complainant, String judgment, Instant gameOverAt, String by, Instant at) {

    public FileProtest {
        Objects.requireNonNull(protestId, "protestId");
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(complainant, "complainant");
        Objects.requireNonNull(judgment, "judgment");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
