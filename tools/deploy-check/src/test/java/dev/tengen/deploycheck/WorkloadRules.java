package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Tengen's own rules for what it installs, beyond the schemas: each application's probes on Quarkus health,
 * requests and limits, no secret value in a manifest, no image from a frozen repository.
 */
final class WorkloadRules {

    private static final Map<String, String> PROBES = Map.of(
            "startupProbe", "/q/health/started",
            "readinessProbe", "/q/health/ready",
            "livenessProbe", "/q/health/live");

    /** Repositories that no longer publish images (Bitnami's free images were frozen in 2025). */
    private static final Pattern FROZEN = Pattern.compile("(^|/)bitnami(legacy)?/");

    private static final Pattern SECRET_NAME = Pattern.compile("PASSWORD|SECRET|TOKEN|_KEY$");

    private WorkloadRules() {
    }

    static List<String> problems(List<ObjectNode> manifests) {
        List<String> problems = new ArrayList<>();
        for (ObjectNode manifest : manifests) {
            String id = Manifests.identity(manifest);
            if ("Secret".equals(manifest.path("kind").asText())) {
                problems.add(id + ": a Secret in the manifests; reference Secrets the operations team creates");
            }
            for (JsonNode container : manifest.at("/spec/template/spec/containers")) {
                String name = id + " container " + container.path("name").asText();
                PROBES.forEach((probe, path) -> {
                    String actual = container.path(probe).path("httpGet").path("path").asText();
                    if (!path.equals(actual)) {
                        problems.add(name + ": " + probe + " must GET " + path + " (is '" + actual + "')");
                    }
                });
                for (String bound : List.of("requests", "limits")) {
                    JsonNode resources = container.path("resources").path(bound);
                    if (!resources.has("cpu") || !resources.has("memory")) {
                        problems.add(name + ": resources." + bound + " must give cpu and memory");
                    }
                }
                if (FROZEN.matcher(container.path("image").asText()).find()) {
                    problems.add(name + ": image " + container.path("image").asText()
                            + " is from a frozen repository");
                }
                for (JsonNode env : container.path("env")) {
                    if (env.has("value") && SECRET_NAME.matcher(env.path("name").asText()).find()) {
                        problems.add(name + ": " + env.path("name").asText()
                                + " holds a value; use valueFrom a Secret");
                    }
                }
            }
        }
        return problems;
    }
}
