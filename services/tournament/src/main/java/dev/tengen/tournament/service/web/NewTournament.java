package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.CreateTournament;
import java.time.Instant;

/** The body of {@code POST /api/v1/tournaments}. */
public record NewTournament(String name) {

    CreateTournament toCommand(String tournamentId, String by, Instant at) {
        return new CreateTournament(tournamentId, Fields.required(name, "name"), by, at);
    }
}
