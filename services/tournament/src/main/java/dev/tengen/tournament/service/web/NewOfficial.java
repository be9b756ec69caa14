package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.AppointOfficial;
import java.time.Instant;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/officials}.
 *
 * @param personId the person's id; a new one is made when absent
 * @param role technical-delegate, chief-referee, referee, arbitrator or arbitration-liaison
 * @param nationality optional, a country code such as "KR"
 */
public record NewOfficial(String personId, String role, String name, String nationality) {

    AppointOfficial toCommand(String tournamentId, Long expectedVersion, String newPersonId, String by, Instant at) {
        return new AppointOfficial(tournamentId, expectedVersion, personId == null ? newPersonId : personId,
                Fields.required(role, "role"), Fields.required(name, "name"), Fields.optional(nationality), by, at);
    }
}
