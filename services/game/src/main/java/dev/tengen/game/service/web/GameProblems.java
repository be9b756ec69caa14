package dev.tengen.game.service.web;

import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Game refusals as RFC 9457 problems: 400 fix the request, 404 no such game, 409 read again, 422 the rules say no. */
public class GameProblems {

    @ServerExceptionMapper
    public Response refused(GameRefused refused, UriInfo uri) {
        return switch (refused.refusal().kind()) {
            case MALFORMED -> Problem.of(400, "Malformed request", refused.code(), refused.getMessage(), refused.field(),
                    uri.getPath()).response();
            case CONFLICT -> Problem.of(409, "Conflict with the game's record", refused.code(), refused.getMessage(),
                    refused.field(), uri.getPath()).response();
            case RULE_VIOLATION -> Problem.of(422, "Refused by the rules", refused.code(), refused.getMessage(),
                    refused.field(), uri.getPath()).response();
        };
    }

    @ServerExceptionMapper
    public Response problem(GameProblem problem, UriInfo uri) {
        String title = problem.status() == 404 ? "Not found" : "Version conflict";
        return Problem.of(problem.status(), title, problem.code(), problem.getMessage(), null, uri.getPath()).response();
    }
}
