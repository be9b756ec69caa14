package dev.tengen.tournament.app;

import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** {@link GamesNotReachable} as 501 games-not-reachable: the deployment lacks it, the request itself is sound. */
public class GamesProblems {

    @ServerExceptionMapper
    public Response notReachable(GamesNotReachable refused, UriInfo uri) {
        return Problem.of(501, "Not implemented", "games-not-reachable", refused.getMessage(), null, uri.getPath())
                .response();
    }
}
