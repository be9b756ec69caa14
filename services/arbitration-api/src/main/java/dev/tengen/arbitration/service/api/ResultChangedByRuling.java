package dev.tengen.arbitration.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;

/**
 * An arbitration ruling gave a game a new result; the tournament replaces the board's recorded result with it.
 *
 * @param result as SGF writes it
 * @param article the article the ruling applied
 * @param appealId the ruling's appeal, for the audit
 */
public record ResultChangedByRuling(String tournamentId, String gameId, int round, int board, Outcome outcome,
        String result, String article, String appealId, String by, Instant at) {
}
