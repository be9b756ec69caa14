package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.tournament.Outcome;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.serialization.SerializedObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The tournament application ordering and reading its boards' games in the game application (issue 15): a result
 * slip entered at the tournament with a Keycloak token ends the game in the game service, which judges the official's
 * own token, and the tournament records it; the game's refusals reach the tournament's caller; a game service that
 * does not answer is a 503 with nothing recorded; a game's confirmed result on tengen.game is recorded in its
 * tournament once. Each tournament has two players, one round of one board; the board's game is opened in the game
 * service's store as the game service's round follower opens it (the game's id is the round's, PairedGame.gameId).
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK})
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TournamentGamesTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration LIMIT = Duration.ofSeconds(30);
  private static RealmTokens tokens;
  private static ServiceApplication game;
  private static ServiceApplication tournament;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    game = ServiceApplication.spawn("game");
    tournament = ServiceApplication.spawn("tournament", Map.of("TENGEN_GAME_URL", game.url));
    ServiceApplication.awaitReady(game, tournament);
  }

  @AfterAll
  static void stop() {
    if (tournament != null) {
      tournament.close();
    }
    if (game != null) {
      game.close();
    }
  }

  /** A tournament of two players whose round 1 is published with its board's game open; the board. */
  private record Board(String tournamentId, String gameId, String black, String white) {
  }

  @Test
  @Order(1)
  void aResultEnteredByTheChiefRefereeEndsTheGameInTheGameServiceAndTheTournamentRecordsIt() throws Exception {
    Board board = publishedBoard();

    HttpResponse<String> entered = enterResult(board, "B+R", tokens.issued("demo-chief-referee-kim"));

    assertEquals(200, entered.statusCode(), entered.body());
    JsonNode played = JSON.readTree(game.send("GET", "/api/v1/games/" + board.gameId(), null, null).body());
    assertEquals("final", played.get("status").asText(), played.toString());
    assertEquals("B+R", boardOf(board).get("result").asText());
    ServiceApplication.sleep(Duration.ofSeconds(2)); // the game's ResultConfirmed reaches the tournament meanwhile
    List<PublishedEvent> recorded = recordedResults(board.tournamentId(), 1);
    JsonNode result = JSON.readTree(recorded.getFirst().payload());
    assertEquals("B+R", result.get("result").asText());
    // recorded once: by the desk, or by the results from the game when the game's ResultConfirmed came first (the
    // tournament then answers the desk's same result without a new event)
    assertTrue(List.of("demo-chief-referee-kim", "tournament:results-from-games").contains(result.get("by").asText()),
        result.toString());
  }

  @Test
  @Order(2)
  void theGameServicesConflictReachesTheTournamentsCallerAndNothingIsRecorded() throws Exception {
    Board board = publishedBoard();
    String referee = tokens.issued("demo-referee-han");
    HttpResponse<String> resigned = game.send("POST", "/api/v1/games/" + board.gameId() + "/resignation",
        JSON.createObjectNode().put("color", "black").toString(), referee);
    assertEquals(200, resigned.statusCode(), resigned.body()); // the game proposes W+R

    HttpResponse<String> refused = enterResult(board, "B+R", tokens.issued("demo-chief-referee-kim"));

    assertEquals(409, refused.statusCode(), refused.body());
    assertEquals("result-conflict", JSON.readTree(refused.body()).get("code").asText(), refused.body());
    assertTrue(boardOf(board).path("result").isNull() || boardOf(board).path("result").isMissingNode());
  }

  @Test
  @Order(3)
  void aPlayersTokenIsRefused403AndTheGameGoesOn() throws Exception {
    Board board = publishedBoard();

    HttpResponse<String> refused = enterResult(board, "B+R", tokens.issued("demo-p01"));

    assertEquals(403, refused.statusCode(), refused.body());
    JsonNode played = JSON.readTree(game.send("GET", "/api/v1/games/" + board.gameId(), null, null).body());
    assertEquals("playing", played.get("status").asText(), played.toString());
  }

  @Test
  @Order(4)
  void aResultConfirmedDeliveredTwiceOnTheGameTopicIsRecordedOnce() throws Exception {
    Board board = publishedBoard();
    ResultConfirmed confirmed = new ResultConfirmed(board.gameId(), board.tournamentId(), 1, 1, board.black(),
        board.white(), Outcome.WHITE_WINS, false, "W+R", "Black resigned",
        List.of(board.black(), board.white(), "demo-referee-han"), Instant.now());
    ProducerRecord<String, byte[]> record = gameRecord(confirmed, 1);

    publish(record);
    publish(record);

    assertEquals("W+R", awaitBoard(board, b -> !b.path("result").isNull() && !b.path("result").isMissingNode())
        .get("result").asText());
    List<PublishedEvent> recorded = recordedResults(board.tournamentId(), 1);
    assertEquals("tournament:results-from-games", JSON.readTree(recorded.getFirst().payload()).get("by").asText());
    ServiceApplication.sleep(Duration.ofSeconds(2)); // a second recording, were there one, would be on the topic by now
    assertEquals(1, countResultsRecorded(board.tournamentId()));
  }

  @Test
  @Order(5)
  void withTheGameServiceStoppedAResultIs503AndNothingIsRecorded() throws Exception {
    Board board = publishedBoard();
    game.close();

    HttpResponse<String> refused = enterResult(board, "B+R", tokens.issued("demo-chief-referee-kim"));

    assertEquals(503, refused.statusCode(), refused.body());
    assertEquals("games-unavailable", JSON.readTree(refused.body()).get("code").asText());
    assertTrue(refused.headers().firstValue("Retry-After").isPresent(), refused.headers().toString());
    assertTrue(boardOf(board).path("result").isNull() || boardOf(board).path("result").isMissingNode());
    assertEquals(0, countResultsRecorded(board.tournamentId()));
  }

  // ------------------------------------------------------------------ the tournament and its board

  private static Board publishedBoard() throws Exception {
    String director = tokens.issued("demo-director");
    HttpResponse<String> created = tournament.send("POST", "/api/v1/tournaments",
        JSON.createObjectNode().put("name", "Games Open").toString(), director);
    assertEquals(201, created.statusCode(), created.body());
    String tournamentId = JSON.readTree(created.body()).get("tournamentId").asText();
    HttpResponse<String> configured = tournament.send("PUT", "/api/v1/tournaments/" + tournamentId + "/configuration",
        JSON.createObjectNode().put("ruleSet", "korean-2016").put("boardSize", 19).put("rounds", 1)
            .put("pairingSystem", "round-robin").toString(), director);
    assertEquals(200, configured.statusCode(), configured.body());
    for (String name : List.of("Cho Hun-hyun", "Rin Kaiho")) {
      HttpResponse<String> registered = tournament.send("POST", "/api/v1/tournaments/" + tournamentId + "/players",
          JSON.createObjectNode().put("name", name).put("rank", "5d").put("country", "KR").toString(), director);
      assertEquals(201, registered.statusCode(), registered.body());
    }
    String delegate = tokens.issued("demo-technical-delegate");
    HttpResponse<String> paired = tournament.send("POST", "/api/v1/tournaments/" + tournamentId + "/rounds/1/pairing",
        "", delegate);
    assertEquals(200, paired.statusCode(), paired.body());
    JsonNode onBoard = round(tournamentId).get("games").get(0);
    Board board = new Board(tournamentId, onBoard.get("gameId").asText(), onBoard.get("black").asText(),
        onBoard.get("white").asText());
    openGame(board);
    HttpResponse<String> published = tournament.send("POST",
        "/api/v1/tournaments/" + tournamentId + "/rounds/1/publish", "", delegate);
    assertEquals(200, published.statusCode(), published.body());
    return board;
  }

  /** The board's game opened in the game service's store, as the game service opens a published round's games. */
  private static void openGame(Board board) {
    Map<String, String> postgresql = Servers.await(Server.POSTGRESQL);
    ServiceEventStore store = ServiceEventStore.open("game",
        ServiceStores.dataSource(postgresql.get("game.QUARKUS_DATASOURCE_JDBC_URL"), "game"), ServiceStores.SERIALIZER);
    ServiceStores.commit(store.eventStore(), List.of(new GenericDomainEventMessage<>("Game", board.gameId(), 0,
        new GameStarted(board.gameId(), board.tournamentId(), 1, 1, board.black(), board.white(), "korean-2016",
            "incheon-2013", 19, 0, 6.5, "platform:round-flow", Instant.now()))));
  }

  /** Round 1 as its Technical Delegate sees it (also before its publication). */
  private static JsonNode round(String tournamentId) throws Exception {
    HttpResponse<String> round = tournament.send("GET", "/api/v1/tournaments/" + tournamentId + "/rounds/1", null,
        tokens.issued("demo-technical-delegate"));
    assertEquals(200, round.statusCode(), round.body());
    return JSON.readTree(round.body());
  }

  private static JsonNode boardOf(Board board) throws Exception {
    return round(board.tournamentId()).get("games").get(0);
  }

  private static JsonNode awaitBoard(Board board, Predicate<JsonNode> shown) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    JsonNode seen = boardOf(board);
    while (!shown.test(seen) && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
      seen = boardOf(board);
    }
    return seen;
  }

  private static HttpResponse<String> enterResult(Board board, String result, String token) throws Exception {
    return tournament.send("PUT", "/api/v1/tournaments/" + board.tournamentId() + "/rounds/1/boards/1/result",
        JSON.createObjectNode().put("result", result).toString(), token);
  }

  /** The first {@code count} ResultRecorded of the tournament on tengen.tournament. */
  private static List<PublishedEvent> recordedResults(String tournamentId, int count) {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    List<PublishedEvent> recorded = List.of();
    while (recorded.size() < count && System.nanoTime() < deadline) {
      recorded = resultsRecorded(tournamentId);
    }
    assertEquals(count, recorded.size(), "ResultRecorded of " + tournamentId);
    return recorded;
  }

  private static int countResultsRecorded(String tournamentId) {
    return resultsRecorded(tournamentId).size();
  }

  /** The tournament's ResultRecorded published to tengen.tournament so far. */
  private static List<PublishedEvent> resultsRecorded(String tournamentId) {
    return TopicRecords.keyedSoFar("tengen.tournament", tournamentId, Duration.ofSeconds(3)).stream()
        .filter(e -> e.payloadType().endsWith(".ResultRecorded")).toList();
  }

  // ------------------------------------------------------------------ HTTP and Kafka

  /** The game's event as the game service's publisher writes it to tengen.game (EventRecords' headers). */
  private static ProducerRecord<String, byte[]> gameRecord(Object event, long sequence) {
    SerializedObject<byte[]> payload = ServiceStores.SERIALIZER.serialize(event, byte[].class);
    ProducerRecord<String, byte[]> record = new ProducerRecord<>("tengen.game", ((ResultConfirmed) event).gameId(),
        payload.getData());
    header(record, EventRecords.EVENT_ID, UUID.randomUUID().toString());
    header(record, EventRecords.AGGREGATE_TYPE, "Game");
    header(record, EventRecords.AGGREGATE_ID, ((ResultConfirmed) event).gameId());
    header(record, EventRecords.SEQUENCE, Long.toString(sequence));
    header(record, EventRecords.PAYLOAD_TYPE, payload.getType().getName());
    header(record, EventRecords.TIMESTAMP, Instant.now().toString());
    header(record, EventRecords.GLOBAL_INDEX, "1");
    return record;
  }

  private static void publish(ProducerRecord<String, byte[]> record) throws Exception {
    Properties config = new Properties();
    config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
    try (KafkaProducer<String, byte[]> kafka = new KafkaProducer<>(config, new StringSerializer(),
        new ByteArraySerializer())) {
      kafka.send(record).get(30, TimeUnit.SECONDS);
    }
  }

  private static void header(ProducerRecord<String, byte[]> record, String name, String value) {
    record.headers().add(name, value.getBytes(StandardCharsets.UTF_8));
  }
}
