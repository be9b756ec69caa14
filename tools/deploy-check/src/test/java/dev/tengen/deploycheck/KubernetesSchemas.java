package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
                Process node = new ProcessBuilder("node", "validate.mjs", input.toString())
                        .directory(Repository.MODULE.toFile())
                        .redirectErrorStream(false)
                        .start();
                String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                String err = new String(node.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!node.waitFor(60, TimeUnit.SECONDS) || node.exitValue() != 0) {
                    throw new IllegalStateException("node validate.mjs failed (did npm ci run in tools/deploy-check?): "
                            + err);
                }
                List<Verdict> verdicts = new ArrayList<>();
                for (String line : out.lines().toList()) {
                    JsonNode v = Manifests.JSON.readTree(line);
                    List<String> errors = new ArrayList<>();
                    v.path("errors").forEach(e -> errors.add(e.asText()));
                    verdicts.add(new Verdict(Manifests.identity(manifests.get(v.path("index").asInt())),
                            v.path("status").asText(), errors));
                }
                if (verdicts.size() != manifests.size()) {
                    throw new IllegalStateException("validate.mjs answered " + verdicts.size() + " verdicts for "
                            + manifests.size() + " manifests: " + err);
                }
                return verdicts;
            } finally {
                Files.deleteIfExists(input);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
