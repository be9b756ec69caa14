package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The chart (release "tengen", default values) and the kustomize overlay install the same applications: the same
 * settings by name, the same probes, the same routes. They are two files to keep in step; this keeps them so.
 */
class DeploymentsAgreeTest {

    static List<ObjectNode> helm;
    static List<ObjectNode> kustomize;

    @BeforeAll
    static void render() {
        helm = HelmCharts.template(Repository.CHART, null);
        kustomize = Kustomize.render(Repository.OVERLAYS.resolve("small-production"));
    }

    /** Each application's environment by variable name, from its ConfigMaps and its own env. */
    private static Map<String, Set<String>> settings(List<ObjectNode> manifests) {
        Map<String, Set<String>> settings = new TreeMap<>();
        for (ObjectNode deployment : Manifests.ofKind(manifests, "Deployment")) {
            Set<String> names = new TreeSet<>();
            JsonNode container = deployment.at("/spec/template/spec/containers/0");
            for (JsonNode source : container.path("envFrom")) {
                String configMap = source.at("/configMapRef/name").asText();
                Manifests.named(manifests, "ConfigMap", configMap).path("data").fieldNames()
                        .forEachRemaining(names::add);
            }
            container.path("env").forEach(env -> names.add(env.path("name").asText()));
            settings.put(deployment.at("/metadata/name").asText(), names);
        }
        return settings;
    }

    /** Each probe as a tree: the order of its keys does not count. */
    private static Map<String, JsonNode> probes(List<ObjectNode> manifests) {
        Map<String, JsonNode> probes = new TreeMap<>();
        for (ObjectNode deployment : Manifests.ofKind(manifests, "Deployment")) {
            JsonNode container = deployment.at("/spec/template/spec/containers/0");
            for (String probe : List.of("startupProbe", "readinessProbe", "livenessProbe")) {
                probes.put(deployment.at("/metadata/name").asText() + " " + probe, container.path(probe));
            }
        }
        return probes;
    }

    private static Map<String, String> routes(List<ObjectNode> manifests) {
        Map<String, String> routes = new TreeMap<>();
        for (JsonNode path : Manifests.ofKind(manifests, "Ingress").getFirst().at("/spec/rules/0/http/paths")) {
            routes.put(path.path("path").asText(), path.at("/backend/service/name").asText());
        }
        return routes;
    }

    @Test
    void everyApplicationGetsTheSameSettingsByName() {
        assertEquals(settings(kustomize), settings(helm));
    }

    @Test
    void everyApplicationHasTheSameProbes() {
        assertEquals(probes(kustomize), probes(helm));
    }

    @Test
    void theIngressRoutesThePathsToTheSameServices() {
        assertEquals(routes(kustomize), routes(helm));
    }

    /**
     * Each API path the ingress sends to a command service is answered by a resource of that service's own module
     * ({@code services/<name>}): a class at that path, or a class at {@code /api/v1} with a method under the path's
     * last segment. A path sent elsewhere would answer 404 in the distributed deployment.
     */
    @Test
    void everyRoutedApiPathIsAnsweredByTheServiceItIsSentTo() throws Exception {
        for (Map.Entry<String, String> route : routes(helm).entrySet()) {
            String service = route.getValue().substring("tengen-".length());
            if (!route.getKey().startsWith("/api/v1/") || service.equals("read-models")) {
                continue;
            }
            Path sources = Repository.ROOT.resolve("services/" + service + "/src/main/java");
            try (Stream<Path> files = Files.walk(sources)) {
                assertTrue(files.filter(file -> file.toString().endsWith(".java"))
                                .anyMatch(file -> answers(read(file), route.getKey())),
                        route.getKey() + " is sent to " + route.getValue() + ", whose module has no resource there");
            }
        }
    }

    private static boolean answers(String resource, String path) {
        String segment = path.substring("/api/v1/".length());
        return resource.contains("@Path(\"" + path + "\")") || resource.contains("@Path(\"" + path + "/")
                || resource.contains("@Path(\"/api/v1\")")
                        && (resource.contains("@Path(\"" + segment) || resource.contains("@Path(\"/" + segment));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
