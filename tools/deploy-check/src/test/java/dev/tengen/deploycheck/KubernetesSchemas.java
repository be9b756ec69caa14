package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Validation against the Kubernetes schemas of npm kubernetes-models 5.1.0 (validate.mjs, run with the machine's
 * node). Their schemas check types, formats and required fields; they do not reject unknown fields.
 */
final class KubernetesSchemas {

    /** One manifest's verdict: valid, invalid (with the schema's errors) or unknown (no model: a custom resource). */
    record Verdict(String manifest, String status, List<String> errors) {

        boolean invalid() {
            return "invalid".equals(status);
        }

        boolean unknown() {
            return "unknown".equals(status);
        }
    }

    private KubernetesSchemas() {
    }

    static List<Verdict> validate(List<ObjectNode> manifests) {
        try {
            Path input = Files.createTempFile("tengen-manifests", ".json");
            try {
                Manifests.JSON.writeValue(input.toFile(), manifests);
                Command.Result node = Command.run(List.of("node", "validate.mjs", input.toString()), Repository.MODULE);
                if (node.exit() != 0) {
                    throw new IllegalStateException("node validate.mjs failed (did npm ci run in tools/deploy-check?): "
                            + node.err());
                }
                List<Verdict> verdicts = new ArrayList<>();
                for (String line : node.out().lines().toList()) {
                    JsonNode v = Manifests.JSON.readTree(line);
                    List<String> errors = new ArrayList<>();
                    v.path("errors").forEach(e -> errors.add(e.asText()));
                    verdicts.add(new Verdict(Manifests.identity(manifests.get(v.path("index").asInt())),
                            v.path("status").asText(), errors));
                }
                if (verdicts.size() != manifests.size()) {
                    throw new IllegalStateException("validate.mjs answered " + verdicts.size() + " verdicts for "
                            + manifests.size() + " manifests: " + node.err());
                }
                return verdicts;
            } finally {
                Files.deleteIfExists(input);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
