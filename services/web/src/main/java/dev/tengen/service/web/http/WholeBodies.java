package dev.tengen.service.web.http;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
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

    /** The last route order of a gate that judges a request before its body is read (the deployment's own, too). */
    public static final int LAST_GATE = Integer.MIN_VALUE + 1;

    /** Before every other route but the gates, so that the body is read before the REST layer (or anything else) looks. */
    private static final int FIRST = LAST_GATE + 1;

    void readBodiesFirst(@Observes Router router) {
        BodyHandler commands = BodyHandler.create(false).setBodyLimit(RequestGuards.LIMIT_BYTES);
        // a pairgoth file is JSON too, and has a tournament file's limit (UploadLimits decides which)
        BodyHandler files = BodyHandler.create(false).setBodyLimit(UploadLimits.TOURNAMENT_FILE_BYTES);
        for (HttpMethod method : new HttpMethod[] {HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH}) {
            router.route().order(FIRST).method(method).consumes("application/json").handler(request -> {
                if (announcesABody(request)) {
                    (UploadLimits.tournamentFile(request.normalizedPath()) ? files : commands).handle(request);
                } else {
                    request.next();
                }
            });
        }
    }

    /**
     * Only an HTTP/1.x body announced by its length is read here; any other request goes the REST layer's own way.
     * Without a length (no body, or a chunked one) a whole-body read may find nothing, the routing context then
     * holds no body, and the REST layer would wait for a request that has already ended. Over HTTP/2 the REST layer
     * pauses the request as it begins, which HTTP/2 refuses once the request has been read.
     */
    private static boolean announcesABody(RoutingContext request) {
        if (request.request().version() == HttpVersion.HTTP_2) {
            return false;
        }
        String length = request.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        return length != null && !length.isBlank() && !"0".equals(length.strip());
    }
}
