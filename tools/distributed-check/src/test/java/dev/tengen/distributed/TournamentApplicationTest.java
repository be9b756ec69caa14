package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tournament service as its own application (services/tournament-app, packaged) on the run's PostgreSQL, Kafka
 * and Keycloak: a tournament created, its players registered and its officials appointed through its API with
 * Keycloak's tokens, its events on Kafka keyed by tournament id (issue 15), the office it gives read by the game
 * application from those events, a forged token refused, PostgreSQL stopped under it; and the registration desk's
 * search in the rating lists of {@code TENGEN_RATINGS_DIR} (src/test/resources/ratings: the AGA's TDListA, its origin
 * in the README there).
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK})
class TournamentApplicationTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String TOURNAMENT_TOPIC = "tengen.tournament";
  private static RealmTokens tokens;
  private static ServiceApplication tournament;
  private static ServiceApplication game;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    Path ratings = Path.of(TournamentApplicationTest.class.getResource("/ratings/lists").toURI());
    tournament = ServiceApplication.spawn("tournament", Map.of("TENGEN_RATINGS_DIR", ratings.toString()));
    game = ServiceApplication.spawn("game");
    ServiceApplication.awaitReady(tournament, game);
  }

  @AfterAll
  static void stop() {
    if (game != null) {
      game.close();
    }
    if (tournament != null) {
      tournament.close();
    }
  }

  @Test
  void aTournamentItsPlayersAndItsOfficialAreOnKafkaKeyedByTheTournamentInTheirOrder() throws Exception {
    String tournamentId = newTournament();
    register(tournamentId, "Cho Hun-hyun");
    register(tournamentId, "Rin Kaiho");
    appoint(tournamentId, "demo-referee-han", "referee");

    List<PublishedEvent> events = TopicRecords.keyed(TOURNAMENT_TOPIC, tournamentId, 4, Duration.ofSeconds(30));

    assertEquals(List.of("TournamentCreated", "PlayerRegistered", "PlayerRegistered", "OfficialAppointed"),
        events.stream().map(e -> e.payloadType().replaceAll(".*\\.", "")).toList());
    assertEquals(List.of(0L, 1L, 2L, 3L), events.stream().map(PublishedEvent::sequence).toList());
    assertEquals("Rin Kaiho", JSON.readTree(events.get(2).payload()).get("name").asText());
  }

  @Test
  void anAppointedOfficialIsListedByTheTournament() throws Exception {
    String tournamentId = newTournament();

    appoint(tournamentId, "demo-referee-han", "referee");

    JsonNode officials = JSON.readTree(get("/api/v1/tournaments/" + tournamentId + "/officials").body());
    assertEquals(1, officials.size(), officials.toString());
    assertEquals("demo-referee-han", officials.get(0).get("personId").asText());
    assertEquals("referee", officials.get(0).get("role").asText());
  }

  @Test
  void anAccountAppointedChiefRefereeMayWithdrawAPlayerOfThatTournamentOnly() throws Exception {
    String own = newTournament();
    String other = newTournament();
    String ownPlayer = register(own, "Cho Hun-hyun");
    String otherPlayer = register(other, "Rin Kaiho");
    String arbitrator = tokens.issued("demo-arb-lee"); // realm role arbitrator: no chief referee anywhere by itself

    appoint(own, "demo-arb-lee", "chief-referee");

    assertEquals(200, withdraw(own, ownPlayer, arbitrator).statusCode());
    assertEquals(403, withdraw(other, otherPlayer, arbitrator).statusCode());
  }

  @Test
  void aRefereeAppointedByTheTournamentApplicationRefereesThatTournamentsGamesInTheGameApplication() throws Exception {
    String tournamentId = newTournament();
    String gameId = newGame(tournamentId);
    String arbitrator = tokens.issued("demo-arb-lee"); // realm role arbitrator: no referee anywhere by itself
    assertEquals(403, move(gameId, arbitrator).statusCode());

    appoint(tournamentId, "demo-arb-lee", "referee");

    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    int status;
    while ((status = move(gameId, arbitrator).statusCode()) == 403 && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(201, status, "the appointment, published to tengen.tournament, reaches the game application");
  }

  @Test
  void aTokenWronglySignedIs401() throws Exception {
    HttpResponse<String> refused = post(tournament, "/api/v1/tournaments",
        JSON.createObjectNode().put("name", "Forged Open").toString(), tokens.signedByAnotherKey("demo-director"));

    assertEquals(401, refused.statusCode(), refused.body());
    assertEquals("token-invalid", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(refused.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Bearer"));
  }

  @Test
  void whilePostgresqlIsStoppedATournamentIsNotCreatedAnd503AndAfterItsRestartItIs() throws Exception {
    String body = JSON.createObjectNode().put("name", "Restart Cup").toString();
    String organizer = tokens.issued("demo-director");
    HttpResponse<String> refused;
    Servers.command(Server.POSTGRESQL, "stop");
    try {
      refused = post(tournament, "/api/v1/tournaments", body, organizer);
    } finally {
      Servers.command(Server.POSTGRESQL, "start");
    }

    assertEquals(503, refused.statusCode(), refused.body());
    assertEquals("store-unavailable", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(refused.headers().firstValue("Retry-After").isPresent(), "Retry-After: " + refused.headers());
    HttpResponse<String> created = post(tournament, "/api/v1/tournaments", body, organizer);
    assertEquals(201, created.statusCode(), created.body());
  }

  // ------------------------------------------------------------------ the registration desk's rating lists

  @Test
  void anOrganizerFindsAPlayerOfTheRatingListByName() throws Exception {
    HttpResponse<String> answer = tournament.send("GET", "/api/v1/ratings?find=abentroth", null,
        tokens.issued("demo-director"));

    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode found = JSON.readTree(answer.body());
    assertTrue(found.get("configured").asBoolean(), answer.body());
    assertEquals("TDListA.txt", found.at("/lists/0/file").asText());
    assertEquals("aga", found.at("/lists/0/list").asText());
    assertEquals(4, found.at("/lists/0/players").asInt());
    assertEquals(1, found.get("players").size(), answer.body());
    JsonNode nicholas = found.at("/players/0");
    assertEquals("17452", nicholas.get("id").asText());
    assertEquals("Abentroth Nicholas", nicholas.get("name").asText());
    assertEquals("6k", nicholas.get("rank").asText()); // AGA -6.90000: 6 kyu
    assertEquals(1460, nicholas.get("rating").asInt()); // 2050 at 1k/1d, 100 a rank: 2050 - 590
    assertEquals("FARG", nicholas.get("club").asText());
    assertEquals("17452", nicholas.at("/memberships/aga").asText());
  }

  @Test
  void anOrganizerFindsAPlayerOfTheRatingListByAgaId() throws Exception {
    HttpResponse<String> answer = tournament.send("GET", "/api/v1/ratings?find=30001", null,
        tokens.issued("demo-director"));

    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode players = JSON.readTree(answer.body()).get("players");
    assertEquals(1, players.size(), answer.body());
    assertEquals("Zhou Li", players.get(0).get("name").asText());
    assertEquals("2d", players.get(0).get("rank").asText()); // AGA 2.50000: 2 dan
    assertEquals("NY", players.get(0).get("country").asText());
  }

  @Test
  void aRefereeMayNotSearchTheRatingLists() throws Exception {
    HttpResponse<String> answer = tournament.send("GET", "/api/v1/ratings?find=abentroth", null,
        tokens.issued("demo-referee-han"));

    assertEquals(403, answer.statusCode(), answer.body());
    assertEquals("role-forbidden", JSON.readTree(answer.body()).get("code").asText());
  }

  @Test
  void aSearchOfTheRatingListsWithoutATokenIs401() throws Exception {
    HttpResponse<String> answer = tournament.send("GET", "/api/v1/ratings?find=abentroth", null, null);

    assertEquals(401, answer.statusCode(), answer.body());
  }

  @Test
  void aSearchOfTheRatingListsThatNamesNoOneIs400() throws Exception {
    HttpResponse<String> answer = tournament.send("GET", "/api/v1/ratings", null, tokens.issued("demo-director"));

    assertEquals(400, answer.statusCode(), answer.body());
    assertEquals("field-required", JSON.readTree(answer.body()).get("code").asText());
  }

  // ------------------------------------------------------------------ the APIs

  private static String newTournament() throws Exception {
    HttpResponse<String> created = post(tournament, "/api/v1/tournaments",
        JSON.createObjectNode().put("name", "Distributed Open").toString(), tokens.issued("demo-director"));
    assertEquals(201, created.statusCode(), created.body());
    return JSON.readTree(created.body()).get("tournamentId").asText();
  }

  /** A player registered by the organizer; the player's id. */
  private static String register(String tournamentId, String name) throws Exception {
    HttpResponse<String> registered = post(tournament, "/api/v1/tournaments/" + tournamentId + "/players",
        JSON.createObjectNode().put("name", name).put("rank", "5d").put("country", "KR").toString(),
        tokens.issued("demo-director"));
    assertEquals(201, registered.statusCode(), registered.body());
    return JSON.readTree(registered.body()).get("playerId").asText();
  }

  private static void appoint(String tournamentId, String personId, String role) throws Exception {
    HttpResponse<String> appointed = post(tournament, "/api/v1/tournaments/" + tournamentId + "/officials",
        JSON.createObjectNode().put("personId", personId).put("role", role).put("name", personId)
            .put("nationality", "KR").toString(), tokens.issued("demo-technical-delegate"));
    assertTrue(appointed.statusCode() == 200 || appointed.statusCode() == 201, appointed.body());
  }

  private static HttpResponse<String> withdraw(String tournamentId, String playerId, String token) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(tournament.url + "/api/v1/tournaments/" + tournamentId
        + "/players/" + playerId + "?reason=ill")).header("Authorization", "Bearer " + token).DELETE().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /** A game of p-black and p-white opened in the game application by the organizer, in the tournament; its id. */
  private static String newGame(String tournamentId) throws Exception {
    String body = JSON.createObjectNode().put("tournamentId", tournamentId).put("round", 1).put("board", 1)
        .put("black", "p-black").put("white", "p-white").put("ruleset", "korean-2016")
        .put("competitionCode", "incheon-2013").put("boardSize", 19).put("komi", 6.5).toString();
    HttpResponse<String> started = post(game, "/api/v1/games", body, tokens.issued("demo-director"));
    assertEquals(201, started.statusCode(), started.body());
    return JSON.readTree(started.body()).get("gameId").asText();
  }

  private static HttpResponse<String> move(String gameId, String token) throws Exception {
    return post(game, "/api/v1/games/" + gameId + "/moves",
        JSON.createObjectNode().put("color", "black").put("point", "Q16").toString(), token);
  }

  private static HttpResponse<String> get(String path) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(tournament.url + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(ServiceApplication application, String path, String body, String token)
      throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(application.url + path)).header("Content-Type", "application/json")
        .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
