package dev.tengen.service.web.console;

import io.quarkus.arc.properties.IfBuildProperty;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * The console (web-admin) at {@code /admin}: its files come from the web-admin jar ({@code META-INF/resources/admin}),
 * a dependency of each application that serves it ({@link ConsoleSettings#SERVED}); any other path under
 * {@code /admin/} is a screen of the single-page app, so it answers {@code index.html} and the app's router shows the
 * screen (a bookmark or a reload of {@code /admin/events/42/players} works). A path whose last
 * segment has a dot names a file: missing, it is a 404, not the app.
 *
 * <p>Built files carry a content hash in their names, so they are cached for a year; {@code index.html} is
 * revalidated at every load, so a new build reaches the desk at the next reload.
 */
@IfBuildProperty(name = ConsoleSettings.SERVED, stringValue = "true")
@Singleton
public class ConsoleRoutes {

    static final String ROOT = "/admin/";
    private static final String INDEX = ROOT + "index.html";

    void route(@Observes Router router) {
        // a regular expression: Vert.x's path "/admin" matches "/admin/" too, and the redirect would loop
        router.routeWithRegex(HttpMethod.GET, "^/admin$").order(-10).handler(context -> context.redirect(ROOT));
        router.route(HttpMethod.GET, "/admin/*").order(-10).handler(ConsoleRoutes::screenOrFile);
    }

    private static void screenOrFile(RoutingContext context) {
        String path = context.normalizedPath();
        if (path.startsWith(ROOT + "assets/")) {
            context.response().putHeader("Cache-Control", "public, max-age=31536000, immutable");
            context.next();
            return;
        }
        String last = path.substring(path.lastIndexOf('/') + 1);
        if (last.contains(".") && !path.equals(INDEX)) {
            context.next();
            return;
        }
        context.response().putHeader("Cache-Control", "no-cache");
        if (path.equals(INDEX)) {
            context.next();
        } else {
            context.reroute(INDEX);
        }
    }
}
