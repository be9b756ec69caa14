package dev.tengen.readmodel.app;

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

/**
 * A person's conduct across every tournament at the embedded platform's address and in its shape (its ConductQuery),
 * made by tengen-audit-reads from what this application keeps ({@link KeptConduct}). The same roles as the
 * tournament's audit; the path names no tournament, so only the token's realm roles count ({@link AuditOffices} gives
 * offices on a tournament's audit path alone).
 */
@Path("/api/v1/conduct")
public class ConductQuery {

    private final ConductAcrossTournaments conduct;

    ConductQuery(KeptConduct kept) {
        this.conduct = new ConductAcrossTournaments(kept);
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public ConductRecord conduct(@QueryParam("name") String name, @QueryParam("egf") String egf,
            @QueryParam("ffg") String ffg, @QueryParam("aga") String aga) {
        return conduct.of(ConductQuestion.of(name, egf, ffg, aga));
    }
}
