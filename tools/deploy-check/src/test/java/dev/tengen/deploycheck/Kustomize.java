package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Renders a kustomization: with {@code kubectl kustomize} when kubectl is on the machine, otherwise with the
 * equivalent render below, which knows the features Tengen's kustomizations use (resources, namespace, images,
 * JSON 6902 patches with a target) and refuses any other. {@code KustomizeTest} compares the two where both run.
 */
final class Kustomize {

    private static final Set<String> SUPPORTED = Set.of("apiVersion", "kind", "resources", "namespace", "images",
            "patches");
    private static final Set<String> CLUSTER_SCOPED = Set.of("Namespace", "ClusterRole", "ClusterRoleBinding",
            "CustomResourceDefinition", "PersistentVolume", "StorageClass", "PriorityClass", "IngressClass");

    /** The kubectl to run; {@code -Ddeploy-check.kubectl=none} tries the Java render on a machine with kubectl. */
    private static final String KUBECTL = System.getProperty("deploy-check.kubectl", "kubectl");

    private Kustomize() {
    }

    /** True when {@code command -v kubectl} finds kubectl. */
    static boolean kubectlPresent() {
        return KUBECTL.matches("[\\w./-]+")
                && Command.run(List.of("sh", "-c", "command -v " + KUBECTL), Path.of(".")).exit() == 0;
    }

    static List<ObjectNode> render(Path kustomization) {
        return kubectlPresent() ? kubectl(kustomization) : java(kustomization);
    }

    static List<ObjectNode> kubectl(Path kustomization) {
        Command.Result result = Command.run(List.of(KUBECTL, "kustomize", kustomization.toString()), kustomization);
        if (result.exit() != 0) {
            throw new IllegalArgumentException("kubectl kustomize " + kustomization + ": " + result.err());
        }
        return Manifests.parse(result.out(), "kubectl kustomize " + kustomization);
    }

    static List<ObjectNode> java(Path directory) {
        Path file = directory.resolve("kustomization.yaml");
        List<ObjectNode> documents = Manifests.read(file);
        if (documents.size() != 1) {
            throw new IllegalArgumentException(file + ": one kustomization expected");
        }
        ObjectNode kustomization = documents.getFirst();
        for (Iterator<String> names = kustomization.fieldNames(); names.hasNext(); ) {
            String field = names.next();
            if (!SUPPORTED.contains(field)) {
                throw new IllegalArgumentException(file + ": '" + field + "' is not supported by the Java render "
                        + "(only " + SUPPORTED + "); use kubectl kustomize");
            }
        }
        List<ObjectNode> resources = new ArrayList<>();
        for (JsonNode entry : kustomization.path("resources")) {
            Path resource = directory.resolve(entry.asText()).normalize();
            resources.addAll(Files.isDirectory(resource) ? java(resource) : Manifests.read(resource));
        }
        String namespace = kustomization.path("namespace").asText("");
        if (!namespace.isEmpty()) {
            for (ObjectNode resource : resources) {
                if (!CLUSTER_SCOPED.contains(resource.path("kind").asText())) {
                    ((ObjectNode) resource.path("metadata")).put("namespace", namespace);
                }
            }
        }
        for (JsonNode image : kustomization.path("images")) {
            resources.forEach(resource -> retag(resource, image));
        }
        for (JsonNode patch : kustomization.path("patches")) {
            Path patchFile = directory.resolve(patch.path("path").asText());
            JsonNode operations = Manifests.YAML.valueToTree(readList(patchFile));
            JsonNode target = patch.path("target");
            Pattern name = Pattern.compile(target.path("name").asText(".*"));
            int matched = 0;
            for (ObjectNode resource : resources) {
                if (target.path("kind").asText().equals(resource.path("kind").asText())
                        && name.matcher(resource.path("metadata").path("name").asText()).matches()) {
                    JsonPatch.apply(resource, operations, patchFile.toString());
                    matched++;
                }
            }
            if (matched == 0) {
                throw new IllegalArgumentException(patchFile + ": its target " + target + " matches no resource");
            }
        }
        return resources;
    }

    /** The images transformer: a container image named {@code name} gets newName and newTag. */
    private static void retag(ObjectNode resource, JsonNode image) {
        for (String list : List.of("containers", "initContainers")) {
            for (JsonNode container : resource.at("/spec/template/spec/" + list)) {
                String current = container.path("image").asText();
                int colon = current.lastIndexOf(':');
                boolean tagged = colon > current.lastIndexOf('/');
                String repository = tagged ? current.substring(0, colon) : current;
                if (repository.equals(image.path("name").asText())) {
                    String newName = image.path("newName").asText(repository);
                    String newTag = image.has("newTag") ? image.path("newTag").asText()
                            : tagged ? current.substring(colon + 1) : null;
                    ((ObjectNode) container).put("image", newTag == null ? newName : newName + ":" + newTag);
                }
            }
        }
    }

    private static Object readList(Path file) {
        try {
            return Manifests.YAML.readValue(file.toFile(), Object.class);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": not valid YAML", e);
        }
    }
}
