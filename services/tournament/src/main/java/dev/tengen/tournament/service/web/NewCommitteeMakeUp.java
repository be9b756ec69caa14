package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.SetCommitteeMakeUp;
import java.time.Instant;
import java.util.List;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/committee-make-up} (Incheon 2013 arbitration art. 2.2).
 *
 * @param size how many members, the liaison included; 3 when left out
 * @param nationalities the countries the members come from, one member each (["KOR", "CHN", "JPN"]); any when left
 *     out or empty
 */
public record NewCommitteeMakeUp(Integer size, List<String> nationalities) {

    SetCommitteeMakeUp toCommand(String tournamentId, Long expectedVersion, String by, Instant at) {
        return new SetCommitteeMakeUp(tournamentId, expectedVersion, size, nationalities, by, at);
    }
}
