package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.AppointOfficial;
import java.time.Instant;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/officials}.
 *
 * @param personId the person's id, the official's account name (without the spaces at either end, and as the account
 *     spells it where the deployment keeps accounts: {@link OfficialAccounts}); a new one is made when absent
 * @param role technical-delegate, chief-referee, referee, arbitrator or arbitration-liaison
 * @param nationality optional, a country code such as "KR"
 */
public record NewOfficial(String personId, String role, String name, String nationality) {

    /** The command appointing the official as {@code personId}, this body's person id as the desk reads it. */
    AppointOfficial toCommand(String tournamentId, Long expectedVersion, String personId, String by, Instant at) {
        return new AppointOfficial(tournamentId, expectedVersion, personId,
                Fields.required(role, "role"), Fields.required(name, "name"), Fields.optional(nationality), by, at);
    }
}
