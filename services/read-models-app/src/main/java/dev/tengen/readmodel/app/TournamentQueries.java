package dev.tengen.readmodel.app;

import dev.tengen.service.web.problem.Numerals;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import java.util.function.Function;

/**
 * The tournaments' public JSON, read from the views in MongoDB, at the embedded platform's addresses and in its
 * shapes (its StandingsQuery, CrosstableQuery, PairingsQuery): no token needed. A round beyond the tournament's
 * extent, or not a number, is a 400 problem; an unknown tournament a 404 one.
 */
@Path("/api/v1/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
public class TournamentQueries {

    private final TournamentViews views;

    @Context
    UriInfo uri;

    TournamentQueries(ReadModelStore store) {
        this.views = store.views();
    }

    @GET
    @Path("standings")
    public Response standings(@PathParam("id") String id, @QueryParam("afterRound") String afterRound) {
        return inTournament(id, "afterRound", afterRound, t -> t.standingsAfter(),
                round -> views.standings(id, round));
    }

    @GET
    @Path("crosstable")
    public Response crosstable(@PathParam("id") String id, @QueryParam("throughRound") String throughRound) {
        return inTournament(id, "throughRound", throughRound, t -> t.overview().roundsPaired(),
                round -> views.crosstable(id, round));
    }

    @GET
    @Path("rounds/{round}/pairings")
    public Response pairings(@PathParam("id") String id, @PathParam("round") String round) {
        Optional<TournamentViews.Tournament> tournament = views.tournament(id);
        if (tournament.isEmpty()) {
            return unknownTournament(id);
        }
        Integer n = Numerals.whole(round.strip());
        int extent = tournament.get().overview().extent();
        if (n == null || n < 1 || n > extent) {
            return Problem.of(400, "Malformed request", "field-invalid", "The parameter 'round' takes a round of this"
                    + " tournament, " + (extent < 1 ? "which has none yet" : "1 to " + extent) + ", not '" + round + "'.",
                    "round", uri.getPath()).response();
        }
        return found(views.round(id, n), id);
    }

    /**
     * The view of the round asked ({@code 0} to the last paired, as the views are stored), or of the default round
     * when none is asked.
     */
    private Response inTournament(String id, String name, String asked,
            Function<TournamentViews.Tournament, Integer> byDefault, Function<Integer, Optional<?>> view) {
        Optional<TournamentViews.Tournament> tournament = views.tournament(id);
        if (tournament.isEmpty()) {
            return unknownTournament(id);
        }
        int paired = tournament.get().overview().roundsPaired();
        Integer round = asked == null || asked.isBlank() ? byDefault.apply(tournament.get())
                : Numerals.whole(asked.strip());
        if (round == null || round < 0 || round > paired) {
            return Problem.of(400, "Malformed request", "field-invalid", "The parameter '" + name
                    + "' takes a round of this tournament, 0 to " + paired + ", not '" + asked + "'.", name,
                    uri.getPath()).response();
        }
        return found(view.apply(round), id);
    }

    private Response found(Optional<?> view, String id) {
        return view.<Response>map(v -> Response.ok(v).build()).orElseGet(() -> unknownTournament(id));
    }

    private Response unknownTournament(String id) {
        return Problem.of(404, "Not found", "tournament-not-found", "No tournament " + id + " exists.", null,
                uri.getPath()).response();
    }
}
