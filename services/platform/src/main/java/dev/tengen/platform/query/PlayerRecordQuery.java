package dev.tengen.platform.query;

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

/** A player's games, results, colours, sanctions and Duan points. */
@Path("/api/v1/tournaments/{id}/players/{playerId}/record")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class PlayerRecordQuery {

    private final TournamentBook book;

    @Context
    UriInfo uri;

    PlayerRecordQuery(TournamentBook book) {
        this.book = book;
    }

    @GET
    @Operation(summary = "A player's games, results and colours, warnings and penalties, and Duan points for a"
            + " professional", description = "Public.")
    public Response record(@PathParam("id") String id, @PathParam("playerId") String playerId) {
        if (book.tournament(id).isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        return Queries.found(book.record(id, playerId), () -> Queries.notFound("player-not-found",
                "No player " + playerId + " is registered in this tournament.", uri));
    }
}
