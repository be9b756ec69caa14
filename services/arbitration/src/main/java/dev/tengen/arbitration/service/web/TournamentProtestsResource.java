package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.idempotency.IdempotencyKeys;
import dev.tengen.service.web.problem.RetrySafeWrite;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * A protest filed in the tournament the path names (Incheon 2013 arbitration art. 1.1), the one place a referee appointed
 * there, with no role of their own, may file it: the offices an appointment gives are those of the tournament a
 * request's path names (Incheon 2013 duties art. 1.2), decided before the body is read. The protest is then the one
 * {@code POST /api/v1/protests} files, read at {@code /api/v1/protests/{id}}. A resource of its own, like the
 * docket's: under {@code /api/v1/tournaments/{id}} the more specific resource path wins over the tournament service's.
 */
@Path("/api/v1/tournaments/{id}/protests")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Arbitration")
public class TournamentProtestsResource {

    private final ArbitrationDesk desk;

    TournamentProtestsResource(ArbitrationDesk desk) {
        this.desk = desk;
    }

    @POST
    @RolesAllowed({Roles.PLAYER, Roles.TEAM_LEADER, Roles.REFEREE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Protest a referee's judgment in this tournament (Incheon 2013 arbitration art. 1.1)",
            description = "Roles: player, team-leader, referee, chief-referee, held by the account or by appointment in"
                    + " this tournament. The body is that of POST /api/v1/protests; its tournamentId may be left out and,"
                    + " when given, is this tournament's (else 400 field-invalid). The request carries an Idempotency-Key,"
                    + " so that one sent again is not filed twice (428 precondition-required otherwise).")
    public Response fileProtest(@PathParam("id") String id, @HeaderParam(IdempotencyKeys.HEADER) String idempotencyKey,
            NewProtest request) {
        RetrySafeWrite.requireKey(idempotencyKey, "A protest");
        return AppealResource.protestFiled(desk.fileProtest(id, request));
    }
}
