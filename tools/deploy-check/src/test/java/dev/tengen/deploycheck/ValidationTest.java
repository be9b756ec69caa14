package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checks find what is wrong: each test breaks one manifest and names the problem the check must report. */
class ValidationTest {

    private static List<ObjectNode> yaml(String text) {
        return Manifests.parse(text, "test");
    }

    private static void reports(String expected, List<String> problems) {
        assertTrue(problems.stream().anyMatch(p -> p.contains(expected)), () -> "expected '" + expected + "' in "
                + problems);
    }

    @Test
    void aDeploymentWithAWrongTypeFailsTheKubernetesSchema() {
        List<ObjectNode> broken = yaml("""
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: broken}
                spec:
                  replicas: two
                  selector: {matchLabels: {a: b}}
                  template:
                    metadata: {labels: {a: b}}
                    spec:
                      containers: [{name: c, image: i}]
                """);
        reports("Deployment broken: data/spec/replicas must be integer", Validation.problems(broken));
    }

    @Test
    void aKindNoOneChecksIsReported() {
        reports("example.org/v1 is checked neither by kubernetes-models nor by OperatorResources",
                Validation.problems(yaml("{apiVersion: example.org/v1, kind: Widget, metadata: {name: w}}")));
    }

    @Test
    void aKafkaWithoutListenersOrControllersIsReported() {
        List<String> problems = OperatorResources.problems(yaml("""
                apiVersion: kafka.strimzi.io/v1beta2
                kind: Kafka
                metadata: {name: k, annotations: {strimzi.io/node-pools: enabled}}
                spec: {kafka: {}}
                """));
        reports("Kafka k: /spec/kafka/listeners must be a non-empty list (missing)", problems);
        reports("Kafka k: no KafkaNodePool with the controller role (KRaft)", problems);
    }

    @Test
    void aRealmImportForAKeycloakNotInstalledIsReported() {
        reports("KeycloakRealmImport r: /spec/keycloakCRName names Keycloak 'elsewhere', which is not installed",
                OperatorResources.problems(yaml("""
                        apiVersion: k8s.keycloak.org/v2alpha1
                        kind: KeycloakRealmImport
                        metadata: {name: r}
                        spec: {keycloakCRName: elsewhere, realm: {realm: tengen}}
                        """)));
    }

    @Test
    void aDeploymentWithoutQuarkusProbesOrLimitsIsReported() {
        List<String> problems = WorkloadRules.problems(yaml("""
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: d}
                spec:
                  template:
                    spec:
                      containers:
                        - name: c
                          image: docker.io/bitnami/kafka:4.0
                          env: [{name: QUARKUS_DATASOURCE_PASSWORD, value: secret}]
                          readinessProbe: {httpGet: {path: /health, port: 8080}}
                """));
        reports("readinessProbe must GET /q/health/ready (is '/health')", problems);
        reports("startupProbe must GET /q/health/started", problems);
        reports("resources.limits must give cpu and memory", problems);
        reports("is from a frozen repository", problems);
        reports("QUARKUS_DATASOURCE_PASSWORD holds a value", problems);
    }

    @Test
    void aKeyGivenTwiceIsAnError() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> yaml("metadata:\n  labels:\n    a: x\n    a: y\n"));
        assertTrue(error.getMessage().contains("Duplicate field 'a'"), error.getMessage());
    }

    @Test
    void jsonPatchReplacesAFieldAndRefusesOneThatDoesNotExist() {
        ObjectNode deployment = yaml("{kind: Deployment, spec: {replicas: 1}}").getFirst();
        JsonPatch.apply(deployment, Manifests.YAML.valueToTree(List.of(
                Map.of("op", "replace", "path", "/spec/replicas", "value", 3))), "test");
        assertEquals(3, deployment.at("/spec/replicas").asInt());
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> JsonPatch.apply(deployment, Manifests.YAML.valueToTree(List.of(
                        Map.of("op", "replace", "path", "/spec/minReplicas", "value", 2))), "p.yaml"));
        assertEquals("p.yaml: /spec/minReplicas does not exist", error.getMessage());
    }
}
