package dev.tengen.ingress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The paths of an Ingress and the Service each sends to, chosen as ingress-nginx does with the annotation
 * {@code nginx.ingress.kubernetes.io/use-regex: "true"}: each path is written as a location {@code ~* "^<path>"} (a
 * regular expression, case-insensitive), the host's paths ordered by descending length, and the first that matches
 * wins (https://kubernetes.github.io/ingress-nginx/user-guide/ingress-path-matching/).
 *
 * @param routes the paths of the Ingress's first rule, in the order ingress-nginx tries them
 */
public record IngressRoutes(List<Route> routes) {

    /** The annotation that makes ingress-nginx read the paths as regular expressions. */
    public static final String USE_REGEX = "nginx.ingress.kubernetes.io/use-regex";

    /** A path of the Ingress and the Service it sends to. */
    public record Route(String path, String pathType, String service) {

        public boolean matches(String request) {
            return Pattern.compile("^" + path, Pattern.CASE_INSENSITIVE).matcher(request).find();
        }
    }

    /** The routes of {@code ingress}'s first rule (an Ingress manifest as a tree), in ingress-nginx's order. */
    public static IngressRoutes of(JsonNode ingress) {
        if (!"Ingress".equals(ingress.path("kind").asText())) {
            throw new IllegalArgumentException("not an Ingress: kind is '" + ingress.path("kind").asText() + "'");
        }
        List<Route> routes = new ArrayList<>();
        for (JsonNode path : ingress.at("/spec/rules/0/http/paths")) {
            Route route = new Route(path.path("path").asText(), path.path("pathType").asText(),
                    path.at("/backend/service/name").asText());
            if (route.path().isEmpty() || route.service().isEmpty()) {
                throw new IllegalArgumentException("a path of the Ingress has no path or no backend service: " + path);
            }
            try {
                Pattern.compile(route.path());
            } catch (PatternSyntaxException wrong) {
                throw new IllegalArgumentException("the Ingress path '" + route.path() + "' is not a regular expression: "
                        + wrong.getDescription());
            }
            routes.add(route);
        }
        if (routes.isEmpty()) {
            throw new IllegalArgumentException("the Ingress has no path under spec.rules[0].http.paths");
        }
        routes.sort(Comparator.comparingInt((Route route) -> route.path().length()).reversed());
        return new IngressRoutes(List.copyOf(routes));
    }

    /** The routes of the Ingress manifest in the YAML file {@code file}. */
    public static IngressRoutes read(Path file) throws IOException {
        return of(new ObjectMapper(new YAMLFactory()).readTree(file.toFile()));
    }

    /** The route a request for {@code path} takes, if any. */
    public Optional<Route> routeOf(String path) {
        return routes.stream().filter(route -> route.matches(path)).findFirst();
    }

    /** The Services the routes send to, each once. */
    public List<String> services() {
        return routes.stream().map(Route::service).distinct().sorted().toList();
    }
}
