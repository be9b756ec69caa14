package dev.tengen.deploycheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** keycloak/tengen-realm.json against the platform's roles and the console's sign-in (docs/PLATFORM.md). */
class RealmTest {

    /** The platform's source of truth for role names: constants, read from the source so no Quarkus is needed. */
    static final Path ROLES =
            Repository.ROOT.resolve("services/web/src/main/java/dev/tengen/service/web/security/Roles.java");

    static JsonNode realm;

    @BeforeAll
    static void read() throws IOException {
        realm = Manifests.JSON.readTree(Repository.REALM.toFile());
    }

    static Set<String> platformRoles() throws IOException {
        Matcher constants = Pattern.compile("public static final String \\w+ = \"([a-z-]+)\";")
                .matcher(Files.readString(ROLES));
        Set<String> roles = new TreeSet<>();
        while (constants.find()) {
            roles.add(constants.group(1));
        }
        return roles;
    }

    static JsonNode client(String clientId) {
        for (JsonNode client : realm.path("clients")) {
            if (clientId.equals(client.path("clientId").asText())) {
                return client;
            }
        }
        throw new AssertionError("no client " + clientId + " in " + Repository.REALM);
    }

    @Test
    void realmIsNamedTengenAndEnabled() {
        assertEquals("tengen", realm.path("realm").asText());
        assertTrue(realm.path("enabled").asBoolean());
    }

    @Test
    void realmRolesAreExactlyThePlatformsEightRoles() throws IOException {
        Set<String> platform = platformRoles();
        assertEquals(8, platform.size(), () -> "roles read from " + ROLES + ": " + platform);
        Set<String> realmRoles = new TreeSet<>();
        realm.at("/roles/realm").forEach(r -> realmRoles.add(r.path("name").asText()));
        assertEquals(platform, realmRoles);
    }

    @Test
    void apiClientIsBearerOnlyAndSignsNobodyIn() {
        JsonNode api = client("tengen-api");
        assertTrue(api.path("bearerOnly").asBoolean());
        assertFalse(api.path("standardFlowEnabled").asBoolean());
        assertFalse(api.path("directAccessGrantsEnabled").asBoolean());
        assertFalse(api.path("publicClient").asBoolean());
    }

    @Test
    void consoleIsAPublicClientWithAuthorizationCodeAndPkceS256Only() {
        JsonNode console = client("tengen-web-admin");
        assertTrue(console.path("publicClient").asBoolean());
        assertTrue(console.path("standardFlowEnabled").asBoolean());
        assertFalse(console.path("implicitFlowEnabled").asBoolean());
        assertFalse(console.path("directAccessGrantsEnabled").asBoolean());
        assertEquals("S256", console.at("/attributes/pkce.code.challenge.method").asText());
    }

    @Test
    void consoleRedirectsOnlyToTheConsoleOnThisMachine() {
        // web-admin/src/main.tsx: the redirect URI is <origin>/admin/; the chart adds https://<ingress host>/admin/*
        List<String> uris = new ArrayList<>();
        client("tengen-web-admin").path("redirectUris").forEach(u -> uris.add(u.asText()));
        assertEquals(List.of("http://localhost:8080/admin/*", "http://127.0.0.1:8080/admin/*"), uris);
    }

    @Test
    void consoleTokensCarryTheApiAudienceAndTheRealmRoles() {
        JsonNode console = client("tengen-web-admin");
        JsonNode audience = null;
        for (JsonNode mapper : console.path("protocolMappers")) {
            if ("oidc-audience-mapper".equals(mapper.path("protocolMapper").asText())) {
                audience = mapper;
            }
        }
        assertTrue(audience != null, "no audience mapper on tengen-web-admin");
        assertEquals("tengen-api", audience.at("/config/included.client.audience").asText());
        assertEquals("true", audience.at("/config/access.token.claim").asText());
        // the built-in "roles" scope puts realm_access.roles in the access token (ENVIRONMENT.md, Keycloak)
        assertTrue(console.path("defaultClientScopes").toString().contains("\"roles\""));
    }

    @Test
    void everyRoleHasADemoUserAndEveryDemoUserHoldsOnlyPlatformRoles() throws IOException {
        Set<String> platform = platformRoles();
        Set<String> covered = new TreeSet<>();
        for (JsonNode user : realm.path("users")) {
            String name = user.path("username").asText();
            user.path("realmRoles").forEach(r -> {
                assertTrue(platform.contains(r.asText()), name + " holds unknown role " + r);
                covered.add(r.asText());
            });
        }
        assertEquals(platform, covered);
    }

    @Test
    void demoUsersCanSignInWithoutAnyRequiredAction() {
        // Keycloak refuses a user without email, first and last name ("Account is not fully set up", ENVIRONMENT.md)
        for (JsonNode user : realm.path("users")) {
            String name = user.path("username").asText();
            for (String field : List.of("email", "firstName", "lastName")) {
                assertFalse(user.path(field).asText().isBlank(), name + " has no " + field);
            }
            assertEquals(0, user.path("requiredActions").size(), name + " has required actions");
            JsonNode password = user.at("/credentials/0");
            assertEquals("password", password.path("type").asText(), name);
            assertFalse(password.path("temporary").asBoolean(true), name + "'s password is temporary");
        }
    }
}
