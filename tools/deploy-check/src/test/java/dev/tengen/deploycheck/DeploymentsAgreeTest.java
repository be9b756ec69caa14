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
 * The chart (release "tengen", values ci/small-production-values.yaml) and the kustomize overlay small-production
 * install the same applications: the same settings by name, the same probes, the same volumes at the same paths, the
 * same routes. They are two files to keep in step; this keeps them so. (The small production's values, not the
 * defaults: both name the rating lists' claim, which the chart's defaults leave out.)
 */
class DeploymentsAgreeTest {

    static List<ObjectNode> helm;
    static List<ObjectNode> kustomize;

    @BeforeAll
    static void render() {
        helm = HelmCharts.template(Repository.CHART, Repository.CHART.resolve("ci/small-production-values.yaml"));
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

    /**
     * Each application's mounts: the path, read-only or not, and what is mounted there (a Secret, a claim, an empty
     * directory); the names the chart gives its Secrets and claims are the overlay's by default.
     */
    private static Map<String, Set<String>> mounts(List<ObjectNode> manifests) {
        Map<String, Set<String>> mounts = new TreeMap<>();
        for (ObjectNode deployment : Manifests.ofKind(manifests, "Deployment")) {
            Map<String, JsonNode> volumes = new TreeMap<>();
            deployment.at("/spec/template/spec/volumes").forEach(v -> volumes.put(v.path("name").asText(), v));
            Set<String> described = new TreeSet<>();
            for (JsonNode mount : deployment.at("/spec/template/spec/containers/0/volumeMounts")) {
                JsonNode volume = volumes.get(mount.path("name").asText());
                String source = volume.has("secret") ? "secret " + volume.at("/secret/secretName").asText()
                        : volume.has("persistentVolumeClaim")
                                ? "claim " + volume.at("/persistentVolumeClaim/claimName").asText()
                                        + (volume.at("/persistentVolumeClaim/readOnly").asBoolean() ? " read-only" : "")
                                : volume.has("emptyDir") ? "empty directory" : volume.toString();
                String mode = mount.path("readOnly").asBoolean() ? " (read-only)" : "";
                described.add(mount.path("mountPath").asText() + mode + ": " + source);
            }
            mounts.put(deployment.at("/metadata/name").asText(), described);
        }
        return mounts;
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
    void everyApplicationMountsTheSameVolumesAtTheSamePaths() {
        assertEquals(mounts(kustomize), mounts(helm));
    }

    @Test
    void theIngressRoutesThePathsToTheSameServices() {
        assertEquals(routes(kustomize), routes(helm));
    }
}
