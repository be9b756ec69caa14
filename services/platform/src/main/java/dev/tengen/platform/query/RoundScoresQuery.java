package dev.tengen.platform.query;

import dev.tengen.service.web.problem.Problem;
import dev.tengen.readmodel.RoundScores;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Each player's score before a round: what the round is paired on, for the pairing screen's score groups. */
@Path("/api/v1/tournaments/{id}/rounds/{round}/scores")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class RoundScoresQuery {

    private final TournamentBook book;

    @Context
    UriInfo uri;

    RoundScoresQuery(TournamentBook book) {
        this.book = book;
    }

    @GET
    @Operation(summary = "Each player's score before a round (after the round before it), computed by the engine: the"
            + " McMahon score in a McMahon, points otherwise; players never paired included", description = "Public.")
    public Response scores(@PathParam("id") String id, @PathParam("round") String round) {
        var n = Queries.round(round, 1);
        if (n == null || n.isEmpty()) {
            return Queries.badRound("round", round, 1, uri);
        }
        Optional<TournamentOverview> tournament = book.tournament(id);
        if (tournament.isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        if (n.get() > RoundScores.lastRound(tournament.get())) {
            return Problem.of(400, "Malformed request", "field-invalid", "The parameter 'round' takes a round of this"
                    + " tournament, 1 to " + RoundScores.lastRound(tournament.get()) + "; " + n.get() + " is beyond it.", "round",
                    uri.getPath()).response();
        }
        return Response.ok(RoundScores.before(book, tournament.get(), n.get())).build();
    }
}
