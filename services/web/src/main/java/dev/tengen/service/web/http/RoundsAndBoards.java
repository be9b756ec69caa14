package dev.tengen.service.web.http;

import dev.tengen.service.web.problem.Numerals;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * A round or a board named in an API path ({@code .../rounds/{n}}, {@code .../rounds/{round}/pairings},
 * {@code .../boards/{board}/result}) is written in the digits 0 to 9 ({@link Numerals}), checked before the endpoint
 * converts it: JAX-RS read {@code rounds/１} (fullwidth) as round 1, and answered {@code rounds/first} with a 404 for a
 * path that exists. Anything else is a 400 {@code field-invalid} naming the round or the board; what the number
 * means (a round of this tournament, a board of the round) is the endpoint's to judge.
 */
public class RoundsAndBoards {

    /** The path parameters that number a round or a board, and the field a problem names for each. */
    private static final Map<String, String> NUMBERED = Map.of("n", "round", "round", "round", "board", "board");

    @ServerRequestFilter
    public Response check(ContainerRequestContext request) {
        if (!request.getUriInfo().getPath().startsWith("/api/")) {
            return null;
        }
        var parameters = request.getUriInfo().getPathParameters();
        for (Map.Entry<String, String> numbered : NUMBERED.entrySet()) {
            String written = parameters.getFirst(numbered.getKey());
            if (written != null && Numerals.whole(written) == null) {
                String field = numbered.getValue();
                return Problem.of(400, "Malformed request", "field-invalid", "The " + field + " in the path is a " + field
                        + " number written in the digits 0 to 9, not '" + written + "'.", field,
                        request.getUriInfo().getPath()).response();
            }
        }
        return null;
    }
}
