package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The path of an Ingress that ingress-nginx sends a request to, with its annotation use-regex "true": each path is
 * written as a location {@code ~* "^<path>"} (a regular expression, case-insensitive), the host's paths ordered by
 * descending length, and the first that matches wins
 * (https://kubernetes.github.io/ingress-nginx/user-guide/ingress-path-matching/).
 */
record IngressChoice(List<Route> routes) {

    /** A path of the Ingress and the Service it sends to. */
    record Route(String path, String pathType, String service) {

        boolean matches(String request) {
            return Pattern.compile("^" + path, Pattern.CASE_INSENSITIVE).matcher(request).find();
        }
    }

    static final String USE_REGEX = "nginx.ingress.kubernetes.io/use-regex";

    /** The routes of the first rule of the (single) Ingress among {@code manifests}, in ingress-nginx's order. */
    static IngressChoice of(List<ObjectNode> manifests) {
        List<Route> routes = new ArrayList<>();
        for (JsonNode path : ingress(manifests).at("/spec/rules/0/http/paths")) {
            routes.add(new Route(path.path("path").asText(), path.path("pathType").asText(),
                    path.at("/backend/service/name").asText()));
        }
        routes.sort(Comparator.comparingInt((Route route) -> route.path().length()).reversed());
        return new IngressChoice(List.copyOf(routes));
    }

    static JsonNode ingress(List<ObjectNode> manifests) {
        return Manifests.ofKind(manifests, "Ingress").getFirst();
    }

    /** The route a request for {@code path} takes, if any. */
    Optional<Route> routeOf(String path) {
        return routes.stream().filter(route -> route.matches(path)).findFirst();
    }
}
