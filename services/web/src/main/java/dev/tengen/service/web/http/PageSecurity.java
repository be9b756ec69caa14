package dev.tengen.service.web.http;

import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * The content security policy of Tengen's own HTML pages (public pages, the console, first run, ruling notices):
 * nothing from another site, no framing by one ({@code frame-ancestors 'none'}, against click-jacking), forms posted
 * only here, and scripts only from the platform's own files (the pages' live updates and the game viewer are static
 * scripts, no inline script remains). Inline styles are admitted: they run no code. The API documentation under
 * {@code /q/} is Quarkus' own page and keeps its own scripts.
 */
public final class PageSecurity {

    private PageSecurity() {
    }

    static String policy() {
        return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
    }

    /** Adds the policy to an HTML answer outside {@code /q/}, as its headers are written. */
    static void onPage(RoutingContext request) {
        String type = request.response().headers().get(HttpHeaders.CONTENT_TYPE);
        if (type != null && type.startsWith("text/html") && !request.normalizedPath().startsWith("/q/")) {
            request.response().putHeader("Content-Security-Policy", policy());
            request.response().putHeader("X-Frame-Options", "DENY");
        }
    }
}
