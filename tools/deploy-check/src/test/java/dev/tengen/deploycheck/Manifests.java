package dev.tengen.deploycheck;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Kubernetes manifests read from multi-document YAML; a key given twice in one mapping is an error. */
final class Manifests {

    static final ObjectMapper YAML = new ObjectMapper(YAMLFactory.builder().build())
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    static final ObjectMapper JSON = new ObjectMapper();

    /** Orders manifests as kind, namespace, name, so that two renders compare whatever their order. */
    static final Comparator<JsonNode> BY_IDENTITY = Comparator.comparing(Manifests::identity);

    private Manifests() {
    }

    /** Every non-empty document of the text, each a mapping. */
    static List<ObjectNode> parse(String yaml, String origin) {
        List<ObjectNode> manifests = new ArrayList<>();
        try (MappingIterator<JsonNode> documents = YAML.readerFor(JsonNode.class).readValues(yaml)) {
            int document = 0;
            while (documents.hasNextValue()) {
                JsonNode node = documents.nextValue();
                document++;
                if (node == null || node.isNull() || node.isMissingNode()) {
                    continue;
                }
                if (!(node instanceof ObjectNode object)) {
                    throw new IllegalArgumentException(origin + ", document " + document + ": not a mapping");
                }
                manifests.add(object);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(origin + ": not valid YAML: " + e.getMessage(), e);
        }
        return manifests;
    }

    static List<ObjectNode> read(Path file) {
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** "Kind namespace/name", as a message names a manifest. */
    static String identity(JsonNode manifest) {
        String namespace = manifest.path("metadata").path("namespace").asText("");
        return manifest.path("kind").asText("?") + " " + (namespace.isEmpty() ? "" : namespace + "/")
                + manifest.path("metadata").path("name").asText("?");
    }

    static List<ObjectNode> ofKind(List<ObjectNode> manifests, String kind) {
        return manifests.stream().filter(m -> kind.equals(m.path("kind").asText())).toList();
    }

    static ObjectNode named(List<ObjectNode> manifests, String kind, String name) {
        return ofKind(manifests, kind).stream()
                .filter(m -> name.equals(m.path("metadata").path("name").asText()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " " + name + " among " + manifests.stream()
                        .map(Manifests::identity).toList()));
    }
}
