package dev.tengen.platform.http;

import dev.tengen.service.web.http.RouteAnswers;

import dev.tengen.platform.axon.StoreDamage;
import dev.tengen.service.web.problem.Problem;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * While the event store is damaged ({@link StoreDamage}) every request but the health checks is answered 503
 * {@code store-damaged}, naming the file and what to do: a problem detail for the API, a short page for a browser.
 * Nothing is written into the damaged file, and nothing read from it is served: a table read from a damaged file
 * may lack a result in its middle and still look whole, and the official one is in the backup (docs/PLATFORM.md,
 * "Operations: a damaged event store").
 *
 * <p>The gate asks for the store's condition as the routes are set up, so the start-up check has run before the
 * first request; it is the first route, so a refused request's body is never read.
 */
@Singleton
public class StoreGate {

    public static final String CODE = "store-damaged";

    void gate(@Observes Router router, StoreDamage damage) {
        router.route().order(Integer.MIN_VALUE).handler(request -> {
            if (damage.damaged() && !request.normalizedPath().startsWith("/q/health")) {
                refuse(request, damage);
            } else {
                request.next();
            }
        });
    }

    private static void refuse(RoutingContext request, StoreDamage damage) {
        String advice = damage.advice();
        String accept = request.request().getHeader(HttpHeaders.ACCEPT);
        boolean page = !request.normalizedPath().startsWith("/api/") && accept != null && accept.contains("text/html");
        request.response().setStatusCode(503);
        if (page) {
            request.response().putHeader(HttpHeaders.CONTENT_TYPE, "text/html;charset=UTF-8")
                    .end("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\""
                            + " content=\"width=device-width, initial-scale=1\"><title>Results unavailable</title></head>"
                            + "<body><h1>Results unavailable</h1><p>The platform found its event store damaged and shows"
                            + " nothing until the tournament director has restored it.</p><p>" + text(advice)
                            + "</p></body></html>");
            return;
        }
        RouteAnswers.problem(request, Problem.of(503, "The event store is damaged", CODE, advice, null,
                request.normalizedPath()));
    }

    /** The advice as HTML text: it names a file, whose path the operator chose. */
    private static String text(String advice) {
        return advice.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
