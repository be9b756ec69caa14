package dev.tengen.tournament.app;

import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The game service's answers to the tournament's orders, as the tournament's caller hears them: its refusal with its
 * own status, code and detail; its absence as 503 games-unavailable with Retry-After (nothing was written here).
 */
public class GamesProblems {

    private static final Logger LOG = Logger.getLogger(GamesProblems.class);
    /** Seconds a client waits before it tries again: about a restart of the game service. */
    static final String RETRY_AFTER = "5";

    @ServerExceptionMapper
    public Response refused(GameRefused refused, UriInfo uri) {
        return Problem.of(refused.status(), refused.title(), refused.code(), refused.getMessage(), refused.field(),
                uri.getPath()).response();
    }

    @ServerExceptionMapper
    public Response unavailable(GamesUnavailable unavailable, UriInfo uri) {
        LOG.warnf("%s answered 503: %s", uri.getPath(), unavailable.getMessage());
        return Response.fromResponse(Problem.of(503, "Service unavailable", "games-unavailable",
                "The game service cannot be reached; nothing was written, try again.", null, uri.getPath()).response())
                .header("Retry-After", RETRY_AFTER).build();
    }
}
