package dev.tengen.platform.http;

import dev.tengen.service.web.http.RequestGuards;
import dev.tengen.service.web.http.RouteAnswers;
import dev.tengen.service.web.http.WholeBodies;

import dev.tengen.platform.security.SecurityProblems;
import dev.tengen.platform.security.SessionCookie;
import dev.tengen.platform.security.SessionStore;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Set;

/**
 * A write to the API that carries no credentials and announces a large body (over {@value #SMALL} bytes, or of no
 * stated length) is refused before its body is read: 401 {@code sign-in-required} with the Basic challenge, the
 * answer its endpoint gives anyway (every write of the API names the roles it admits; SecurityApiTest walks them
 * all), and the connection closed, so the rest of the body is never received. Without it {@link WholeBodies} read
 * every anonymous body whole first, up to the 1 MiB RequestGuards admits, and four clients sending such bodies took most of both cores
 * (docs/BENCHMARKS.md, "Signed-in latency under abuse"). A small body goes the usual way (cheap to read, and the
 * tests' own identities carry no header). A console's live session cookie counts as credentials (an audit export
 * sent to be verified from the console is larger than {@value #SMALL} bytes); a cookie naming no session does not.
 */
@Singleton
public class AnonymousWrites {

    /** After the store's gate, before the bodies are read. */
    static final int ORDER = WholeBodies.LAST_GATE;

    /** The largest body read before the credentials are checked; the API's writes take a few KiB at most. */
    static final long SMALL = 64 * 1024;

    private static final Set<HttpMethod> WRITES = Set.of(HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH, HttpMethod.DELETE);

    @Inject
    SessionStore sessions;

    void refuseEarly(@Observes Router router) {
        router.route().order(ORDER).handler(request -> {
            if (WRITES.contains(request.request().method()) && request.normalizedPath().startsWith("/api/")
                    && request.request().getHeader(HttpHeaders.AUTHORIZATION) == null && large(request) && !signedIn(request)) {
                request.response().putHeader("WWW-Authenticate", SecurityProblems.CHALLENGE)
                        .putHeader(HttpHeaders.CONNECTION, "close");
                RouteAnswers.problem(request, SecurityProblems.signInRequired(request.normalizedPath()));
            } else {
                request.next();
            }
        });
    }

    /** Whether the request carries the console's cookie of a live session. */
    private boolean signedIn(RoutingContext request) {
        Cookie cookie = request.request().getCookie(SessionCookie.NAME);
        return cookie != null && !cookie.getValue().isBlank() && sessions.use(cookie.getValue()).isPresent();
    }

    /** Whether the request announces a body over {@link #SMALL} bytes, or sends one of no stated length. */
    private static boolean large(RoutingContext request) {
        String length = request.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length == null) {
            return "chunked".equalsIgnoreCase(request.request().getHeader(HttpHeaders.TRANSFER_ENCODING));
        }
        try {
            return Long.parseLong(length.strip()) > SMALL;
        } catch (NumberFormatException e) {
            return false; // the HTTP layer refuses it
        }
    }
}
