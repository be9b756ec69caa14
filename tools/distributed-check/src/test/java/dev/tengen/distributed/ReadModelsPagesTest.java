package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.launch.SseClient;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.StandingRow;
import dev.tengen.readmodel.StandingsView;
import dev.tengen.tournament.service.api.PairedGame;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import dev.tengen.rules.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The public HTML pages served by the read models application (services/read-models-app, packaged) on the run's Kafka
 * and MongoDB, at the embedded platform's addresses, made from the events it keeps: one tournament of two rounds
 * published on tengen.tournament and tengen.game (as the services' publishers write them), read without a token. What
 * the pages must show (the players, the standings' order, each board's result) is the embedded platform's read model
 * given the same events; the words are the pages' messages in English and Korean. A game's page, and its SGF record
 * (the embedded games' archive's), also show a move published on its stream.
 */
@Uses({Server.KAFKA, Server.MONGODB})
class ReadModelsPagesTest {

  private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Duration LIMIT = Duration.ofSeconds(60);
  private static final Map<String, String> SETTINGS = Map.of(
      "TENGEN_READ_MODELS_DATABASE", "read-models-pages-" + UUID.randomUUID(),
      "TENGEN_READ_MODELS_GROUP", "read-models-pages-" + UUID.randomUUID());
  private static final TournamentEvents TOURNAMENT = new TournamentEvents().round(1, "ann", "bo", "cy", "dan")
      .round(2, "ann", "cy", "bo", "dan");
  private static final Instant MOVE_AT = Instant.parse("2026-11-23T09:00:00Z");
  private static ServiceApplication readModels;
  private static String id;
  private static TournamentEvents.Stored move;

  @BeforeAll
  static void startAndPublish() throws Exception {
    readModels = readModels(Map.of());
    id = TOURNAMENT.tournamentId;
    TournamentEvents.publish(TOURNAMENT.events());
    awaitStandings(embedded().standings(id, null).orElseThrow());
    TournamentEvents.publish(List.of(move()));
  }

  @AfterAll
  static void stop() {
    if (readModels != null) {
      readModels.close();
    }
  }

  @Test
  void theStandingsPageListsThePlayersInTheOrderTheEmbeddedReadModelPlacesThem() throws Exception {
    StandingsView expected = embedded().standings(id, null).orElseThrow();

    String page = english("/t/" + id + "/standings");

    assertTrue(page.contains("Standings after round 2"), page);
    int at = -1;
    for (StandingRow row : expected.rows()) {
      int found = page.indexOf(">" + row.name() + "<", at + 1);
      assertTrue(found > at, row.name() + " after the players placed above " + row.place() + ":\n" + page);
      at = found;
    }
  }

  @Test
  void theRoundPageGivesEachBoardsPlayersAndResult() throws Exception {
    RoundView expected = embedded().round(id, 1).orElseThrow();

    String page = english("/t/" + id + "/round/1");

    assertEquals(2, expected.pairings().size());
    for (PairingView board : expected.pairings()) {
      Pattern row = Pattern.compile("<td class=\"n\">" + board.board() + "</td>\\s*<td class=\"name\"><a [^>]+>"
          + board.blackName() + "</a>.*?<a [^>]+>" + board.whiteName() + "</a>.*?B\\+R", Pattern.DOTALL);
      assertTrue(row.matcher(page).find(), "board " + board.board() + ":\n" + page);
    }
  }

  @Test
  void theEventPageGivesTheRulesTheRoundsAndThePlayers() throws Exception {
    String page = english("/t/" + id);

    assertTrue(page.contains("Korean rules (KBA 2016)"), "the rules of the tournament's configuration:\n" + page);
    assertTrue(page.contains("href=\"/t/" + id + "/round/2\""), page);
    for (String name : new String[] {"Ann Lee", "Bo Park", "Cy Cho", "Dan Kim"}) {
      assertTrue(page.contains(name), name);
    }
  }

  @Test
  void theHomePageListsTheTournament() throws Exception {
    String page = english("/");

    assertTrue(page.contains("href=\"/t/" + id + "\""), page);
    assertTrue(page.contains("Distributed Open"));
  }

  @Test
  void aReaderWhoseBrowserAsksForKoreanGetsThePagesInKorean() throws Exception {
    HttpResponse<String> answer = get("/t/" + id + "/round/1", "ko");

    assertEquals(200, answer.statusCode());
    assertTrue(answer.body().contains("<html lang=\"ko\""), "the page's language");
    assertTrue(answer.body().contains("흑 불계승"), "B+R in Korean:\n" + answer.body());
    assertTrue(get("/t/" + id + "/standings", "ko").body().contains("2라운드 후 순위"));
  }

  @Test
  void aLanguageAskedInTheAddressIsRememberedInACookie() throws Exception {
    HttpResponse<String> answer = get("/t/" + id + "/standings?lang=fr", "en");

    assertEquals(200, answer.statusCode());
    assertTrue(answer.body().contains("<html lang=\"fr\""));
    assertTrue(answer.headers().allValues("Set-Cookie").stream().anyMatch(c -> c.startsWith("lang=fr")),
        answer.headers().map().toString());
  }

  @Test
  void anUnknownTournamentIsTheFriendly404PageWithoutAStackTrace() throws Exception {
    HttpResponse<String> answer = get("/t/no-such-tournament/standings", "en");

    assertEquals(404, answer.statusCode());
    assertTrue(answer.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
    assertTrue(answer.body().contains("There is no tournament no-such-tournament."), answer.body());
    assertFalse(answer.body().contains("Exception") || answer.body().contains("at dev.tengen"), answer.body());
  }

  @Test
  void aGamesPageGivesItsPlayersItsResultAndItsStonesOnTheBoard() throws Exception {
    PairingView board = firstGame();
    long deadline = System.nanoTime() + LIMIT.toNanos();
    String page = english("/g/" + board.gameId());
    while (!page.contains("data-p=\"D4\"") && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200)); // the move is kept as it comes
      page = english("/g/" + board.gameId());
    }

    assertTrue(page.contains(board.blackName()) && page.contains(board.whiteName()), page);
    assertTrue(page.contains("B+R"), "the result:\n" + page);
    assertTrue(page.contains("<circle class=\"stone black\"") && page.contains("data-p=\"D4\""), "the stone:\n" + page);
  }

  @Test
  void anUnknownGameIsThe404Page() throws Exception {
    HttpResponse<String> answer = get("/g/no-such-game", "en");

    assertEquals(404, answer.statusCode());
    assertTrue(answer.body().contains("There is no game no-such-game."), answer.body());
  }

  @Test
  void aGamesSgfRecordIsTheOneTheEmbeddedArchiveWritesFromTheSameEvents() throws Exception {
    String game = firstGame().gameId();
    String expected = embeddedArchive().sgf(game).orElseThrow();
    assertTrue(expected.contains("B[dp]"), "the move at D4 in the record: " + expected);

    HttpResponse<String> sgf = get("/api/v1/games/" + game + "/sgf", "en");
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (!expected.equals(sgf.body()) && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200)); // the move is kept as it comes
      sgf = get("/api/v1/games/" + game + "/sgf", "en");
    }

    assertEquals(200, sgf.statusCode());
    assertTrue(sgf.headers().firstValue("Content-Type").orElse("").startsWith("application/x-go-sgf"));
    assertEquals(expected, sgf.body());
  }

  @Test
  void aGamesRecordIsServedAsJsonAndAnUnknownGameIsA404Problem() throws Exception {
    HttpResponse<String> record = get("/api/v1/games/" + firstGame().gameId() + "/record", "en");
    HttpResponse<String> unknown = get("/api/v1/games/no-such-game/record", "en");

    assertEquals(200, record.statusCode(), record.body());
    assertEquals(firstGame().gameId(), JSON.readTree(record.body()).get("gameId").asText());
    assertEquals(404, unknown.statusCode());
    assertEquals("game-not-found", JSON.readTree(unknown.body()).get("code").asText());
  }

  @Test
  void aReplicaThatOnlyServesGivesTheSamePagesFromMongodb() throws Exception {
    String fromTheConsumer = english("/t/" + id + "/standings");

    try (ServiceApplication replica = readModels(Map.of("TENGEN_READ_MODELS_CONSUME", "false"))) {
      HttpResponse<String> fromTheReplica = HTTP.send(HttpRequest.newBuilder(URI.create(replica.url + "/t/" + id
          + "/standings")).header("Accept-Language", "en").build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, fromTheReplica.statusCode());
      assertEquals(fromTheConsumer, fromTheReplica.body());
    }
  }

  /**
   * The live streams the pages and the console follow, served by the read models as the embedded platform serves
   * them: a tournament of its own (so the other tests' views stay as they are) is published up to its games' start;
   * once its tournament stream and a game's stream say {@code connected}, the games' results and a move are
   * published, and the streams name them: {@code standings} for each result (the board and the event's type in its
   * data), {@code move} and {@code result} for the game (the move's point, the result). An unknown tournament's or
   * game's stream is a 404 problem.
   */
  @Test
  void theLiveStreamsNameEachChangeAsTheEmbeddedPlatformsDo() throws Exception {
    TournamentEvents live = new TournamentEvents().round(1, "ann", "bo", "cy", "dan");
    List<TournamentEvents.Stored> started = live.events().stream()
        .filter(e -> !(e.payload() instanceof ResultConfirmed)).toList();
    List<TournamentEvents.Stored> results = live.events().stream()
        .filter(e -> e.payload() instanceof ResultConfirmed).toList();
    TournamentEvents.publish(started);
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (get("/api/v1/tournaments/" + live.tournamentId + "/standings", "en").statusCode() != 200
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    String game = PairedGame.gameId(live.tournamentId, 1, 1);
    try (SseClient tournament = SseClient.open(URI.create(readModels.url + "/api/v1/tournaments/" + live.tournamentId
            + "/stream"), LIMIT);
        SseClient board = SseClient.open(URI.create(readModels.url + "/api/v1/games/" + game + "/stream"), LIMIT)) {
      Instant at = Instant.parse("2026-11-22T09:30:00Z");
      TournamentEvents.publish(List.of(new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.GAME,
          "Game", game, 2, at, new MovePlayed(game, live.tournamentId, 1, Color.BLACK, "Q16", List.of(), "ann", at))));
      TournamentEvents.publish(results);

      java.util.Set<Integer> boards = new java.util.HashSet<>();
      for (int i = 0; i < 2; i++) {
        JsonNode change = JSON.readTree(tournament.await(LIMIT, e -> e.name().equals("standings")).data());
        assertEquals("ResultConfirmed", change.get("event").asText(), change.toString());
        boards.add(change.get("board").asInt());
      }
      assertEquals(java.util.Set.of(1, 2), boards);
      Map<String, JsonNode> changes = new java.util.HashMap<>();
      for (int i = 0; i < 2; i++) {
        SseClient.Event change = board.await(LIMIT, e -> e.name().equals("move") || e.name().equals("result"));
        changes.put(change.name(), JSON.readTree(change.data()));
      }
      assertEquals(java.util.Set.of("move", "result"), changes.keySet(), changes.toString());
      assertEquals("Q16", changes.get("move").get("point").asText(), changes.toString());
      assertEquals(game, changes.get("move").get("gameId").asText(), changes.toString());
      assertEquals("B+R", changes.get("result").get("result").asText(), changes.toString());
    }
    assertEquals(404, get("/api/v1/tournaments/no-such-tournament/stream", "en").statusCode());
    HttpResponse<String> unknownGame = get("/api/v1/games/no-such-game/stream", "en");
    assertEquals(404, unknownGame.statusCode());
    assertEquals("game-not-found", JSON.readTree(unknownGame.body()).get("code").asText());
  }

  // ------------------------------------------------------------------ the application

  private static ServiceApplication readModels(Map<String, String> more) {
    Map<String, String> settings = new java.util.HashMap<>(SETTINGS);
    settings.putAll(more);
    return ReadModelsApplicationTest.launch(settings);
  }

  /** A stone on round 1's first board, after the game's start (0) and result (1) on its stream. */
  private static TournamentEvents.Stored move() throws Exception {
    if (move == null) {
      String game = firstGame().gameId();
      move = new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.GAME, "Game", game, 2, MOVE_AT,
          new MovePlayed(game, id, 1, Color.BLACK, "D4", List.of(), "ann", MOVE_AT));
    }
    return move;
  }

  /** The embedded platform's games' archive given every event published here, in their order. */
  private static GameArchive embeddedArchive() throws Exception {
    List<TournamentEvents.Stored> events = new java.util.ArrayList<>(TOURNAMENT.events());
    events.add(move());
    return TournamentEvents.replayed(TournamentEvents.messages(events), new GameArchive());
  }

  private static PairingView firstGame() throws Exception {
    return embedded().round(id, 1).orElseThrow().pairings().get(0);
  }

  private static dev.tengen.readmodel.TournamentBook embedded() throws Exception {
    return TournamentEvents.embedded(TOURNAMENT.events());
  }

  /** Waits until the application has applied every event (its JSON standings are the embedded ones). */
  private static void awaitStandings(StandingsView expected) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (System.nanoTime() < deadline) {
      HttpResponse<String> answer = get("/api/v1/tournaments/" + id + "/standings", "en");
      if (answer.statusCode() == 200 && expected.equals(JSON.readValue(answer.body(), StandingsView.class))) {
        return;
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    throw new AssertionError("the read models did not apply the tournament's events in " + LIMIT);
  }

  private static String english(String path) throws Exception {
    HttpResponse<String> answer = get(path, "en");
    assertEquals(200, answer.statusCode(), path + ": " + answer.body());
    assertTrue(answer.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), path);
    return answer.body();
  }

  private static HttpResponse<String> get(String path, String language) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(readModels.url + path)).header("Accept-Language", language)
        .build(), HttpResponse.BodyHandlers.ofString());
  }
}
