package dev.tengen.platform.query;

import dev.tengen.audit.ChainLink;
import dev.tengen.platform.audit.AuditExport;
import dev.tengen.platform.security.Roles;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.TournamentBook;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The tournament's audit ledger: a JSON array to read, or the federation's hash-chained export as JSON lines when
 * the caller asks for {@code application/x-ndjson}. Only the auditor, the organizer and the technical delegate
 * read it: the payloads hold every official's and player's actions, and the public has the results pages.
 */
@Path("/api/v1/tournaments/{id}/audit")
@Tag(name = "Audit")
public class AuditQuery {

    /** The last line's hash, for the federation to keep and compare with a later export or {@code --head}. */
    static final String HEAD = "X-Audit-Head";

    private final TournamentBook book;
    private final AuditLedger ledger;
    private final AuditExport export;

    @Context
    UriInfo uri;

    AuditQuery(TournamentBook book, AuditLedger ledger, AuditExport export) {
        this.book = book;
        this.ledger = ledger;
        this.export = export;
    }

    @GET
    @Produces({MediaType.APPLICATION_JSON, AuditExport.NDJSON})
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Every event of the tournament in store order: as JSON, or hash-chained JSON lines",
            description = "Accept: application/json (the default) gives [{sequence, aggregate, aggregateSequence, type, "
                    + "at, by, payload}]. Accept: application/x-ndjson gives the federation export: one line an event with "
                    + "prev and hash (SHA-256 chain, docs/PLATFORM.md \"Audit\"), the last hash in X-Audit-Head. "
                    + "Auditor, organizer and technical delegate only.")
    public Response audit(@PathParam("id") String id, @Context HttpHeaders headers) {
        if (book.tournament(id).isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        if (!wantsLines(headers.getAcceptableMediaTypes())) {
            return Response.ok(ledger.ledger(id)).type(MediaType.APPLICATION_JSON_TYPE).build();
        }
        List<ChainLink> chain = export.chain(id);
        Response.ResponseBuilder response = Response.ok(AuditExport.text(chain)).type(AuditExport.NDJSON + ";charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"" + id + "-audit.ndjson\"");
        if (!chain.isEmpty()) {
            response.header(HEAD, chain.get(chain.size() - 1).hash());
        }
        return response.build();
    }

    /** True when the first acceptable type that names one of the two is the lines; a wildcard means JSON. */
    private static boolean wantsLines(List<MediaType> acceptable) {
        MediaType lines = MediaType.valueOf(AuditExport.NDJSON);
        for (MediaType type : acceptable) {
            if (type.isWildcardType() || type.isWildcardSubtype() || type.isCompatible(MediaType.APPLICATION_JSON_TYPE)) {
                return false;
            }
            if (type.isCompatible(lines)) {
                return true;
            }
        }
        return false;
    }
}
