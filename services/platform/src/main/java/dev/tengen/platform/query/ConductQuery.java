package dev.tengen.platform.query;

import dev.tengen.readmodel.audit.ConductAcrossTournaments;
import dev.tengen.readmodel.audit.ConductQuestion;
import dev.tengen.readmodel.audit.ConductRecord;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * A person's conduct across every tournament, for the federations' auditors: warnings, penalties, referees'
 * decisions, sanctions and bans, whichever tournament they were decided in. An audit read: it holds what the
 * per-tournament audit holds, so the same roles read it; no tournament is in its path, so only an account's own
 * roles count (an appointment holds in its tournament only). The parameters and the record are tengen-audit-reads',
 * shared with the read models application.
 */
@Path("/api/v1/conduct")
@Tag(name = "Audit")
public class ConductQuery {

    private final ConductAcrossTournaments conduct;

    ConductQuery(ConductAcrossTournaments conduct) {
        this.conduct = conduct;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "A person's conduct across every tournament: decisions concerning them and their bans",
            description = "name (compared as the sanctions registry compares names) and/or egf, ffg, aga (federation "
                    + "ids: a registration with another id of that body is a namesake). {name, memberships, "
                    + "registrations[{tournamentId, tournament, playerId, name, rank, club, country, memberships, "
                    + "withdrawn, warnings, penalties}], entries[{tournamentId, tournament, playerId, sequence, at, "
                    + "decision, event, by, article, round, board, gameId, reason, consequence}], bans[...]}; an unknown "
                    + "person has empty lists. 400 field-missing (neither a name nor an id), field-invalid. Auditor, "
                    + "organizer and technical delegate (their own roles).")
    public ConductRecord conduct(@QueryParam("name") String name, @QueryParam("egf") String egf,
            @QueryParam("ffg") String ffg, @QueryParam("aga") String aga) {
        return conduct.of(ConductQuestion.of(name, egf, ffg, aga));
    }
}
