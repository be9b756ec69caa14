package dev.tengen.platform.tournament;

import dev.tengen.tournament.service.api.ConfigureTournament;
import java.time.Instant;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/configuration}.
 *
 * @param ruleSet korean-2016, korean-2013, chinese-2002, aga or ing-1991
 * @param boardSize lines of the board, 5 to 25
 * @param rounds at least one
 * @param pairingSystem round-robin, knockout, swiss, swiss-knockout, mcmahon or ing
 */
public record TournamentSettings(String ruleSet, Integer boardSize, Integer rounds, String pairingSystem) {

    ConfigureTournament toCommand(String tournamentId, Long expectedVersion, String by, Instant at) {
        return new ConfigureTournament(tournamentId, expectedVersion, Fields.required(ruleSet, "ruleSet"),
                Fields.required(boardSize, "boardSize"), Fields.required(rounds, "rounds"),
                Fields.required(pairingSystem, "pairingSystem"), by, at);
    }
}
