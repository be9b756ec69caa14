package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.RoundPublished;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The game application (services/game-app, packaged) following the tournament's events on tengen.tournament, as the
 * embedded platform's round flow does in process (issue 15): a published round opens its games, a corrected pairing
 * voids the changed boards' games and opens their new ones, a corrected result reaches its game once; a redelivery
 * and a restart open nothing twice. The events are written to tengen.tournament as the tournament service's publisher
 * writes them ({@link TournamentTopic}); each test has a tournament of its own.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK})
class RoundFollowingTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String GAME_TOPIC = "tengen.game";
  private static final Duration OPENING = Duration.ofSeconds(60);
  /** What the game application logs when the game refused a command it sent: it sent one it should not have. */
  private static final String REFUSED = "was not carried out";
  private static ServiceApplication game;

  @BeforeAll
  static void start() {
    game = ServiceApplication.start("game");
  }

  @AfterAll
  static void stop() {
    if (game != null) {
      game.close();
    }
  }

  @Test
  void aPublishedRoundOpensEachBoardsGameVisibleThroughTheApiAndOnTengenGameKeyedByTheGame() throws Exception {
    String tournament = newTournament();

    TournamentTopic.publish(tournament, newId(), round(tournament, 1, 2));

    JsonNode board2 = awaitGame(PairedGame.gameId(tournament, 1, 2));
    assertEquals(List.of(tournament, "1", "2", "p3", "p4", "korean-2016", "incheon-2013", "19", "2", "0.5", "playing"),
        List.of(board2.get("tournamentId").asText(), board2.get("round").asText(), board2.get("board").asText(),
            board2.get("black").asText(), board2.get("white").asText(), board2.get("ruleset").asText(),
            board2.get("competitionCode").asText(), board2.get("boardSize").asText(), board2.get("handicap").asText(),
            board2.get("komi").asText(), board2.get("status").asText()));
    for (int board = 1; board <= 2; board++) {
      List<PublishedEvent> events = TopicRecords.keyed(GAME_TOPIC, PairedGame.gameId(tournament, 1, board), 1,
          OPENING);
      assertEquals("dev.tengen.game.service.api.GameStarted", events.get(0).payloadType());
      assertEquals("game:tournament-rounds", JSON.readTree(events.get(0).payload()).get("by").asText());
    }
  }

  @Test
  void theSameRoundDeliveredTwiceOpensItsGamesOnce() throws Exception {
    String tournament = newTournament();
    String eventId = newId();

    TournamentTopic.publish(tournament, eventId, round(tournament, 1, 1));
    TournamentTopic.publish(tournament, eventId, round(tournament, 1, 1)); // a publisher's resend

    assertOpenedOnce(tournament);
    assertEquals(1, ledgerRows(eventId), "the event is applied once in the game database's ledger");
  }

  @Test
  void theSameRoundPublishedAgainUnderAnotherEventIdOpensNothingTwice() throws Exception {
    String tournament = newTournament();

    TournamentTopic.publish(tournament, newId(), round(tournament, 1, 1));
    TournamentTopic.publish(tournament, newId(), round(tournament, 1, 1)); // not in the ledger: the store is looked at

    assertOpenedOnce(tournament);
  }

  @Test
  void aCorrectedPairingVoidsTheChangedBoardsGameAndOpensItsNewGameLeavingTheOthers() throws Exception {
    String tournament = newTournament();
    RoundPublished round = round(tournament, 1, 2);
    TournamentTopic.publish(tournament, newId(), round);
    awaitGame(PairedGame.gameId(tournament, 1, 2));

    PairedGame old = round.games().get(1);
    PairedGame swapped = new PairedGame(2, old.gameId() + "-c1", old.white(), old.black(), 0, 6.5);
    TournamentTopic.publish(tournament, newId(), new PairingCorrected(tournament, 1, 1, List.of(), "colours swapped",
        List.of(round.games().get(0), swapped), List.of(), List.of(old), List.of(swapped), "korean-2016",
        "incheon-2013", 19, null, "demo-technical-delegate", Instant.now()));

    JsonNode opened = awaitGame(swapped.gameId());
    assertEquals(List.of("p4", "p3", "playing"), List.of(opened.get("black").asText(), opened.get("white").asText(),
        opened.get("status").asText()));
    assertEquals("void", read(old.gameId()).get("status").asText());
    assertEquals("playing", read(round.games().get(0).gameId()).get("status").asText());
    assertEquals(List.of("GameStarted", "GameVoided"), types(TopicRecords.keyed(GAME_TOPIC, old.gameId(), 2, OPENING)));
  }

  @Test
  void aCorrectedResultReachesItsGameOnce() throws Exception {
    String tournament = newTournament();
    TournamentTopic.publish(tournament, newId(), round(tournament, 1, 1));
    String gameId = PairedGame.gameId(tournament, 1, 1);
    awaitGame(gameId);
    String eventId = newId();

    TournamentTopic.publish(tournament, eventId, resultCorrected(tournament, "decision:d-1", Outcome.BLACK_WINS, "B+F"));
    TournamentTopic.publish(tournament, eventId, resultCorrected(tournament, "decision:d-1", Outcome.BLACK_WINS, "B+F"));
    TournamentTopic.publish(tournament, newId(), resultCorrected(tournament, "decision:d-1", Outcome.BLACK_WINS, "B+F"));
    // a later decision of the same board: the game changes after the three above were handled
    TournamentTopic.publish(tournament, newId(), resultCorrected(tournament, "decision:d-2", Outcome.WHITE_WINS, "W+F"));

    List<PublishedEvent> published = TopicRecords.keyed(GAME_TOPIC, gameId, 3, OPENING);
    assertEquals(List.of("GameStarted", "GameResultCorrected", "GameResultCorrected"),
        types(TopicRecords.all(GAME_TOPIC, gameId)));
    assertEquals(List.of("decision:d-1", "decision:d-2"), published.subList(1, 3).stream()
        .map(event -> source(event)).toList());
    JsonNode corrected = read(gameId);
    assertEquals(List.of("final", "W+F"), List.of(corrected.get("status").asText(),
        corrected.get("result").get("result").asText()));
  }

  @Test
  void aGameApplicationRestartedAfterTheRoundWasPublishedOpensNoGameTwice() throws Exception {
    String tournament = newTournament();
    TournamentTopic.publish(tournament, newId(), round(tournament, 1, 2));
    awaitGame(PairedGame.gameId(tournament, 1, 2));

    game.close();
    game = ServiceApplication.start("game");
    TournamentTopic.publish(tournament, newId(), round(tournament, 2, 1)); // after round 1 in the tournament's partition

    awaitGame(PairedGame.gameId(tournament, 2, 1));
    for (int board = 1; board <= 2; board++) {
      assertEquals(List.of("GameStarted"), types(TopicRecords.all(GAME_TOPIC, PairedGame.gameId(tournament, 1, board))));
    }
    assertFalse(Files.readString(game.log).contains(REFUSED), "the restarted application sent nothing twice: " + game.log);
  }

  // ------------------------------------------------------------------ the tournament's events, the game's API

  /**
   * Round 1 published twice (by {@link #theSameRoundDeliveredTwiceOpensItsGamesOnce} and its sibling), then round 2,
   * which comes after them in the tournament's partition: once round 2's game is open, round 1's was handled twice.
   */
  private static void assertOpenedOnce(String tournament) throws Exception {
    TournamentTopic.publish(tournament, newId(), round(tournament, 2, 1));
    awaitGame(PairedGame.gameId(tournament, 2, 1));
    String first = PairedGame.gameId(tournament, 1, 1);
    TopicRecords.keyed(GAME_TOPIC, PairedGame.gameId(tournament, 2, 1), 1, OPENING);

    assertEquals(List.of("GameStarted"), types(TopicRecords.all(GAME_TOPIC, first)));
    assertEquals(0, read(first).get("version").asLong());
    assertFalse(Files.readString(game.log).lines().anyMatch(line -> line.contains(REFUSED) && line.contains(first)),
        "the second delivery sent no second start: " + game.log);
  }

  /** The rows of the game application's ledger (its consumer group's) for the event {@code eventId}. */
  private static long ledgerRows(String eventId) throws SQLException {
    String url = Servers.await(Server.POSTGRESQL).get("game.QUARKUS_DATASOURCE_JDBC_URL");
    try (Connection connection = ServiceStores.dataSource(url, "game").getConnection();
         PreparedStatement count = connection.prepareStatement(
             "SELECT count(*) FROM kafka_consumer_applied WHERE consumer = 'tengen-game-rounds' AND event_id = ?")) {
      count.setString(1, eventId);
      try (ResultSet row = count.executeQuery()) {
        row.next();
        return row.getLong(1);
      }
    }
  }

  /** Round {@code number} of {@code tournament}, untimed, with {@code boards} boards: p1-p2 on board 1, p3-p4 on 2. */
  private static RoundPublished round(String tournament, int number, int boards) {
    List<PairedGame> games = List.of(new PairedGame(1, PairedGame.gameId(tournament, number, 1), "p1", "p2", 0, 6.5),
        new PairedGame(2, PairedGame.gameId(tournament, number, 2), "p3", "p4", 2, 0.5)).subList(0, boards);
    return new RoundPublished(tournament, number, "korean-2016", "incheon-2013", 19, games, List.of(),
        "demo-technical-delegate", Instant.now(), null);
  }

  /** Board 1 of round 1 corrected by {@code source}. */
  private static ResultCorrected resultCorrected(String tournament, String source, Outcome outcome, String result) {
    return new ResultCorrected(tournament, 1, 1, PairedGame.gameId(tournament, 1, 1), "p1", "p2", null, null, outcome,
        true, result, "absent at the lateness limit", source, List.of(), "demo-technical-delegate", Instant.now());
  }

  /** The game as its API shows it, once it is open. */
  private static JsonNode awaitGame(String gameId) throws Exception {
    long deadline = System.nanoTime() + OPENING.toNanos();
    HttpResponse<String> answer;
    while ((answer = get(gameId)).statusCode() == 404 && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, answer.statusCode(), gameId + " is not open: " + answer.body() + "; see " + game.log);
    return JSON.readTree(answer.body());
  }

  private static JsonNode read(String gameId) throws Exception {
    HttpResponse<String> answer = get(gameId);
    assertEquals(200, answer.statusCode(), answer.body());
    return JSON.readTree(answer.body());
  }

  private static HttpResponse<String> get(String gameId) throws IOException, InterruptedException {
    return HTTP.send(HttpRequest.newBuilder(URI.create(game.url + "/api/v1/games/" + gameId)).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static List<String> types(List<PublishedEvent> events) {
    return events.stream().map(e -> e.payloadType().replaceAll(".*\\.", "")).toList();
  }

  private static String source(PublishedEvent event) {
    try {
      return JSON.readTree(event.payload()).get("source").asText();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String newTournament() {
    return "t-" + UUID.randomUUID();
  }

  private static String newId() {
    return UUID.randomUUID().toString();
  }
}
