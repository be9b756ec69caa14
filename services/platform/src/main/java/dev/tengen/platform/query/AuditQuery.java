package dev.tengen.platform.query;

import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.TournamentBook;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The tournament's audit ledger. */
@Path("/api/v1/tournaments/{id}/audit")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class AuditQuery {

    private final TournamentBook book;
    private final AuditLedger ledger;

    @Context
    UriInfo uri;

    AuditQuery(TournamentBook book, AuditLedger ledger) {
        this.book = book;
        this.ledger = ledger;
    }

    @GET
    @Operation(summary = "Every event of the tournament in order: sequence, type, time, who and payload",
            description = "Public now; auditor, organizer and technical-delegate once security arrives.")
    public Response audit(@PathParam("id") String id) {
        if (book.tournament(id).isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        return Response.ok(ledger.ledger(id)).build();
    }
}
