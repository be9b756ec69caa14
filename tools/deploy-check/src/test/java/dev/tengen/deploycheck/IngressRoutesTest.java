package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tengen.ingress.IngressRoutes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Where the Ingress of the chart (release "tengen", default values) and of the kustomize overlay sends requests, as
 * ingress-nginx chooses ({@link IngressRoutes}, the local ingress's own choice): each request below to the Service of the application that answers
 * it. The table is written by hand from the services' resources (a tournament's docket and the protests filed at its
 * path are the arbitration's; its standings, crosstable, pairings, live stream, audit, players' records, round scores
 * and SGF bundle, and a game's record, board, replay, SGF and live stream, and a person's conduct across tournaments,
 * are the read models'; the rest of a tournament, the bans and the registration desk's rating search are the
 * tournament service's).
 */
class IngressRoutesTest {

    private static final Map<String, String> REQUESTS = new LinkedHashMap<>();

    static {
        REQUESTS.put("/api/v1/tournaments", "tengen-tournament");
        REQUESTS.put("/api/v1/tournaments/t-1", "tengen-tournament");
        REQUESTS.put("/api/v1/tournaments/t-1/players", "tengen-tournament");
        REQUESTS.put("/api/v1/tournaments/t-1/rounds/3", "tengen-tournament");
        REQUESTS.put("/api/v1/tournaments/t-1/rounds/3/pairing", "tengen-tournament");
        REQUESTS.put("/api/v1/tournaments/t-1/rounds/3/pairing/why", "tengen-tournament");
        REQUESTS.put("/api/v1/bans", "tengen-tournament");
        REQUESTS.put("/api/v1/ratings", "tengen-tournament");
        REQUESTS.put("/api/v1/tournaments/t-1/docket", "tengen-arbitration");
        REQUESTS.put("/api/v1/tournaments/t-1/protests", "tengen-arbitration");
        REQUESTS.put("/api/v1/protests/p-1/appeal", "tengen-arbitration");
        REQUESTS.put("/api/v1/protests", "tengen-arbitration");
        REQUESTS.put("/api/v1/appeals/a-1/votes", "tengen-arbitration");
        REQUESTS.put("/api/v1/appeal-deposits/t-1", "tengen-arbitration");
        REQUESTS.put("/api/v1/games/g-1", "tengen-game");
        REQUESTS.put("/api/v1/games/g-1/moves", "tengen-game");
        REQUESTS.put("/api/v1/games/g-1/record", "tengen-read-models");
        REQUESTS.put("/api/v1/games/g-1/sgf", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/standings", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/crosstable", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/rounds/3/pairings", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/stream", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/audit", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/audit/head", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/audit/decisions", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/audit/players", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/audit/duan", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/audit/timeline", "tengen-read-models");
        REQUESTS.put("/api/v1/audit/key", "tengen-read-models");
        REQUESTS.put("/api/v1/conduct", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/players/p-1/record", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/rounds/3/scores", "tengen-read-models");
        REQUESTS.put("/api/v1/tournaments/t-1/games.zip", "tengen-read-models");
        REQUESTS.put("/api/v1/accounts/me/boards", "tengen-read-models");
        REQUESTS.put("/api/v1/accounts/me/games", "tengen-read-models");
        REQUESTS.put("/api/v1/games/g-1/stream", "tengen-read-models");
        REQUESTS.put("/t/t-1/standings", "tengen-read-models");
        REQUESTS.put("/admin/config.json", "tengen-read-models");
        REQUESTS.put("/", "tengen-read-models");
    }

    /** Where each service's resources are (the read models' JSON reads are the read-models application's own). */
    private static final Map<String, String> MODULES = Map.of("tengen-tournament", "services/tournament",
            "tengen-arbitration", "services/arbitration", "tengen-game", "services/game",
            "tengen-read-models", "services/read-models-app");

    static Map<String, List<ObjectNode>> renders = new LinkedHashMap<>();

    @BeforeAll
    static void render() {
        renders.put("chart", HelmCharts.template(Repository.CHART, null));
        renders.put("overlay small-production", Kustomize.render(Repository.OVERLAYS.resolve("small-production")));
    }

    @Test
    void eachRequestGoesToTheServiceOfTheApplicationThatAnswersIt() {
        renders.forEach((name, manifests) -> {
            IngressRoutes choice = IngressRoutes.of(ingress(manifests));
            Map<String, String> sent = new LinkedHashMap<>();
            REQUESTS.keySet().forEach(path -> sent.put(path,
                    choice.routeOf(path).map(IngressRoutes.Route::service).orElse("nothing")));
            assertEquals(REQUESTS, sent, name);
        });
    }

    @Test
    void theIngressAsksIngressNginxToReadItsPathsAsRegularExpressions() {
        renders.forEach((name, manifests) -> assertEquals("true",
                ingress(manifests).at("/metadata/annotations").path(IngressRoutes.USE_REGEX).asText(),
                name));
    }

    /** Prefix and Exact paths are plain paths (ingress-nginx refuses others since 1.12's strict path validation). */
    @Test
    void aPathThatIsARegularExpressionIsImplementationSpecific() {
        renders.forEach((name, manifests) -> {
            for (IngressRoutes.Route route : IngressRoutes.of(ingress(manifests)).routes()) {
                boolean regex = !route.path().matches("[A-Za-z0-9/._-]*");
                assertEquals(regex ? "ImplementationSpecific" : "Prefix", route.pathType(), name + " " + route);
            }
        });
    }

    /** A route no request of the table takes is either dead or missing from the table. */
    @Test
    void everyRouteCarriesARequestOfTheTable() {
        renders.forEach((name, manifests) -> {
            IngressRoutes choice = IngressRoutes.of(ingress(manifests));
            List<IngressRoutes.Route> taken = REQUESTS.keySet().stream().map(choice::routeOf)
                    .flatMap(Optional::stream).distinct().toList();
            List<IngressRoutes.Route> idle = new ArrayList<>(choice.routes());
            idle.removeAll(taken);
            assertEquals(List.of(), idle, name);
        });
    }

    /** The table's API requests are answered by a resource of the module of the service it names. */
    @Test
    void eachApiRequestOfTheTableHasAResourceInTheModuleOfItsService() throws IOException {
        for (Map.Entry<String, String> request : REQUESTS.entrySet()) {
            if (!request.getKey().startsWith("/api/")) {
                continue;
            }
            List<Pattern> paths = resourcePaths(Repository.ROOT.resolve(MODULES.get(request.getValue())));
            assertTrue(paths.stream().anyMatch(path -> path.matcher(request.getKey()).matches()),
                    request.getKey() + ": no resource of " + MODULES.get(request.getValue()) + " answers it");
        }
    }

    /** The (single) Ingress among the rendered manifests. */
    private static JsonNode ingress(List<ObjectNode> manifests) {
        return Manifests.ofKind(manifests, "Ingress").getFirst();
    }

    private static final Pattern PATH = Pattern.compile("@Path\\(\"([^\"]*)\"\\)");
    private static final Pattern PARAMETER = Pattern.compile("\\{[^}]+}");

    /**
     * Every path the module's JAX-RS resources answer, as a pattern: a class's {@code @Path}, alone and joined with
     * each {@code @Path} of its methods ({@code {id}} standing for one segment).
     */
    private static List<Pattern> resourcePaths(Path module) throws IOException {
        List<Pattern> paths = new ArrayList<>();
        try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String source = read(file);
                int declaration = source.indexOf(" class ");
                Matcher found = PATH.matcher(source);
                String base = null;
                while (found.find()) {
                    if (base == null && found.start() < declaration) {
                        base = found.group(1);
                        paths.add(template(base));
                    } else if (base != null) {
                        paths.add(template(base.replaceAll("/$", "") + "/" + found.group(1).replaceAll("^/", "")));
                    }
                }
            }
        }
        return paths;
    }

    private static Pattern template(String path) {
        StringBuilder regex = new StringBuilder();
        Matcher parameter = PARAMETER.matcher(path);
        int last = 0;
        while (parameter.find()) {
            regex.append(Pattern.quote(path.substring(last, parameter.start()))).append("[^/]+");
            last = parameter.end();
        }
        return Pattern.compile(regex.append(Pattern.quote(path.substring(last))).toString());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
