package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The operators' custom resources, which kubernetes-models has no schema for: their apiVersion and kind, the spec
 * fields each operator's CRD or reconciler requires (as their documentation states them), and the references
 * between them. A short list checked by hand, not the operators' whole schemas.
 */
final class OperatorResources {

    /** A field that must be present and pass a check. */
    record Field(String pointer, String what, Predicate<JsonNode> check) {
    }

    private static final Predicate<JsonNode> TEXT = n -> n.isTextual() && !n.asText().isBlank();
    private static final Predicate<JsonNode> POSITIVE = n -> n.canConvertToInt() && n.asInt() > 0;
    private static final Predicate<JsonNode> LIST = n -> n.isArray() && !n.isEmpty();
    private static final Predicate<JsonNode> OBJECT = JsonNode::isObject;

    // Strimzi (kafka.strimzi.io/v1beta2), CloudNativePG (postgresql.cnpg.io/v1), the Keycloak operator
    // (k8s.keycloak.org/v2alpha1), MongoDB Controllers for Kubernetes (mongodbcommunity.mongodb.com/v1).
    private static final Map<String, List<Field>> REQUIRED = Map.of(
            "kafka.strimzi.io/v1beta2 Kafka", List.of(
                    new Field("/metadata/annotations/strimzi.io~1node-pools", "node pools enabled",
                            n -> "enabled".equals(n.asText())),
                    new Field("/spec/kafka/listeners", "a non-empty list", LIST),
                    new Field("/spec/kafka/listeners/0/name", "text", TEXT),
                    new Field("/spec/kafka/listeners/0/port", "a port", POSITIVE),
                    new Field("/spec/kafka/listeners/0/type", "text", TEXT),
                    new Field("/spec/kafka/listeners/0/tls", "a boolean", JsonNode::isBoolean)),
            "kafka.strimzi.io/v1beta2 KafkaNodePool", List.of(
                    new Field("/metadata/labels/strimzi.io~1cluster", "the Kafka's name", TEXT),
                    new Field("/spec/replicas", "a positive number", POSITIVE),
                    new Field("/spec/roles", "controller and/or broker", n -> LIST.test(n)
                            && toTexts(n).stream().allMatch(Set.of("controller", "broker")::contains)),
                    new Field("/spec/storage/type", "text", TEXT)),
            "kafka.strimzi.io/v1beta2 KafkaTopic", List.of(
                    new Field("/metadata/labels/strimzi.io~1cluster", "the Kafka's name", TEXT),
                    new Field("/spec/partitions", "a positive number", POSITIVE),
                    new Field("/spec/replicas", "a positive number", POSITIVE)),
            "postgresql.cnpg.io/v1 Cluster", List.of(
                    new Field("/spec/instances", "a positive number", POSITIVE),
                    new Field("/spec/storage/size", "a size", TEXT)),
            "postgresql.cnpg.io/v1 Database", List.of(
                    new Field("/spec/cluster/name", "the Cluster's name", TEXT),
                    new Field("/spec/name", "the database", TEXT),
                    new Field("/spec/owner", "its owner", TEXT)),
            "k8s.keycloak.org/v2alpha1 Keycloak", List.of(
                    new Field("/spec/db/vendor", "text", TEXT),
                    new Field("/spec/db/host", "text", TEXT),
                    new Field("/spec/hostname/hostname", "text", TEXT),
                    new Field("/spec/http", "httpEnabled or a tlsSecret", n -> n.path("httpEnabled").asBoolean()
                            || TEXT.test(n.path("tlsSecret")))),
            "k8s.keycloak.org/v2alpha1 KeycloakRealmImport", List.of(
                    new Field("/spec/keycloakCRName", "the Keycloak's name", TEXT),
                    new Field("/spec/realm", "a realm", OBJECT),
                    new Field("/spec/realm/realm", "the realm's name", TEXT)),
            "mongodbcommunity.mongodb.com/v1 MongoDBCommunity", List.of(
                    new Field("/spec/members", "a positive number", POSITIVE),
                    new Field("/spec/type", "ReplicaSet", n -> "ReplicaSet".equals(n.asText())),
                    new Field("/spec/version", "text", TEXT),
                    new Field("/spec/security/authentication/modes", "a non-empty list", LIST),
                    new Field("/spec/users/0/name", "text", TEXT),
                    new Field("/spec/users/0/db", "text", TEXT),
                    new Field("/spec/users/0/passwordSecretRef/name", "text", TEXT),
                    new Field("/spec/users/0/roles", "a non-empty list", LIST),
                    new Field("/spec/users/0/scramCredentialsSecretName", "text", TEXT)));

    private OperatorResources() {
    }

    static boolean known(JsonNode manifest) {
        return REQUIRED.containsKey(key(manifest));
    }

    /** What is wrong with the custom resources among the manifests; empty when nothing is. */
    static List<String> problems(List<ObjectNode> manifests) {
        List<String> problems = new ArrayList<>();
        for (ObjectNode manifest : manifests) {
            List<Field> fields = REQUIRED.get(key(manifest));
            if (fields == null) {
                continue;
            }
            if (manifest.path("metadata").path("name").asText().isBlank()) {
                problems.add(Manifests.identity(manifest) + ": metadata.name is missing");
            }
            for (Field field : fields) {
                JsonNode value = manifest.at(field.pointer());
                if (value.isMissingNode() || value.isNull() || !field.check().test(value)) {
                    problems.add(Manifests.identity(manifest) + ": " + field.pointer() + " must be " + field.what()
                            + (value.isMissingNode() ? " (missing)" : " (is " + value + ")"));
                }
            }
        }
        references(manifests, problems);
        return problems;
    }

    /** Each resource that names another (a node pool its Kafka, a database its cluster...) names one present. */
    private static void references(List<ObjectNode> manifests, List<String> problems) {
        refer(manifests, "KafkaNodePool", "/metadata/labels/strimzi.io~1cluster", "Kafka", problems);
        refer(manifests, "KafkaTopic", "/metadata/labels/strimzi.io~1cluster", "Kafka", problems);
        refer(manifests, "Database", "/spec/cluster/name", "Cluster", problems);
        refer(manifests, "KeycloakRealmImport", "/spec/keycloakCRName", "Keycloak", problems);
        for (ObjectNode kafka : Manifests.ofKind(manifests, "Kafka")) {
            String name = kafka.path("metadata").path("name").asText();
            boolean controllers = Manifests.ofKind(manifests, "KafkaNodePool").stream()
                    .filter(p -> name.equals(p.at("/metadata/labels/strimzi.io~1cluster").asText()))
                    .anyMatch(p -> toTexts(p.at("/spec/roles")).contains("controller"));
            if (!controllers) {
                problems.add(Manifests.identity(kafka) + ": no KafkaNodePool with the controller role (KRaft)");
            }
            if (kafka.at("/spec/zookeeper").isObject()) {
                problems.add(Manifests.identity(kafka) + ": spec.zookeeper: KRaft mode has no ZooKeeper");
            }
        }
    }

    private static void refer(List<ObjectNode> manifests, String kind, String pointer, String targetKind,
            List<String> problems) {
        Set<String> targets = Set.copyOf(Manifests.ofKind(manifests, targetKind).stream()
                .map(m -> m.path("metadata").path("name").asText()).toList());
        for (ObjectNode manifest : Manifests.ofKind(manifests, kind)) {
            String target = manifest.at(pointer).asText();
            if (!targets.contains(target)) {
                problems.add(Manifests.identity(manifest) + ": " + pointer + " names " + targetKind + " '" + target
                        + "', which is not installed with it");
            }
        }
    }

    private static String key(JsonNode manifest) {
        return manifest.path("apiVersion").asText() + " " + manifest.path("kind").asText();
    }

    private static List<String> toTexts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.asText()));
        return texts;
    }
}
