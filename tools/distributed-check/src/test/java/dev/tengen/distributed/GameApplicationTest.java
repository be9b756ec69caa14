package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The game service as its own application (services/game-app, packaged) on the run's PostgreSQL, Kafka and Keycloak:
 * moves played through its API with Keycloak's tokens, its events on Kafka keyed by game id, the tokens it refuses
 * (issue 15), an office given by the tournament's events, and PostgreSQL stopped and started under it.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK})
class GameApplicationTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String GAME_TOPIC = "tengen.game";
  private static RealmTokens tokens;
  private static ServiceApplication game;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the application reads the realm's keys
    game = ServiceApplication.start("game");
  }

  @AfterAll
  static void stop() {
    if (game != null) {
      game.close();
    }
  }

  @Test
  void movesPlayedWithARefereesTokenArriveOnKafkaKeyedByTheGameInTheirOrder() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());
    String referee = tokens.issued("demo-referee-han");

    for (String[] move : List.of(new String[] {"black", "Q16"}, new String[] {"white", "D4"}, new String[] {"black", "Q4"})) {
      assertEquals(201, move(gameId, move[0], move[1], referee).statusCode());
    }

    List<PublishedEvent> events = publishedFor(gameId, 4, Duration.ofSeconds(30));
    assertEquals(List.of("GameStarted", "MovePlayed", "MovePlayed", "MovePlayed"),
        events.stream().map(e -> e.payloadType().replaceAll(".*\\.", "")).toList());
    assertEquals(List.of(0L, 1L, 2L, 3L), events.stream().map(PublishedEvent::sequence).toList());
    assertEquals("Q4", JSON.readTree(events.get(3).payload()).get("point").asText());
  }

  @Test
  void aTokenWithTheIssuedClaimsSignedByAKeyTheRealmPublishesIsAccepted() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());

    String token = tokens.signedByRealmKey("demo-referee-han", claims -> { });

    assertEquals(201, move(gameId, "black", "Q16", token).statusCode());
  }

  @Test
  void anExpiredTokenIs401() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());
    long past = Instant.now().minusSeconds(600).getEpochSecond();

    String token = tokens.signedByRealmKey("demo-referee-han", claims -> claims.put("iat", past - 300).put("exp", past));

    assertRefused(move(gameId, "black", "Q16", token));
  }

  @Test
  void aTokenOfAnotherIssuerIs401() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());

    String token = tokens.signedByRealmKey("demo-referee-han",
        claims -> claims.put("iss", claims.get("iss").asText().replace("/realms/tengen", "/realms/elsewhere")));

    assertRefused(move(gameId, "black", "Q16", token));
  }

  @Test
  void aTokenForAnotherAudienceIs401() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());

    String token = tokens.signedByRealmKey("demo-referee-han", claims -> claims.put("aud", "tengen-web-admin"));

    assertRefused(move(gameId, "black", "Q16", token));
  }

  @Test
  void aTokenWronglySignedIs401() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());

    assertRefused(move(gameId, "black", "Q16", tokens.signedByAnotherKey("demo-referee-han")));
  }

  @Test
  void anArbitratorAppointedRefereeOfATournamentByItsEventsRefereesItsGamesAndNoOthers() throws Exception {
    String tournament = "t-" + UUID.randomUUID();
    String own = newGame(tournament);
    String other = newGame("t-" + UUID.randomUUID());
    String arbitrator = tokens.issued("demo-arb-lee"); // realm role arbitrator: no referee anywhere by itself
    assertEquals(403, move(own, "black", "Q16", arbitrator).statusCode());

    appoint(tournament, "demo-arb-lee", "referee");

    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    int status;
    while ((status = move(own, "black", "Q16", arbitrator).statusCode()) == 403 && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(201, status, "the appointment, read from tengen.tournament, gives the office in its tournament");
    assertEquals(403, move(other, "black", "Q16", arbitrator).statusCode(), "and in no other tournament");
  }

  @Test
  void aPlayerWhoseTokenNamesTheBlackPlayerPlaysBlackAndNotWhite() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID()); // black p-black, white p-white

    String player = tokens.signedByRealmKey("demo-p01", claims -> claims.putArray("tengen_players").add("p-black"));

    assertEquals(201, move(gameId, "black", "Q16", player).statusCode());
    assertEquals(403, move(gameId, "white", "D4", player).statusCode());
  }

  @Test
  void aDemoPlayersIssuedTokenPlaysTheColourOfThePlayerTheirAccountIsGivenAndNotTheOther() throws Exception {
    // keycloak/tengen-realm.json: demo-p01's attribute tengen_players names the demo event's player demo-p01
    String gameId = newGame("t-" + UUID.randomUUID(), "demo-p01", "p-white");

    String player = tokens.issued("demo-p01");

    assertEquals(201, move(gameId, "black", "Q16", player).statusCode());
    assertEquals(403, move(gameId, "white", "D4", player).statusCode());
  }

  @Test
  void whilePostgresqlIsStoppedAMoveIs503AndAfterItsRestartTheSameMoveIsRecorded() throws Exception {
    String gameId = newGame("t-" + UUID.randomUUID());
    String referee = tokens.issued("demo-referee-han");
    HttpResponse<String> refused;
    Servers.command(Server.POSTGRESQL, "stop");
    try {
      refused = move(gameId, "black", "Q16", referee);
    } finally {
      Servers.command(Server.POSTGRESQL, "start");
    }

    assertEquals(503, refused.statusCode(), refused.body());
    assertEquals("store-unavailable", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(refused.headers().firstValue("Retry-After").isPresent(), "Retry-After: " + refused.headers());
    HttpResponse<String> recorded = move(gameId, "black", "Q16", referee);
    assertEquals(201, recorded.statusCode(), recorded.body());
    assertEquals(1, JSON.readTree(recorded.body()).get("version").asInt(), "the refused move wrote nothing");
  }

  // ------------------------------------------------------------------ the API, Kafka

  private static void assertRefused(HttpResponse<String> response) throws Exception {
    assertEquals(401, response.statusCode(), response.body());
    assertEquals("token-invalid", JSON.readTree(response.body()).get("code").asText());
    assertTrue(response.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Bearer"), response.headers().toString());
  }

  /** A game of p-black and p-white opened by the organizer, in {@code tournamentId}; its id. */
  private static String newGame(String tournamentId) throws Exception {
    return newGame(tournamentId, "p-black", "p-white");
  }

  /** A game opened by the organizer, in {@code tournamentId}, of the players {@code black} and {@code white}; its id. */
  private static String newGame(String tournamentId, String black, String white) throws Exception {
    String body = JSON.createObjectNode().put("tournamentId", tournamentId).put("round", 1).put("board", 1)
        .put("black", black).put("white", white).put("ruleset", "korean-2016")
        .put("competitionCode", "incheon-2013").put("boardSize", 19).put("komi", 6.5).toString();
    HttpResponse<String> started = post("/api/v1/games", body, tokens.issued("demo-director"));
    assertEquals(201, started.statusCode(), started.body());
    return JSON.readTree(started.body()).get("gameId").asText();
  }

  private static HttpResponse<String> move(String gameId, String color, String point, String token) throws Exception {
    return post("/api/v1/games/" + gameId + "/moves",
        JSON.createObjectNode().put("color", color).put("point", point).toString(), token);
  }

  private static HttpResponse<String> post(String path, String body, String token) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(game.url + path)).header("Content-Type", "application/json")
        .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static List<PublishedEvent> publishedFor(String gameId, int count, Duration limit) {
    return TopicRecords.keyed(GAME_TOPIC, gameId, count, limit);
  }

  /** An appointment as the tournament service's publisher writes it to tengen.tournament (hand-written JSON). */
  private static void appoint(String tournamentId, String personId, String role) throws Exception {
    byte[] payload = JSON.createObjectNode().put("tournamentId", tournamentId).put("personId", personId)
        .put("role", role).put("name", personId).put("nationality", "KR").put("by", "demo-technical-delegate")
        .put("at", Instant.now().toString()).toString().getBytes(StandardCharsets.UTF_8);
    TournamentTopic.publish(tournamentId, UUID.randomUUID().toString(),
        "dev.tengen.tournament.service.api.OfficialAppointed", payload);
  }
}
