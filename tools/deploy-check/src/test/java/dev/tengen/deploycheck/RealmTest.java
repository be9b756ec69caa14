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

/**
 * keycloak/tengen-realm.json against the platform's roles, the console's sign-in (docs/PLATFORM.md) and the players a
 * token names for the game service (docs/OPERATIONS.md, "The realm").
 */
class RealmTest {

    /** The platform's source of truth for role names: constants, read from the source so no Quarkus is needed. */
    static final Path ROLES =
            Repository.ROOT.resolve("services/web/src/main/java/dev/tengen/service/web/security/Roles.java");

    /** The claim the service applications (game, arbitration) read the players an account plays as from, read from its source. */
    static final Path GAME_IDENTITIES =
            Repository.ROOT.resolve("services/office-identities/src/main/java/dev/tengen/distributed/identity/PlayersClaim.java");
    /** How the platform's demo event names its registered players, read from its source. */
    static final Path DEMO_EVENT =
            Repository.ROOT.resolve("services/platform/src/main/java/dev/tengen/platform/demo/DemoEvent.java");
    static final String PLAYERS_ATTRIBUTE = "tengen_players";

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

    /** The one group a regular expression finds in a source file. */
    static String fromSource(Path source, String regex) throws IOException {
        Matcher found = Pattern.compile(regex).matcher(Files.readString(source));
        assertTrue(found.find(), () -> "no " + regex + " in " + source);
        return found.group(1);
    }

    /** The realm's declarative user profile, which Keycloak keeps as JSON text in a component's config. */
    static JsonNode userProfile() throws IOException {
        JsonNode text = realm.at("/components/org.keycloak.userprofile.UserProfileProvider/0/config/kc.user.profile.config/0");
        assertTrue(text.isTextual(), "no declarative user profile in " + Repository.REALM);
        return Manifests.JSON.readTree(text.asText());
    }

    static JsonNode profileAttribute(JsonNode profile, String name) {
        for (JsonNode attribute : profile.path("attributes")) {
            if (name.equals(attribute.path("name").asText())) {
                return attribute;
            }
        }
        throw new AssertionError("the user profile declares no attribute " + name);
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
        // web-admin/src/main.tsx: the redirect URI is <origin>/admin/; the chart adds https://<ingress host>/admin/*;
        // 8080 is the embedded platform's, 8084 the read-models application's under scripts/run-distributed
        List<String> uris = new ArrayList<>();
        client("tengen-web-admin").path("redirectUris").forEach(u -> uris.add(u.asText()));
        assertEquals(List.of("http://localhost:8080/admin/*", "http://127.0.0.1:8080/admin/*",
                "http://localhost:8084/admin/*", "http://127.0.0.1:8084/admin/*"), uris);
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

    @Test
    void theRealmsPlayersAttributeIsTheClaimTheGameServiceReads() throws IOException {
        assertEquals(fromSource(GAME_IDENTITIES, "String NAME = \"([^\"]+)\";"), PLAYERS_ATTRIBUTE);
    }

    @Test
    void userProfileDeclaresThePlayersAttributeMultivaluedAndEditableByAdministratorsOnly() throws IOException {
        // Keycloak 26 keeps no undeclared (unmanaged) attribute unless the profile's policy allows it (ENVIRONMENT.md)
        JsonNode players = profileAttribute(userProfile(), PLAYERS_ATTRIBUTE);
        assertTrue(players.path("multivalued").asBoolean(), "a player account may play as several registered players");
        assertEquals(List.of("admin"), texts(players.at("/permissions/edit")), "a player must not choose whom they play as");
    }

    @Test
    void userProfileKeepsKeycloaksDefaultAttributes() throws IOException {
        JsonNode profile = userProfile();
        for (String name : List.of("username", "email", "firstName", "lastName")) {
            profileAttribute(profile, name);
        }
    }

    @Test
    void consoleAndScriptTokensCarryThePlayersAttributeAsAListInTheAccessToken() {
        for (String clientId : List.of("tengen-web-admin", "tengen-scripts")) {
            JsonNode mapper = null;
            for (JsonNode candidate : client(clientId).path("protocolMappers")) {
                if (PLAYERS_ATTRIBUTE.equals(candidate.at("/config/claim.name").asText())) {
                    mapper = candidate;
                }
            }
            assertTrue(mapper != null, "no mapper of the claim " + PLAYERS_ATTRIBUTE + " on " + clientId);
            assertEquals("oidc-usermodel-attribute-mapper", mapper.path("protocolMapper").asText(), clientId);
            assertEquals(PLAYERS_ATTRIBUTE, mapper.at("/config/user.attribute").asText(), clientId);
            assertEquals("true", mapper.at("/config/multivalued").asText(), clientId);
            assertEquals("true", mapper.at("/config/access.token.claim").asText(), clientId);
        }
    }

    @Test
    void everyDemoPlayerPlaysAsAPlayerRegisteredInTheDemoEvent() throws IOException {
        String format = fromSource(DEMO_EVENT, "String.format\\(\"([^\"]+)\", i \\+ 1\\)");
        int registered = Integer.parseInt(fromSource(DEMO_EVENT, "int PLAYERS = (\\d+);"));
        Set<String> demoEventPlayers = new TreeSet<>();
        for (int i = 0; i < registered; i++) {
            demoEventPlayers.add(String.format(format, i + 1));
        }
        int players = 0;
        for (JsonNode user : realm.path("users")) {
            if (!texts(user.path("realmRoles")).contains("player")) {
                continue;
            }
            players++;
            List<String> playsAs = texts(user.at("/attributes/" + PLAYERS_ATTRIBUTE));
            String name = user.path("username").asText();
            assertFalse(playsAs.isEmpty(), name + " plays as nobody");
            assertTrue(demoEventPlayers.containsAll(playsAs), name + " plays as " + playsAs + ", not all in the demo event");
        }
        assertTrue(players > 0, "no demo user holds the role player");
    }

    static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
