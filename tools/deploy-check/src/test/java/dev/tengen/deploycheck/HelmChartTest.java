package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.marcnuri.helm.LintResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class HelmChartTest {

    /** values.yaml alone, then with each file of helm/tengen/ci/. */
    static Stream<String> valuesFiles() throws IOException {
        try (Stream<Path> files = Files.list(Repository.CHART.resolve("ci"))) {
            List<String> names = new ArrayList<>(List.of("values.yaml"));
            files.map(p -> "ci/" + p.getFileName()).filter(n -> n.endsWith(".yaml")).sorted().forEach(names::add);
            return names.stream();
        }
    }

    private static List<ObjectNode> render(String valuesFile) {
        return HelmCharts.template(Repository.CHART,
                "values.yaml".equals(valuesFile) ? null : Repository.CHART.resolve(valuesFile));
    }

    @Test
    void chartLintsWithoutErrorsOrWarnings() {
        LintResult lint = HelmCharts.lint(Repository.CHART);
        List<String> serious = lint.getMessages().stream()
                .filter(m -> m.contains("[ERROR]") || m.contains("[WARNING]")).toList();
        assertFalse(lint.isFailed(), () -> "helm lint --strict failed: " + lint.getMessages());
        assertEquals(List.of(), serious);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valuesFiles")
    void everyRenderedManifestPassesTheKubernetesSchemasAndTheOperatorsChecks(String valuesFile) {
        assertEquals(List.of(), Validation.problems(render(valuesFile)));
    }

    @Test
    void aMisspelledValueIsRefusedByTheValuesSchema(@TempDir Path dir) throws IOException {
        Path values = Files.writeString(dir.resolve("typo.yaml"), "apps:\n  readModels:\n    replicaz: 3\n");
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> HelmCharts.template(Repository.CHART, values));
        assertTrue(refused.getMessage().contains("/apps/readModels") && refused.getMessage().contains("replicaz"),
                refused.getMessage());
    }

    @Test
    void anExternalKafkaWithoutBootstrapServersIsRefused(@TempDir Path dir) throws IOException {
        Path values = Files.writeString(dir.resolve("no-kafka.yaml"), "kafka:\n  operator:\n    enabled: false\n");
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> HelmCharts.template(Repository.CHART, values));
        assertTrue(refused.getMessage().contains("kafka.external.bootstrapServers is required"), refused.getMessage());
    }

    @Test
    void notesNameEverySecretThePodsNeed() {
        String notes = HelmCharts.notes(Repository.CHART);
        for (String secret : List.of("tengen-audit-key", "tengen-tournament-db", "tengen-game-db",
                "tengen-arbitration-db", "tengen-keycloak-db", "tengen-mongodb-password", "tengen-tls")) {
            assertTrue(notes.contains("  " + secret + "  "), () -> secret + " missing from NOTES.txt:\n" + notes);
        }
    }

    @Test
    void defaultValuesInstallEveryApplicationAndEveryOperatorResource() {
        List<String> kinds = render("values.yaml").stream().map(m -> m.path("kind").asText()).distinct().sorted()
                .toList();
        assertEquals(List.of("Cluster", "ConfigMap", "Database", "Deployment", "HorizontalPodAutoscaler", "Ingress",
                "Kafka", "KafkaNodePool", "KafkaTopic", "Keycloak", "KeycloakRealmImport", "MongoDBCommunity",
                "NetworkPolicy", "PodDisruptionBudget", "Service"), kinds);
        assertEquals(List.of("tengen-arbitration", "tengen-game", "tengen-read-models", "tengen-tournament"),
                Manifests.ofKind(render("values.yaml"), "Deployment").stream()
                        .map(d -> d.path("metadata").path("name").asText()).sorted().toList());
    }

    @Test
    void externalDependenciesInstallNoOperatorResourceAndConnectTheServicesToThem() {
        List<ObjectNode> manifests = render("ci/external-dependencies-values.yaml");
        assertEquals(List.of(), manifests.stream().filter(OperatorResources::known).map(Manifests::identity).toList());
        JsonNode common = Manifests.named(manifests, "ConfigMap", "tengen-common").path("data");
        assertTrue(common.path("KAFKA_BOOTSTRAP_SERVERS").asText().startsWith("kafka-0.kafka.data.svc:9092"));
        assertEquals("https://sso.example.org/realms/tengen", common.path("QUARKUS_OIDC_AUTH_SERVER_URL").asText());
        assertEquals("jdbc:postgresql://postgres.data.svc:5432/game?sslmode=require",
                Manifests.named(manifests, "ConfigMap", "tengen-game").at("/data/QUARKUS_DATASOURCE_JDBC_URL")
                        .asText());
    }

    @Test
    void aRatingListsClaimIsMountedReadOnlyInTheTournamentApplicationAlone(@TempDir Path dir) throws IOException {
        Path values = Files.writeString(dir.resolve("ratings.yaml"), "ratings:\n  existingClaim: federation-lists\n");
        List<ObjectNode> manifests = HelmCharts.template(Repository.CHART, values);

        JsonNode tournament = Manifests.named(manifests, "Deployment", "tengen-tournament").at("/spec/template/spec");
        assertEquals("[{\"name\":\"TENGEN_RATINGS_DIR\",\"value\":\"/srv/tengen/ratings\"}]",
                named(tournament.at("/containers/0/env"), "TENGEN_RATINGS_DIR").toString());
        assertEquals("[{\"name\":\"ratings\",\"mountPath\":\"/srv/tengen/ratings\",\"readOnly\":true}]",
                named(tournament.at("/containers/0/volumeMounts"), "ratings").toString());
        assertEquals("[{\"name\":\"ratings\",\"persistentVolumeClaim\":{\"claimName\":\"federation-lists\","
                + "\"readOnly\":true}}]", named(tournament.path("volumes"), "ratings").toString());
        for (String other : List.of("tengen-game", "tengen-arbitration", "tengen-read-models")) {
            JsonNode spec = Manifests.named(manifests, "Deployment", other).at("/spec/template/spec");
            assertEquals(List.of(), named(spec.at("/containers/0/env"), "TENGEN_RATINGS_DIR"), other);
            assertEquals(List.of(), named(spec.path("volumes"), "ratings"), other);
        }
    }

    @Test
    void withoutARatingListsClaimNoApplicationMountsOneNorIsToldOfIt() {
        for (ObjectNode deployment : Manifests.ofKind(render("values.yaml"), "Deployment")) {
            JsonNode spec = deployment.at("/spec/template/spec");
            String name = Manifests.identity(deployment);
            assertEquals(List.of(), named(spec.at("/containers/0/env"), "TENGEN_RATINGS_DIR"), name);
            assertEquals(List.of(), named(spec.path("volumes"), "ratings"), name);
        }
    }

    /** The entries of a list of named entries (env, volumes, mounts) with that name. */
    private static List<JsonNode> named(JsonNode entries, String name) {
        List<JsonNode> found = new ArrayList<>();
        entries.forEach(entry -> {
            if (entry.path("name").asText().equals(name)) {
                found.add(entry);
            }
        });
        return found;
    }

    @Test
    void productionRealmImportLeavesOutTheDemoUsersAndThePasswordGrantClient() {
        JsonNode realm = Manifests.named(render("values.yaml"), "KeycloakRealmImport", "tengen-keycloak-tengen-realm")
                .at("/spec/realm");
        assertTrue(realm.path("users").isMissingNode(), "users: " + realm.path("users"));
        List<String> clients = new ArrayList<>();
        realm.path("clients").forEach(c -> clients.add(c.path("clientId").asText()));
        assertEquals(List.of("tengen-api", "tengen-web-admin"), clients);
        JsonNode console = realm.path("clients").get(1);
        assertEquals("[\"https://tengen.example.org/admin/*\"]", console.path("redirectUris").toString());
    }

    @Test
    void demoRealmImportKeepsTheDemoUsersAndAddsTheIngressHostToTheConsole() {
        JsonNode realm = Manifests.named(render("ci/demo-values.yaml"), "KeycloakRealmImport",
                "tengen-keycloak-tengen-realm").at("/spec/realm");
        assertEquals(10, realm.path("users").size());
        List<String> uris = new ArrayList<>();
        realm.at("/clients/1/redirectUris").forEach(u -> uris.add(u.asText()));
        assertEquals(List.of("http://localhost:8080/admin/*", "http://127.0.0.1:8080/admin/*",
                "http://localhost:8084/admin/*", "http://127.0.0.1:8084/admin/*", "https://tengen.example.org/admin/*"),
                uris);
    }
}
