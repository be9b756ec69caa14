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

/**
 * The published boards of a round with their results and byes. A round beyond the tournament is refused as the
 * standings refuse one, and as the read models' application does ({@code TournamentQueries}).
 */
@Path("/api/v1/tournaments/{id}/rounds/{round}/pairings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class PairingsQuery {

    private final TournamentBook book;

    @Context
    UriInfo uri;

    PairingsQuery(TournamentBook book) {
        this.book = book;
    }

    @GET
    @Operation(summary = "The published boards of a round with their results and byes", description = "Public.")
    public Response pairings(@PathParam("id") String id, @PathParam("round") String round) {
        Queries.Result n = Queries.round(book, id, "round", round, 1, uri);
        if (n.refused() != null) {
            return n.refused();
        }
        if (n.round() == null) {
            return Queries.badRound("round", round, 1, uri);
        }
        return Queries.found(book.round(id, n.round()), () -> Queries.unknownTournament(id, uri));
    }
}
