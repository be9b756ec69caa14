package dev.tengen.platform.query;

import dev.tengen.readmodel.TournamentBook;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The crosstable through a round. */
@Path("/api/v1/tournaments/{id}/crosstable")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class CrosstableQuery {

    private final TournamentBook book;

    @Context
    UriInfo uri;

    CrosstableQuery(TournamentBook book) {
        this.book = book;
    }

    @GET
    @Operation(summary = "The crosstable through a round (default: the last round published)", description = "Public.")
    public Response crosstable(@PathParam("id") String id, @QueryParam("throughRound") String throughRound) {
        Queries.Result round = Queries.round(book, id, "throughRound", throughRound, 0, uri);
        if (round.refused() != null) {
            return round.refused();
        }
        return Queries.found(book.crosstable(id, round.round()), () -> Queries.unknownTournament(id, uri));
    }
}
