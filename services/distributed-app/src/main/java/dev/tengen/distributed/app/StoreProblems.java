package dev.tengen.distributed.app;

import dev.tengen.distributed.store.StoreUnavailable;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.problem.ProblemMappers;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.axonframework.common.AxonException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * A service's event store out of reach (PostgreSQL stopped or restarting) as 503 store-unavailable with Retry-After:
 * nothing was written and the same request may be sent again (issue 15). Axon raises a failed commit as its own
 * exception; {@link StoreUnavailable#isUnreachable} reads the database's reason in it. Any other failure of Axon's is
 * ours: 500, as {@link ProblemMappers} answers it.
 */
public class StoreProblems {

    private static final Logger LOG = Logger.getLogger(StoreProblems.class);
    /** The detail a client reads: the database's own message (its address) stays in the log. */
    static final String NOTHING_WRITTEN = "The service's event store cannot be reached; nothing was written, try again.";

    /** Seconds a client waits before it tries again: about a PostgreSQL restart. */
    static final String RETRY_AFTER = "5";

    private final ProblemMappers problems = new ProblemMappers();

    @ServerExceptionMapper
    public Response unavailable(StoreUnavailable unavailable, UriInfo uri) {
        LOG.warnf("%s %s: %s", uri.getPath(), "answered 503", unavailable.getMessage());
        return storeUnavailable(NOTHING_WRITTEN, uri);
    }

    @ServerExceptionMapper
    public Response answersUnavailable(AnswersUnavailable unavailable, UriInfo uri) {
        return storeUnavailable("The service's database cannot be reached; try again.", uri);
    }

    @ServerExceptionMapper
    public Response axon(AxonException failure, UriInfo uri) {
        if (StoreUnavailable.isUnreachable(failure)) {
            LOG.warnf("%s %s: %s", uri.getPath(), "answered 503", failure.getMessage());
            return storeUnavailable(NOTHING_WRITTEN, uri);
        }
        return problems.internal(failure, uri);
    }

    private static Response storeUnavailable(String detail, UriInfo uri) {
        return Response.fromResponse(Problem.of(503, "Service unavailable", "store-unavailable", detail, null,
                uri.getPath()).response()).header("Retry-After", RETRY_AFTER).build();
    }
}
