package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Keycloak's tokens at every write endpoint of the tournament, game and arbitration applications (issue 15, "Faults it
 * survives"): a token expired, of another issuer or for another audience is 401 at the tournament and arbitration
 * applications as at the game's (GameApplicationTest; a wrongly signed token: each application's own test); and the
 * role matrix of docs/PLATFORM.md ("Who may do what") holds with tokens Keycloak issues to the realm's demo users,
 * one a role: a role the endpoint does not admit is 403 role-forbidden, a role it admits passes the role check
 * (whatever the desk then says of the unknown tournament, game or appeal the request names). The realm's roles alone:
 * offices given by appointment are checked in each application's own test.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK})
class KeycloakWritesTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<Role, String> TOKENS = new EnumMap<>(Role.class);
  private static RealmTokens tokens;
  private static final Map<String, ServiceApplication> APPLICATIONS = new java.util.HashMap<>();

  /** The eight roles of docs/PLATFORM.md and the demo user of keycloak/tengen-realm.json holding each alone. */
  enum Role {
    ORG("demo-director"), TD("demo-technical-delegate"), CR("demo-chief-referee-kim"), REF("demo-referee-han"),
    ARB("demo-arb-lee"), PL("demo-p01"), TL("demo-team-leader"), AUD("demo-auditor");

    final String user;

    Role(String user) {
      this.user = user;
    }
  }

  /** A write endpoint of a service's application and the roles docs/PLATFORM.md lets call it. */
  record Write(String service, String method, String path, String contentType, Set<Role> roles) {
    @Override
    public String toString() {
      return service + " " + method + " " + path;
    }
  }

  private static final String T = "/api/v1/tournaments/t-matrix";
  private static final String G = "/api/v1/games/g-matrix";
  private static final String A = "/api/v1/appeals/a-matrix";

  /**
   * Every write of the three applications with its roles, from docs/PLATFORM.md's table "Who may do what" (the
   * previews, and a pairing correction, which the table does not list: the roles of its endpoint reference there).
   */
  private static final List<Write> WRITES = List.of(
      tournament("POST", "/api/v1/tournaments", Role.ORG),
      tournament("PUT", T + "/configuration", Role.ORG, Role.TD),
      tournament("POST", T + "/configuration/check", Role.ORG, Role.TD),
      tournament("PUT", T + "/details", Role.ORG),
      tournament("POST", T + "/players", Role.ORG, Role.TD),
      tournament("POST", T + "/players/import", Role.ORG, Role.TD),
      xml(tournament("POST", T + "/players/opengotha", Role.ORG, Role.TD)),
      xml(tournament("POST", T + "/players/macmahon", Role.ORG, Role.TD)),
      tournament("POST", T + "/players/pairgoth", Role.ORG, Role.TD),
      tournament("DELETE", T + "/players/p-matrix", Role.ORG, Role.TD, Role.CR),
      tournament("POST", T + "/rounds/1/check-in", Role.ORG, Role.TD, Role.CR),
      tournament("POST", T + "/officials", Role.TD),
      tournament("DELETE", T + "/officials/o-matrix", Role.TD),
      tournament("PUT", T + "/committee-make-up", Role.TD),
      tournament("POST", T + "/rounds/1/pairing", Role.TD, Role.CR),
      tournament("PUT", T + "/rounds/1/pairing", Role.TD, Role.CR),
      tournament("POST", T + "/rounds/1/pairing-corrections", Role.TD),
      tournament("POST", T + "/rounds/1/publish", Role.TD, Role.CR),
      tournament("POST", T + "/rounds/1/byes", Role.TD, Role.CR),
      tournament("PUT", T + "/rounds/1/boards/1/result", Role.TD, Role.CR, Role.REF),
      tournament("POST", T + "/rounds/1/boards/1/corrections", Role.TD),
      tournament("POST", T + "/rounds/1/reports", Role.CR, Role.REF),
      tournament("POST", T + "/close", Role.TD),
      tournament("POST", "/api/v1/bans", Role.TD),
      tournament("DELETE", "/api/v1/bans/b-matrix", Role.TD),
      game("POST", "/api/v1/games", Role.ORG, Role.TD),
      game("POST", G + "/moves", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/passes", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/resignation", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/dead-stones", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/recount", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/confirmations", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/moves/preview", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/passes/preview", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/dead-stones/preview", Role.CR, Role.REF, Role.PL),
      game("POST", G + "/clock/start", Role.CR, Role.REF),
      game("POST", G + "/clock/pause", Role.CR, Role.REF),
      game("POST", G + "/clock/resume", Role.CR, Role.REF),
      game("POST", G + "/clock/flag-check", Role.CR, Role.REF),
      game("POST", G + "/clock/expiry-pass", Role.CR, Role.REF),
      game("POST", G + "/arrivals", Role.CR, Role.REF),
      game("POST", G + "/decisions", Role.CR, Role.REF),
      game("POST", G + "/decisions/preview", Role.CR, Role.REF),
      game("POST", G + "/decisions/d-matrix/review", Role.CR),
      game("POST", G + "/result", Role.TD, Role.CR, Role.REF),
      game("POST", G + "/result-corrections", Role.TD),
      game("POST", G + "/void", Role.TD),
      arbitration("POST", "/api/v1/protests", Role.CR, Role.REF, Role.PL, Role.TL),
      arbitration("POST", "/api/v1/protests/p-matrix/decision", Role.CR, Role.REF),
      arbitration("POST", "/api/v1/appeals", Role.ARB, Role.PL, Role.TL),
      arbitration("POST", A + "/referee-report", Role.CR, Role.REF),
      arbitration("POST", A + "/testimonies", Role.ARB),
      arbitration("POST", A + "/meeting", Role.ARB),
      arbitration("POST", A + "/votes", Role.ARB),
      arbitration("POST", A + "/sanction-recommendations", Role.ARB),
      arbitration("POST", A + "/ruling", Role.TD, Role.ARB),
      arbitration("POST", A + "/deadline-check", Role.TD, Role.CR, Role.ARB),
      arbitration("POST", A + "/sanction-decisions", Role.TD),
      arbitration("PUT", "/api/v1/appeal-deposits/t-matrix", Role.ORG, Role.TD));

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    for (String service : List.of("tournament", "game", "arbitration")) {
      APPLICATIONS.put(service, ServiceApplication.spawn(service)); // side by side: each start is one thread's work
    }
    ServiceApplication.awaitReady(APPLICATIONS.values().toArray(ServiceApplication[]::new));
    for (Role role : Role.values()) {
      TOKENS.put(role, tokens.issued(role.user));
    }
  }

  @AfterAll
  static void stop() {
    APPLICATIONS.values().forEach(ServiceApplication::close);
  }

  static Stream<Write> writes() {
    return WRITES.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("writes")
  void eachWriteAdmitsTheRolesOfThePlatformsTableAndRefusesTheOthersWith403(Write write) throws Exception {
    List<String> wrong = new ArrayList<>();
    for (Role role : Role.values()) {
      HttpResponse<String> answer = APPLICATIONS.get(write.service()).send(write.method(), write.path(),
          write.method().equals("DELETE") ? null : write.contentType().endsWith("json") ? "{}" : "<players/>",
          write.contentType(), TOKENS.get(role));
      boolean forbidden = answer.statusCode() == 403 && "role-forbidden".equals(code(answer));
      if (write.roles().contains(role) ? forbidden || answer.statusCode() == 401 : !forbidden) {
        wrong.add(role + " (" + role.user + "): " + answer.statusCode() + " " + answer.body());
      }
    }
    assertEquals(List.of(), wrong, write + " admits " + write.roles());
  }

  /** A service's write refused for a token fault: the service and the write its request makes, with whose token. */
  static Stream<Arguments> faults() {
    long past = Instant.now().minusSeconds(600).getEpochSecond();
    Map<String, Consumer<ObjectNode>> faults = Map.of(
        "expired", claims -> claims.put("iat", past - 300).put("exp", past),
        "another issuer", claims -> claims.put("iss",
            claims.get("iss").asText().replace("/realms/tengen", "/realms/elsewhere")),
        "another audience", claims -> claims.put("aud", "tengen-web-admin"));
    List<Arguments> cases = new ArrayList<>();
    faults.forEach((fault, change) -> {
      cases.add(Arguments.of("tournament", fault, change, "demo-director", "/api/v1/tournaments",
          JSON.createObjectNode().put("name", "Token Open").toString()));
      cases.add(Arguments.of("arbitration", fault, change, "demo-referee-han", "/api/v1/protests",
          // a tournament of its own for each case: a complainant protests a judgment once
          JSON.createObjectNode().put("tournamentId", "t-token-" + UUID.randomUUID()).put("gameId", "g-token")
              .put("round", 1).put("board", 1).put("complainant", "Lee Sedol")
              .put("judgment", "Counted as White wins by 0.5").toString()));
    });
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("faults")
  void aTokenWithOneClaimWrongSignedByTheRealmsKeyIs401(String service, String fault, Consumer<ObjectNode> change,
      String user, String path, String body) throws Exception {
    ServiceApplication application = APPLICATIONS.get(service);
    // the same request with the issued claims signed by the same key is written: the claim alone is refused
    assertTrue(List.of(200, 201).contains(
        application.sendOnce("POST", path, body, tokens.signedByRealmKey(user, claims -> { })).statusCode()));

    HttpResponse<String> refused = application.send("POST", path, body, tokens.signedByRealmKey(user, change));

    assertEquals(401, refused.statusCode(), refused.body());
    assertEquals("token-invalid", code(refused));
    assertTrue(refused.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Bearer"),
        refused.headers().toString());
  }

  /**
   * A service keeps a verified token's identity until the token expires (VerifiedTokenIdentities): a token accepted
   * once is refused once its exp has passed, as quarkus-oidc refuses it, though its identity was kept.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"tournament", "arbitration"})
  void aTokenAcceptedOnceIsRefusedOnceItHasExpired(String service) throws Exception {
    Arguments write = faults().filter(fault -> fault.get()[0].equals(service)).findFirst().orElseThrow();
    String user = (String) write.get()[3];
    String path = (String) write.get()[4];
    String body = (String) write.get()[5];
    long expires = Instant.now().getEpochSecond() + 4;
    String shortLived = tokens.signedByRealmKey(user, claims -> claims.put("exp", expires));
    ServiceApplication application = APPLICATIONS.get(service);
    HttpResponse<String> accepted = application.sendOnce("POST", path, body, shortLived);
    assertTrue(List.of(200, 201).contains(accepted.statusCode()), accepted.body());

    while (Instant.now().getEpochSecond() <= expires) {
      Thread.sleep(250);
    }
    HttpResponse<String> refused = application.sendOnce("POST", path, body, shortLived);

    assertEquals(401, refused.statusCode(), refused.body());
    assertEquals("token-invalid", code(refused));
  }

  private static String code(HttpResponse<String> answer) {
    try {
      JsonNode body = JSON.readTree(answer.body());
      return body == null ? "" : body.path("code").asText();
    } catch (java.io.IOException notJson) {
      return "";
    }
  }

  private static Write tournament(String method, String path, Role... roles) {
    return write("tournament", method, path, roles);
  }

  private static Write game(String method, String path, Role... roles) {
    return write("game", method, path, roles);
  }

  private static Write arbitration(String method, String path, Role... roles) {
    return write("arbitration", method, path, roles);
  }

  private static Write write(String service, String method, String path, Role... roles) {
    EnumSet<Role> admitted = EnumSet.noneOf(Role.class);
    admitted.addAll(List.of(roles));
    return new Write(service, method, path, "application/json", admitted);
  }

  /** The write with an XML body (a file of another program imported) instead of JSON. */
  private static Write xml(Write write) {
    return new Write(write.service(), write.method(), write.path(), "application/xml", write.roles());
  }
}
