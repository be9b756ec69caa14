package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.GrantBye;
import java.time.Instant;

/** The body of {@code POST /api/v1/tournaments/{id}/rounds/{n}/byes}: a player asks not to be paired. */
public record NewBye(String playerId, String reason) {

    GrantBye toCommand(String tournamentId, Long expectedVersion, int round, String by, Instant at) {
        return new GrantBye(tournamentId, expectedVersion, Fields.required(playerId, "playerId"), round,
                Fields.optional(reason), by, at);
    }
}
