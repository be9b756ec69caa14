package dev.tengen.platform.http;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * Reads each JSON request body whole on the I/O thread, before the REST layer runs the endpoint on a worker.
 *
 * <p>Without it the REST layer hands a blocking endpoint a stream that the worker reads while the I/O thread is
 * still receiving the body, the two handing each chunk over under a lock: a sixth of the platform's CPU per move
 * under load (docs/BENCHMARKS.md, "Moves and latency"). With the body already read, the REST layer reads it from
 * memory (it uses the routing context's body when there is one).
 */
@Singleton
public class WholeBodies {

    /** Quarkus' own request limit ({@code quarkus.http.limits.max-body-size}, 10 MiB), kept for JSON bodies. */
    static final long LIMIT_BYTES = 10L * 1024 * 1024;

    /** Before every other route, so that the body is read before the REST layer (or anything else) looks. */
    private static final int FIRST = Integer.MIN_VALUE + 1;

    void readBodiesFirst(@Observes Router router) {
        BodyHandler bodies = BodyHandler.create(false).setBodyLimit(LIMIT_BYTES);
        for (HttpMethod method : new HttpMethod[] {HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH}) {
            router.route().order(FIRST).method(method).consumes("application/json").handler(request -> {
                if (announcesABody(request)) {
                    bodies.handle(request);
                } else {
                    request.next();
                }
            });
        }
    }

    /**
     * Only a body announced by its length is read here. A request without one (no body, or a chunked one) goes
     * the REST layer's own way: after a whole-body read that found nothing the routing context holds no body, and
     * the REST layer would then wait for a request that has already ended.
     */
    private static boolean announcesABody(RoutingContext request) {
        String length = request.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        return length != null && !length.isBlank() && !"0".equals(length.strip());
    }
}
