package dev.tengen.ingress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading an Ingress: its paths in ingress-nginx's order, and a clear refusal of what is not one. */
class IngressRoutesReadTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private static IngressRoutes of(String yaml) throws Exception {
        return IngressRoutes.of(YAML.readTree(yaml));
    }

    @Test
    void theLongestPathIsTriedFirstAndAPathNoRouteTakesHasNone() throws Exception {
        IngressRoutes routes = of("""
                kind: Ingress
                spec:
                  rules:
                    - http:
                        paths:
                          - path: /api/v1/tournaments
                            backend: {service: {name: tengen-tournament}}
                          - path: /api/v1/tournaments/[^/]+/docket$
                            backend: {service: {name: tengen-arbitration}}
                """);
        assertEquals("tengen-arbitration", routes.routeOf("/api/v1/tournaments/t-1/docket").orElseThrow().service());
        assertEquals("tengen-tournament", routes.routeOf("/api/v1/tournaments/t-1/docket/x").orElseThrow().service());
        assertEquals(Optional.empty(), routes.routeOf("/t/t-1"));
    }

    @Test
    void aManifestThatIsNotAnIngressIsRefusedSayingWhatItIs() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> of("kind: Service\n"));
        assertEquals("not an Ingress: kind is 'Service'", refused.getMessage());
    }

    @Test
    void aPathThatIsNoRegularExpressionIsRefusedNamingIt() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> of("""
                kind: Ingress
                spec: {rules: [{http: {paths: [{path: "/api/v1/(games", backend: {service: {name: tengen-game}}}]}}]}
                """));
        assertTrue(refused.getMessage().startsWith("the Ingress path '/api/v1/(games' is not a regular expression"),
                refused.getMessage());
    }

    @Test
    void anIngressWithoutPathsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> of("kind: Ingress\nspec: {rules: []}\n"));
    }
}
