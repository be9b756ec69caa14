package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
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
}
