package dev.tengen.platform.query;

import dev.tengen.service.web.problem.Numerals;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.problem.Unseen;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What the query resources share: 200 with the view or a 404 problem, and round parameters read as numbers.
 *
 * <p>Each query is its own resource class whose {@code @Path} is the whole path: JAX-RS picks the resource class
 * by the longest matching class path first, so a class at {@code /api/v1} would never see a request under the
 * write side's {@code /api/v1/tournaments} or {@code /api/v1/games}, and a class at {@code /api/v1/games/{id}}
 * would take the game service's own requests.
 */
final class Queries {

    /** SGF's media type by usage. */
    static final String SGF = "application/x-go-sgf";

    private Queries() {
    }

    static Response found(Optional<?> view, Supplier<Response> otherwise) {
        return view.<Response>map(v -> Response.ok(v).build()).orElseGet(otherwise);
    }

    /**
     * Empty for an absent parameter, null for one that is not a number of at least {@code least} written in the digits
     * 0 to 9 ({@link Numerals}).
     */
    static Optional<Integer> round(String value, int least) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        Integer n = Numerals.whole(value.strip());
        return n != null && n >= least ? Optional.of(n) : null;
    }

    /**
     * A round named in a query or a path, from {@code least} (0 for the standings before any round, 1 for a round's
     * pairings) to the tournament's extent ({@link TournamentOverview#extent()}): one request naming round two million
     * made the crosstable build two million columns, and the pairings of round 1,000,000,000 were an empty round. Empty
     * for an absent parameter; the 400 answer for one beyond the tournament or not a round.
     */
    static Result round(TournamentBook book, String tournamentId, String name, String value, int least, UriInfo uri) {
        Optional<Integer> round = round(value, least);
        if (round == null) {
            return new Result(null, badRound(name, value, least, uri));
        }
        Optional<TournamentOverview> tournament = book.tournament(tournamentId);
        if (tournament.isEmpty()) {
            return new Result(null, unknownTournament(tournamentId, uri));
        }
        int extent = tournament.get().extent();
        if (round.isPresent() && round.get() > extent) {
            String rounds = extent < least ? "which has none yet" : least + " to " + extent;
            return new Result(null, Problem.of(400, "Malformed request", "field-invalid", "The parameter '" + name
                    + "' takes a round of this tournament, " + rounds + "; " + round.get() + " is beyond it.", name,
                    uri.getPath()).response());
        }
        return new Result(round.orElse(null), null);
    }

    /** A round read from a query (null for the default), or the answer refusing it. */
    record Result(Integer round, Response refused) {
    }

    static Response badRound(String name, String value, int least, UriInfo uri) {
        return Problem.of(400, "Malformed request", "field-invalid",
                "The parameter '" + name + "' takes a round number (" + least + " or more), not '"
                        + Unseen.shown(value, 40) + "'.", name,
                uri.getPath()).response();
    }

    static Response unknownTournament(String id, UriInfo uri) {
        return notFound("tournament-not-found", "No tournament " + id + " exists.", uri);
    }

    static Response unknownGame(String id, UriInfo uri) {
        return notFound("game-not-found", "No game " + id + " exists.", uri);
    }

    static Response notFound(String code, String detail, UriInfo uri) {
        return Problem.of(404, "Not found", code, detail, null, uri.getPath()).response();
    }
}
