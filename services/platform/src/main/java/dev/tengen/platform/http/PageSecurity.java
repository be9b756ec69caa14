package dev.tengen.platform.http;

import dev.tengen.platform.pages.Html;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The content security policy of Tengen's own HTML pages (public pages, first run, ruling notices): nothing from
 * another site, no framing by one ({@code frame-ancestors 'none'}, against click-jacking), forms posted only
 * here, and the one inline script (the pages' live updates) admitted by its hash. Inline styles are admitted:
 * they run no code. The API documentation under {@code /q/} is Quarkus' own page and keeps its own scripts.
 */
public final class PageSecurity {

    /** The live script's SHA-256, as a CSP level 2 hash source. */
    private static final String SCRIPT_HASH = "'sha256-" + sha256(Html.LIVE_SCRIPT) + "'";

    private PageSecurity() {
    }

    private static String sha256(String script) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(script.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    static String policy() {
        return "default-src 'self'; script-src 'self' " + SCRIPT_HASH + "; style-src 'self' 'unsafe-inline'; "
                + "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
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
