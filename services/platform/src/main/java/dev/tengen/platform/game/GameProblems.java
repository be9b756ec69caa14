package dev.tengen.platform.game;

import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.platform.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Game refusals as RFC 9457 problems: 400 fix the request, 404 no such game, 409 read again, 422 the rules say no. */
public class GameProblems {

    @ServerExceptionMapper
    public Response refused(GameRefused refused, UriInfo uri) {
        boolean malformed = refused.refusal().kind() == GameRefusal.Kind.MALFORMED;
        return Problem.of(malformed ? 400 : 422, malformed ? "Malformed request" : "Refused by the rules", refused.code(),
                refused.getMessage(), refused.field(), uri.getPath()).response();
    }

    @ServerExceptionMapper
    public Response problem(GameProblem problem, UriInfo uri) {
        String title = problem.status() == 404 ? "Not found" : "Version conflict";
        return Problem.of(problem.status(), title, problem.code(), problem.getMessage(), null, uri.getPath()).response();
    }
}
