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

/** Standings after a round, computed by the engine (see {@code TournamentBook#standings}). */
@Path("/api/v1/tournaments/{id}/standings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class StandingsQuery {

    private final TournamentBook book;

    @Context
    UriInfo uri;

    StandingsQuery(TournamentBook book) {
        this.book = book;
    }

    @GET
    @Operation(summary = "Standings after a round (default: the last round with a result), computed by the engine",
            description = "Public.")
    public Response standings(@PathParam("id") String id, @QueryParam("afterRound") String afterRound) {
        Queries.Result round = Queries.round(book, id, "afterRound", afterRound, 0, uri);
        if (round.refused() != null) {
            return round.refused();
        }
        return Queries.found(book.standings(id, round.round()), () -> Queries.unknownTournament(id, uri));
    }
}
