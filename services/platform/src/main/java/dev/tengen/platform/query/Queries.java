package dev.tengen.platform.query;

import dev.tengen.platform.problem.Problem;
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

    /** Empty for an absent parameter, null for one that is not a number of at least {@code least}. */
    static Optional<Integer> round(String value, int least) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        try {
            int n = Integer.parseInt(value.trim());
            return n >= least ? Optional.of(n) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    static Response badRound(String name, String value, int least, UriInfo uri) {
        return Problem.of(400, "Malformed request", "field-invalid",
                "The parameter '" + name + "' takes a round number (" + least + " or more), not '" + value + "'.", name,
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
