package dev.tengen.readmodel.app;

import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;

/**
 * A player's games, results, colours, sanctions and Duan points, from the tournament book {@link PageBooks} builds of
 * the kept events, at the embedded platform's address and in its shape (its PlayerRecordQuery): public; an unknown
 * tournament or player is a 404 problem.
 */
@Path("/api/v1/tournaments/{id}/players/{playerId}/record")
public class PlayerRecords {

    private final PageBooks books;

    @Context
    UriInfo uri;

    PlayerRecords(PageBooks books) {
        this.books = books;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response record(@PathParam("id") String id, @PathParam("playerId") String playerId) {
        Optional<KeptTournament> tournament = KeptTournament.of(books, id);
        if (tournament.isEmpty()) {
            return KeptTournament.unknown(id, uri);
        }
        return tournament.get().book().record(id, playerId).<Response>map(r -> Response.ok(r).build())
                .orElseGet(() -> Problem.of(404, "Not found", "player-not-found", "No player " + playerId
                        + " is registered in this tournament.", null, uri.getPath()).response());
    }
}
