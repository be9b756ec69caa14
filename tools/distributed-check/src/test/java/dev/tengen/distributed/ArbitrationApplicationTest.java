package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.distributed.kafka.PublishedEvent;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The arbitration service as its own application (services/arbitration-app, packaged) beside the tournament and game
 * applications on the run's PostgreSQL, Kafka and Keycloak: a player's protest and appeal on their own game, known to
 * arbitration from tengen.game, filed with Keycloak's tokens and published to tengen.arbitration keyed by protest and
 * appeal; a protest naming another board than its game's refused; a committee member appointed in the tournament
 * application sitting in that tournament only; a forged token refused; PostgreSQL stopped under it; an appointment
 * redelivered on tengen.tournament changing nothing (issue 15).
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK})
class ArbitrationApplicationTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Duration FACTS_ARRIVE = Duration.ofSeconds(60);
  private static RealmTokens tokens;
  private static ServiceApplication arbitration;
  private static ServiceApplication tournament;
  private static ServiceApplication game;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    tournament = ServiceApplication.spawn("tournament");
    game = ServiceApplication.spawn("game");
    arbitration = ServiceApplication.spawn("arbitration");
    ServiceApplication.awaitReady(tournament, game, arbitration);
  }

  @AfterAll
  static void stop() {
    for (ServiceApplication application : new ServiceApplication[] {arbitration, game, tournament}) {
      if (application != null) {
        application.close();
      }
    }
  }

  @Test
  void aPlayersProtestAndAppealOnTheirOwnGameAreFiledAndReachTengenArbitrationKeyedInTheirOrder() throws Exception {
    String tournamentId = newTournament();
    String gameId = newGame(tournamentId, "demo-p01"); // keycloak/tengen-realm.json: demo-p01 plays as demo-p01
    String player = tokens.issued("demo-p01");

    // the game reaches arbitration through tengen.game: until then the player plays no game of that id here
    HttpResponse<String> protested = until(status -> status != 403,
        () -> post(arbitration, "/api/v1/protests", protest(tournamentId, gameId), player));
    assertEquals(201, protested.statusCode(), protested.body());
    String protestId = JSON.readTree(protested.body()).get("id").asText();
    assertEquals(200, decide(protestId).statusCode());
    HttpResponse<String> appealed = post(arbitration, "/api/v1/appeals", appeal(protestId), player);

    assertEquals(201, appealed.statusCode(), appealed.body());
    assertEquals("filed", JSON.readTree(appealed.body()).get("status").asText());
    String appealId = JSON.readTree(appealed.body()).get("id").asText();
    List<PublishedEvent> protestEvents = TopicRecords.keyed("tengen.arbitration", protestId, 2, Duration.ofSeconds(30));
    assertEquals(List.of("ProtestFiled", "ProtestDecided"), names(protestEvents));
    assertEquals(List.of(0L, 1L), protestEvents.stream().map(PublishedEvent::sequence).toList());
    List<PublishedEvent> appealEvents = TopicRecords.keyed("tengen.arbitration", appealId, 1, Duration.ofSeconds(30));
    assertEquals(List.of("AppealFiled"), names(appealEvents));
    assertEquals(protestId, JSON.readTree(appealEvents.get(0).payload()).get("protestId").asText());
  }

  @Test
  void aProtestNamingABoardOtherThanItsGamesIsRefusedNamingTheGamesRoundAndBoard() throws Exception {
    String tournamentId = newTournament();
    String gameId = newGame(tournamentId, "demo-p01"); // opened for round 1, board 1
    String player = tokens.issued("demo-p01");
    String onBoard7 = JSON.createObjectNode().put("tournamentId", tournamentId).put("gameId", gameId).put("round", 1)
        .put("board", 7).put("complainant", "Lee Sedol").put("judgment", "Counted as White wins by 0.5").toString();

    // the game's round and board reach arbitration with its start on tengen.game, as its players do
    HttpResponse<String> refused = until(status -> status != 403,
        () -> post(arbitration, "/api/v1/protests", onBoard7, player));

    assertEquals(422, refused.statusCode(), refused.body());
    assertEquals("protest-board-mismatch", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(JSON.readTree(refused.body()).get("detail").asText().contains("in round 1 on board 1, not in round 1 on"
        + " board 7"), refused.body());
  }

  @Test
  void aCommitteeMemberAppointedInTheTournamentApplicationSitsOnThatTournamentsAppealsOnly() throws Exception {
    String own = newTournament();
    String other = newTournament();
    String ownAppeal = appealFiled(own);
    String otherAppeal = appealFiled(other);
    String member = tokens.issued("demo-referee-han"); // realm role referee: no arbitrator anywhere by itself
    assertEquals(403, testimony(ownAppeal, member).statusCode());

    appoint(own, "demo-referee-han", "arbitrator");

    assertEquals(200, until(status -> status != 403, () -> deliberation(ownAppeal, member)).statusCode(),
        "the appointment, published to tengen.tournament, seats the member in its tournament's committee");
    assertEquals(200, testimony(ownAppeal, member).statusCode());
    assertEquals(403, deliberation(otherAppeal, member).statusCode(), "and in no other tournament's");
    assertEquals(403, testimony(otherAppeal, member).statusCode());
  }

  @Test
  void anAppointmentRedeliveredAfterItsDismissalGivesNoSeatBack() throws Exception {
    assertRedeliveredAppointmentChangesNothing(false);
  }

  /** As a consumer stopped after folding and before its ledger heard of it: the fold's own sequence refuses it. */
  @Test
  void anAppointmentRedeliveredUnderAnotherEventIdAfterItsDismissalGivesNoSeatBack() throws Exception {
    assertRedeliveredAppointmentChangesNothing(true);
  }

  private static void assertRedeliveredAppointmentChangesNothing(boolean anotherEventId) throws Exception {
    String tournamentId = newTournament();
    String appealId = appealFiled(tournamentId);
    String member = tokens.issued("demo-referee-han");
    appoint(tournamentId, "demo-referee-han", "arbitrator");
    assertEquals(200, until(status -> status != 403, () -> deliberation(appealId, member)).statusCode());
    dismiss(tournamentId, "demo-referee-han");
    assertEquals(403, until(status -> status != 200, () -> deliberation(appealId, member)).statusCode());

    TopicRecords.redeliver("tengen.tournament", tournamentId, "OfficialAppointed", anotherEventId);
    // a later event of the same tournament (one partition, read in order) shows the redelivery was read before it
    appoint(tournamentId, "demo-arb-sato", "arbitrator");
    String marker = tokens.issued("demo-arb-sato");
    assertEquals(200, until(status -> status != 403, () -> deliberation(appealId, marker)).statusCode());

    assertEquals(403, deliberation(appealId, member).statusCode(), "the dismissed member stays dismissed");
  }

  @Test
  void aTokenWronglySignedIs401() throws Exception {
    HttpResponse<String> refused = post(arbitration, "/api/v1/protests", protest("t-forged", "g-forged"),
        tokens.signedByAnotherKey("demo-referee-han"));

    assertEquals(401, refused.statusCode(), refused.body());
    assertEquals("token-invalid", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(refused.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Bearer"));
  }

  @Test
  void whilePostgresqlIsStoppedAProtestIs503AndAfterItsRestartItIsFiled() throws Exception {
    String body = protest("t-restart-" + UUID.randomUUID(), "g-restart"); // a complainant protests a judgment once
    String referee = tokens.issued("demo-referee-han");
    HttpResponse<String> refused;
    Servers.command(Server.POSTGRESQL, "stop");
    try {
      refused = post(arbitration, "/api/v1/protests", body, referee);
    } finally {
      Servers.command(Server.POSTGRESQL, "start");
    }

    assertEquals(503, refused.statusCode(), refused.body());
    assertEquals("store-unavailable", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(refused.headers().firstValue("Retry-After").isPresent(), "Retry-After: " + refused.headers());
    HttpResponse<String> filed = post(arbitration, "/api/v1/protests", body, referee);
    assertEquals(201, filed.statusCode(), filed.body());
  }

  // ------------------------------------------------------------------ the APIs

  private static String newTournament() throws Exception {
    HttpResponse<String> created = post(tournament, "/api/v1/tournaments",
        JSON.createObjectNode().put("name", "Arbitration Open").toString(), tokens.issued("demo-director"));
    assertEquals(201, created.statusCode(), created.body());
    return JSON.readTree(created.body()).get("tournamentId").asText();
  }

  private static void appoint(String tournamentId, String personId, String role) throws Exception {
    HttpResponse<String> appointed = post(tournament, "/api/v1/tournaments/" + tournamentId + "/officials",
        JSON.createObjectNode().put("personId", personId).put("role", role).put("name", personId)
            .put("nationality", "KR").toString(), tokens.issued("demo-technical-delegate"));
    assertTrue(appointed.statusCode() == 200 || appointed.statusCode() == 201, appointed.body());
  }

  private static void dismiss(String tournamentId, String personId) throws Exception {
    HttpResponse<String> dismissed = HTTP.send(HttpRequest.newBuilder(URI.create(tournament.url
        + "/api/v1/tournaments/" + tournamentId + "/officials/" + personId + "?reason=moved"))
        .header("Authorization", "Bearer " + tokens.issued("demo-technical-delegate")).DELETE().build(),
        HttpResponse.BodyHandlers.ofString());
    assertTrue(dismissed.statusCode() == 200 || dismissed.statusCode() == 204, dismissed.body());
  }

  /** A game of {@code black} and p-white opened in the game application by the organizer; its id. */
  private static String newGame(String tournamentId, String black) throws Exception {
    String body = JSON.createObjectNode().put("tournamentId", tournamentId).put("round", 1).put("board", 1)
        .put("black", black).put("white", "p-white").put("ruleset", "korean-2016")
        .put("competitionCode", "incheon-2013").put("boardSize", 19).put("komi", 6.5).toString();
    HttpResponse<String> started = post(game, "/api/v1/games", body, tokens.issued("demo-director"));
    assertEquals(201, started.statusCode(), started.body());
    return JSON.readTree(started.body()).get("gameId").asText();
  }

  /** A protest a referee files for a player, the referees reject, and the team leader appeals; the appeal's id. */
  private static String appealFiled(String tournamentId) throws Exception {
    HttpResponse<String> protested = post(arbitration, "/api/v1/protests", protest(tournamentId, "g-1"),
        tokens.issued("demo-referee-han"));
    assertEquals(201, protested.statusCode(), protested.body());
    String protestId = JSON.readTree(protested.body()).get("id").asText();
    assertEquals(200, decide(protestId).statusCode());
    HttpResponse<String> appealed = post(arbitration, "/api/v1/appeals", appeal(protestId),
        tokens.issued("demo-team-leader"));
    assertEquals(201, appealed.statusCode(), appealed.body());
    return JSON.readTree(appealed.body()).get("id").asText();
  }

  static String protest(String tournamentId, String gameId) {
    return JSON.createObjectNode().put("tournamentId", tournamentId).put("gameId", gameId).put("round", 1)
        .put("board", 1).put("complainant", "Lee Sedol").put("judgment", "Counted as White wins by 0.5").toString();
  }

  private static HttpResponse<String> decide(String protestId) throws Exception {
    return post(arbitration, "/api/v1/protests/" + protestId + "/decision", JSON.createObjectNode()
        .put("decision", "rejected").put("referee", "Chief Referee Kim").toString(), tokens.issued("demo-referee-han"));
  }

  static String appeal(String protestId) {
    var body = JSON.createObjectNode().put("protestId", protestId).put("complainant", "Lee Sedol")
        .put("complainantSignature", "Lee Sedol").put("teamOfficialSignature", "Coach Yang")
        .put("description", "The stones live.");
    body.putObject("deposit").put("amount", 500).put("currency", "USD").put("paid", true);
    return body.toString();
  }

  private static HttpResponse<String> testimony(String appealId, String token) throws Exception {
    return post(arbitration, "/api/v1/appeals/" + appealId + "/testimonies", JSON.createObjectNode()
        .put("witness", "Cho Chikun").put("testimony", "The stones were counted twice.").toString(), token);
  }

  private static HttpResponse<String> deliberation(String appealId, String token) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(arbitration.url + "/api/v1/appeals/" + appealId
        + "/deliberation")).header("Authorization", "Bearer " + token).build(), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(ServiceApplication application, String path, String body, String token)
      throws Exception {
    // with a key of its own, as the console sends a write (a protest asks for one)
    return HTTP.send(HttpRequest.newBuilder(URI.create(application.url + path)).header("Content-Type", "application/json")
        .header("Authorization", "Bearer " + token).header("Idempotency-Key", UUID.randomUUID().toString())
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private interface Request {
    HttpResponse<String> send() throws Exception;
  }

  /** The request sent again until its status is one {@code arrived} accepts, or {@link #FACTS_ARRIVE} ran out. */
  private static HttpResponse<String> until(IntPredicate arrived, Request request) throws Exception {
    long deadline = System.nanoTime() + FACTS_ARRIVE.toNanos();
    HttpResponse<String> response = request.send();
    while (!arrived.test(response.statusCode()) && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
      response = request.send();
    }
    return response;
  }

  private static List<String> names(List<PublishedEvent> events) {
    return events.stream().map(e -> e.payloadType().replaceAll(".*\\.", "")).toList();
  }
}
