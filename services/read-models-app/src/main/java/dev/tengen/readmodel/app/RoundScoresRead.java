package dev.tengen.readmodel.app;

import dev.tengen.readmodel.RoundScores;
import dev.tengen.service.web.problem.Numerals;
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
 * Each player's score before a round ({@link RoundScores}), from the tournament book {@link PageBooks} builds of the
 * kept events, at the embedded platform's address and with its answers (its RoundScoresQuery): public; a round that
 * is not a number of at least 1, or beyond the tournament, is a 400 problem, an unknown tournament a 404 one.
 */
@Path("/api/v1/tournaments/{id}/rounds/{round}/scores")
public class RoundScoresRead {

    private final PageBooks books;

    @Context
    UriInfo uri;

    RoundScoresRead(PageBooks books) {
        this.books = books;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response scores(@PathParam("id") String id, @PathParam("round") String round) {
        Integer n = Numerals.whole(round.strip());
        if (n == null || n < 1) {
            return Problem.of(400, "Malformed request", "field-invalid", "The parameter 'round' takes a round number"
                    + " (1 or more), not '" + round + "'.", "round", uri.getPath()).response();
        }
        Optional<KeptTournament> tournament = KeptTournament.of(books, id);
        if (tournament.isEmpty()) {
            return KeptTournament.unknown(id, uri);
        }
        int last = RoundScores.lastRound(tournament.get().overview());
        if (n > last) {
            return Problem.of(400, "Malformed request", "field-invalid", "The parameter 'round' takes a round of this"
                    + " tournament, 1 to " + last + "; " + n + " is beyond it.", "round", uri.getPath()).response();
        }
        return Response.ok(RoundScores.before(tournament.get().book(), tournament.get().overview(), n)).build();
    }
}
