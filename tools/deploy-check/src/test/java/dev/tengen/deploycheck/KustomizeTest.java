package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class KustomizeTest {

    /** k8s/base and every overlay under k8s/overlays. */
    static Stream<String> kustomizations() throws IOException {
        try (Stream<Path> overlays = Files.list(Repository.OVERLAYS)) {
            return Stream.concat(Stream.of("k8s/base"),
                    overlays.filter(Files::isDirectory).map(p -> "k8s/overlays/" + p.getFileName()).sorted()
                            .toList().stream());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kustomizations")
    void everyRenderedManifestPassesTheKubernetesSchemasAndTheWorkloadRules(String kustomization) {
        assertEquals(List.of(), Validation.problems(Kustomize.render(Repository.ROOT.resolve(kustomization))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kustomizations")
    void javaRenderEqualsKubectlKustomize(String kustomization) {
        assumeTrue(Kustomize.kubectlPresent(), "kubectl is not on this machine: only the Java render runs");
        Path directory = Repository.ROOT.resolve(kustomization);
        assertEquals(sorted(Kustomize.kubectl(directory)), sorted(Kustomize.java(directory)));
    }

    @Test
    void smallProductionKeepsTwoReadModelReplicasAndServesItsHostOverTls() {
        List<ObjectNode> manifests = Kustomize.render(Repository.OVERLAYS.resolve("small-production"));
        assertEquals(2, Manifests.named(manifests, "HorizontalPodAutoscaler", "tengen-read-models")
                .at("/spec/minReplicas").asInt());
        ObjectNode ingress = Manifests.named(manifests, "Ingress", "tengen");
        assertEquals("tengen.example.org", ingress.at("/spec/tls/0/hosts/0").asText());
        assertEquals("tengen-tls", ingress.at("/spec/tls/0/secretName").asText());
        assertEquals(List.of("tengen"), manifests.stream().filter(m -> !"Namespace".equals(m.path("kind").asText()))
                .map(m -> m.at("/metadata/namespace").asText()).distinct().toList());
    }

    /** In one order; each manifest compared as a tree (the order of a mapping's keys does not count). */
    private static List<ObjectNode> sorted(List<ObjectNode> manifests) {
        return manifests.stream().sorted(Manifests.BY_IDENTITY).toList();
    }
}
