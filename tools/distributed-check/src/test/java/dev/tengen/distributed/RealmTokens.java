package dev.tengen.distributed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Tokens of the realm tengen for the checks of a service's token validation: a demo user's token as Keycloak issues
 * it, and tokens with one claim changed (expiry, issuer, audience) signed with a key the realm publishes. That key is
 * the check's own, added to the realm through Keycloak's admin API at a priority below the realm's own key (so Keycloak
 * still signs with its own); a service that accepts the unchanged claims signed with it and refuses each changed one
 * refuses it for that claim alone.
 */
final class RealmTokens {

  static final String DEMO_PASSWORD = "tengen-demo"; // docs/OPERATIONS.md, "The realm"
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

  private final String keycloakUrl;
  private final String realmUrl;
  private final PrivateKey checkKey;
  private final String checkKid;

  private RealmTokens(String keycloakUrl, String realmUrl, PrivateKey checkKey, String checkKid) {
    this.keycloakUrl = keycloakUrl;
    this.realmUrl = realmUrl;
    this.checkKey = checkKey;
    this.checkKid = checkKid;
  }

  /** The maker of tokens as Keycloak issues them only ({@link #issued}): nothing is added to the realm. */
  static RealmTokens issuedOnly() throws Exception {
    Map<String, String> keycloak = Servers.await(Server.KEYCLOAK);
    return new RealmTokens(keycloak.get("KEYCLOAK_URL"), keycloak.get("QUARKUS_OIDC_AUTH_SERVER_URL"), null, null);
  }

  /** Adds the check's key to the realm (before a service reads the realm's keys) and returns the tokens' maker. */
  static RealmTokens withCheckKey() throws Exception {
    Map<String, String> keycloak = Servers.await(Server.KEYCLOAK);
    String keycloakUrl = keycloak.get("KEYCLOAK_URL");
    String admin = adminToken(keycloakUrl);
    KeyPair pair = rsaPair();
    String pem = "-----BEGIN PRIVATE KEY-----\n" + Base64.getMimeEncoder().encodeToString(pair.getPrivate().getEncoded())
        + "\n-----END PRIVATE KEY-----";
    String name = "distributed-check-" + System.nanoTime();
    // a component's parent is the realm's id (Keycloak's internal one), not its name
    String realmId = JSON.readTree(send(HttpRequest.newBuilder(URI.create(keycloakUrl + "/admin/realms/tengen"))
        .header("Authorization", "Bearer " + admin).build()).body()).path("id").asText();
    ObjectNode component = JSON.createObjectNode().put("name", name).put("providerId", "rsa")
        .put("providerType", "org.keycloak.keys.KeyProvider").put("parentId", realmId);
    ObjectNode config = component.putObject("config");
    config.putArray("priority").add("0");
    config.putArray("enabled").add("true");
    config.putArray("active").add("true");
    config.putArray("algorithm").add("RS256");
    config.putArray("privateKey").add(pem);
    HttpResponse<String> made = send(HttpRequest.newBuilder(URI.create(keycloakUrl + "/admin/realms/tengen/components"))
        .header("Authorization", "Bearer " + admin).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(component))).build());
    if (made.statusCode() != 201) {
      throw new IllegalStateException("Keycloak did not add the check's key: " + made.statusCode() + " " + made.body());
    }
    String componentId = made.headers().firstValue("Location").orElseThrow().replaceAll(".*/", "");
    JsonNode keys = JSON.readTree(send(HttpRequest.newBuilder(URI.create(keycloakUrl + "/admin/realms/tengen/keys"))
        .header("Authorization", "Bearer " + admin).build()).body());
    for (JsonNode key : keys.path("keys")) {
      if (componentId.equals(key.path("providerId").asText())) {
        return new RealmTokens(keycloakUrl, keycloak.get("QUARKUS_OIDC_AUTH_SERVER_URL"), pair.getPrivate(),
            key.path("kid").asText());
      }
    }
    throw new IllegalStateException("the realm does not list the check's key " + componentId + ": " + keys);
  }

  /** A demo user's access token as Keycloak issues it (client tengen-scripts, password grant). */
  String issued(String user) throws Exception {
    HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(realmUrl + "/protocol/openid-connect/token"))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(form(Map.of("grant_type", "password", "client_id", "tengen-scripts",
            "username", user, "password", DEMO_PASSWORD)))).build());
    JsonNode body = JSON.readTree(response.body());
    if (!body.has("access_token")) {
      throw new IllegalStateException("Keycloak gave " + user + " no token: " + response.body());
    }
    return body.get("access_token").asText();
  }

  /** The claims of {@code user}'s issued token, changed by {@code change}, signed with the check's key the realm publishes. */
  String signedByRealmKey(String user, Consumer<ObjectNode> change) throws Exception {
    ObjectNode claims = (ObjectNode) JSON.readTree(Base64.getUrlDecoder().decode(issued(user).split("\\.")[1]));
    change.accept(claims);
    return sign(claims, checkKid, checkKey);
  }

  /** {@code user}'s issued token's claims and key id, signed with a key the realm does not have. */
  String signedByAnotherKey(String user) throws Exception {
    String[] parts = issued(user).split("\\.");
    JsonNode header = JSON.readTree(Base64.getUrlDecoder().decode(parts[0]));
    ObjectNode claims = (ObjectNode) JSON.readTree(Base64.getUrlDecoder().decode(parts[1]));
    return sign(claims, header.path("kid").asText(), rsaPair().getPrivate());
  }

  private static String sign(ObjectNode claims, String kid, PrivateKey key) throws Exception {
    ObjectNode header = JSON.createObjectNode().put("alg", "RS256").put("typ", "JWT").put("kid", kid);
    String signed = BASE64URL.encodeToString(JSON.writeValueAsBytes(header)) + "."
        + BASE64URL.encodeToString(JSON.writeValueAsBytes(claims));
    Signature rsa = Signature.getInstance("SHA256withRSA");
    rsa.initSign(key);
    rsa.update(signed.getBytes(StandardCharsets.US_ASCII));
    return signed + "." + BASE64URL.encodeToString(rsa.sign());
  }

  private static String adminToken(String keycloakUrl) throws Exception {
    String password = Files.readString(Servers.folder(Server.KEYCLOAK).resolve("admin-password")).strip();
    HttpResponse<String> response = send(HttpRequest.newBuilder(
            URI.create(keycloakUrl + "/realms/master/protocol/openid-connect/token"))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(form(Map.of("grant_type", "password", "client_id", "admin-cli",
            "username", "admin", "password", password)))).build());
    return JSON.readTree(response.body()).get("access_token").asText();
  }

  private static KeyPair rsaPair() throws GeneralSecurityException {
    KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
    generator.initialize(2048);
    return generator.generateKeyPair();
  }

  private static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  private static String form(Map<String, String> fields) {
    List<String> pairs = new ArrayList<>();
    fields.forEach((name, value) -> pairs.add(name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8)));
    return String.join("&", pairs);
  }
}
