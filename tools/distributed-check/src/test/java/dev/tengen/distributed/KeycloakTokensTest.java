package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.RSAPublicKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Keycloak as the services will meet it: tokens of the realm's demo users through `tengen-scripts`. */
@Uses(Server.KEYCLOAK)
class KeycloakTokensTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String DEMO_PASSWORD = "tengen-demo"; // docs/OPERATIONS.md, "The realm"
  private static String realmUrl;
  private static JsonNode realm;

  @BeforeAll
  static void keycloak() throws IOException {
    realmUrl = Servers.await(Server.KEYCLOAK).get("QUARKUS_OIDC_AUTH_SERVER_URL");
    realm = JSON.readTree(Servers.ROOT.resolve("keycloak/tengen-realm.json").toFile());
  }

  // the eight roles of docs/PLATFORM.md, "Accounts, roles and offices"
  @ParameterizedTest
  @ValueSource(strings = {"organizer", "technical-delegate", "chief-referee", "referee", "arbitrator", "player",
      "team-leader", "auditor"})
  void aDemoUserOfEachRoleGetsATokenCarryingTheRoleForTheApi(String role) throws Exception {
    String user = demoUserWith(role);

    JsonNode claims = claims(passwordGrant(user, DEMO_PASSWORD).body().get("access_token").asText());

    assertTrue(texts(claims.path("realm_access").path("roles")).contains(role), user + "'s roles: " + claims.path("realm_access"));
    assertTrue(texts(claims.path("aud")).contains("tengen-api"), "audience: " + claims.path("aud"));
    assertEquals(realmUrl, claims.path("iss").asText(), "the issuer the services are configured with");
    assertEquals(user, claims.path("preferred_username").asText());
  }

  @Test
  void aDemoPlayersTokenNamesThePlayersTheirAccountPlaysAs() throws Exception {
    JsonNode claims = claims(passwordGrant("demo-p01", DEMO_PASSWORD).body().get("access_token").asText());

    // a list even of one player (the mapper is multivalued): the game service reads tengen_players
    assertTrue(claims.path("tengen_players").isArray(), "tengen_players: " + claims.path("tengen_players"));
    assertEquals(List.of("demo-p01"), texts(claims.path("tengen_players")));
  }

  /**
   * Keycloak 26's brute-force protection refused a sign-in while another of the same account was under way, with the
   * right password ("Invalid user credentials"; seen in the CI, 2026-11-27): a referee on two devices, or two scripts
   * of one account, would be refused at random. The project's Keycloak allows them (scripts/lib/keycloak-server).
   */
  @Test
  void signInsOfOneAccountAtOnceAllGetTokens() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(6);
    try {
      List<Future<Reply>> replies = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        replies.add(pool.submit(() -> passwordGrant("demo-chief-referee-kim", DEMO_PASSWORD)));
      }
      List<String> refused = new ArrayList<>();
      for (Future<Reply> reply : replies) {
        Reply r = reply.get(60, TimeUnit.SECONDS);
        if (r.status() != 200) {
          refused.add(r.status() + " " + r.body());
        }
      }
      assertEquals(List.of(), refused);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aWrongPasswordGetsNoToken() throws Exception {
    Reply reply = passwordGrant("demo-auditor", "not-" + DEMO_PASSWORD);

    assertEquals(400, reply.status());
    assertEquals("invalid_grant", reply.body().path("error").asText());
    assertFalse(reply.body().has("access_token"));
  }

  @Test
  void theRealmsKeysServedAsJwksVerifyItsTokens() throws Exception {
    String token = passwordGrant("demo-referee-han", DEMO_PASSWORD).body().get("access_token").asText();
    JsonNode discovery = get(realmUrl + "/.well-known/openid-configuration");
    JsonNode jwks = get(discovery.get("jwks_uri").asText());
    String[] parts = token.split("\\.");
    JsonNode header = JSON.readTree(Base64.getUrlDecoder().decode(parts[0]));
    JsonNode key = null;
    for (JsonNode candidate : jwks.get("keys")) {
      if (candidate.path("kid").asText().equals(header.get("kid").asText())) {
        key = candidate;
      }
    }

    assertEquals("RS256", header.get("alg").asText());
    assertTrue(key != null, "the token's key " + header.get("kid") + " is in the JWKS " + jwks);
    Signature rsa = Signature.getInstance("SHA256withRSA");
    rsa.initVerify(rsaKey(key));
    rsa.update((parts[0] + "." + parts[1]).getBytes(StandardCharsets.US_ASCII));
    assertTrue(rsa.verify(Base64.getUrlDecoder().decode(parts[2])), "the JWKS key verifies the token's signature");
  }

  private static String demoUserWith(String role) {
    for (JsonNode user : realm.get("users")) {
      if (texts(user.path("realmRoles")).contains(role)) {
        return user.get("username").asText();
      }
    }
    throw new AssertionError("keycloak/tengen-realm.json has no demo user with the role " + role);
  }

  private record Reply(int status, JsonNode body) {}

  private static Reply passwordGrant(String user, String password) throws Exception {
    String form = form(Map.of("grant_type", "password", "client_id", "tengen-scripts", "username", user,
        "password", password));
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(realmUrl + "/protocol/openid-connect/token"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form)).build(),
        HttpResponse.BodyHandlers.ofString());
    return new Reply(response.statusCode(), JSON.readTree(response.body()));
  }

  private static JsonNode get(String url) throws Exception {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), url);
    return JSON.readTree(response.body());
  }

  private static String form(Map<String, String> fields) {
    List<String> pairs = new ArrayList<>();
    fields.forEach((name, value) -> pairs.add(name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8)));
    return String.join("&", pairs);
  }

  private static JsonNode claims(String token) throws IOException {
    return JSON.readTree(Base64.getUrlDecoder().decode(token.split("\\.")[1]));
  }

  /** A claim that is one string or an array of strings (as `aud`), as a list. */
  private static List<String> texts(JsonNode node) {
    List<String> texts = new ArrayList<>();
    if (node.isArray()) {
      node.forEach(item -> texts.add(item.asText()));
    } else if (node.isTextual()) {
      texts.add(node.asText());
    }
    return texts;
  }

  private static PublicKey rsaKey(JsonNode jwk) throws Exception {
    BigInteger modulus = new BigInteger(1, Base64.getUrlDecoder().decode(jwk.get("n").asText()));
    BigInteger exponent = new BigInteger(1, Base64.getUrlDecoder().decode(jwk.get("e").asText()));
    return KeyFactory.getInstance("RSA").generatePublic(new RSAPublicKeySpec(modulus, exponent));
  }
}
