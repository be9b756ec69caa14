package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.StandingsView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.PairedGame;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The read models application (services/read-models-app, packaged) on the run's Kafka and MongoDB keeps each
 * tournament's book between polls and gives it only the events it lacks, and writes only the views that changed: a
 * game's event read late, which happened before events already applied, leaves the views a fold of every event from
 * the start makes (the embedded platform's read model given them in the order they happened); an event that changes
 * no view rewrites none, each view's document only records that it holds for one more event. The documents are read
 * in the application's MongoDB database: {@code builtFrom}, the events a view holds for, {@code writtenFrom}, the
 * events it was written from. Two members of the consumer group rebuilding one tournament (each given some of its
 * games' events) leave every view made from all of them.
 */
@Uses({Server.KAFKA, Server.MONGODB})
class ReadModelsIncrementalTest {

  private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Duration LIMIT = Duration.ofSeconds(60);
  /** When TournamentEvents' first event happened: its events are one second apart from then. */
  private static final Instant START = Instant.parse("2026-11-22T09:00:00Z");
  /** The database and consumer group of this class's members, no other test's. */
  private static final Map<String, String> SETTINGS = Map.of(
      "TENGEN_READ_MODELS_DATABASE", "read-models-incremental-" + UUID.randomUUID(),
      "TENGEN_READ_MODELS_GROUP", "read-models-incremental-" + UUID.randomUUID());
  private static ServiceApplication readModels;
  private static MongoClient mongodb;

  @BeforeAll
  static void start() {
    readModels = ReadModelsApplicationTest.launch(SETTINGS);
    mongodb = MongoClients.create(Servers.await(Server.MONGODB).get("MONGODB_URI"));
  }

  @AfterAll
  static void stop() {
    if (readModels != null) {
      readModels.close();
    }
    if (mongodb != null) {
      mongodb.close();
    }
  }

  @Test
  void aGamesEventReadLateThatHappenedBeforeEventsAppliedLeavesTheViewsOfAFoldFromTheStart() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan").round(2, "ann", "cy", "bo",
        "dan");
    String id = tournament.tournamentId;
    List<TournamentEvents.Stored> played = tournament.events(); // 16: the tournament's 6, then each round's 5
    // Ann, Black on board 1 in both rounds, warned after each game: the second warning is read first
    TournamentEvents.Stored roundOneWarning = warning(id, 1, "talking during play", "art. 27",
        START.plusMillis(10_500)); // between round 1's last result (10 s) and round 2's publication (11 s)
    TournamentEvents.Stored roundTwoWarning = warning(id, 2, "mobile phone rang", "art. 28",
        START.plusMillis(15_500)); // after round 2's last result (15 s)
    List<TournamentEvents.Stored> readFirst = new ArrayList<>(played);
    readFirst.add(roundTwoWarning);
    TournamentEvents.publish(readFirst);
    awaitBuiltFrom(id, 17);

    TournamentEvents.publish(List.of(roundOneWarning));
    awaitBuiltFrom(id, 18);

    List<TournamentEvents.Stored> inOrder = new ArrayList<>(played.subList(0, 11));
    inOrder.add(roundOneWarning);
    inOrder.addAll(played.subList(11, 16));
    inOrder.add(roundTwoWarning);
    TournamentBook fromTheStart = TournamentEvents.embedded(inOrder);
    PlayerView ann = players(id).get(0);
    assertEquals(List.of("round 1, board 1: warning: talking during play (art. 27)",
        "round 2, board 1: warning: mobile phone rang (art. 28)"), ann.sanctions());
    assertEquals(2, ann.warnings());
    assertEquals(fromTheStart.players(id).orElseThrow(), players(id));
    for (int round = 0; round <= 2; round++) {
      assertEquals(fromTheStart.standings(id, round).orElseThrow(),
          served(id, "/standings?afterRound=" + round, StandingsView.class), "standings after round " + round);
      assertEquals(fromTheStart.crosstable(id, round).orElseThrow(),
          served(id, "/crosstable?throughRound=" + round, CrosstableView.class), "crosstable through round " + round);
    }
    for (int round = 1; round <= 3; round++) {
      assertEquals(fromTheStart.round(id, round).orElseThrow(),
          served(id, "/rounds/" + round + "/pairings", RoundView.class), "round " + round);
    }
  }

  @Test
  void anEventThatChangesNoViewRewritesNoneAndEachDocumentHoldsForIt() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan");
    String id = tournament.tournamentId;
    TournamentEvents.publish(tournament.events()); // 11: the tournament's 6, then round 1's 5
    awaitBuiltFrom(id, 11);
    Map<String, Document> before = documents(id);
    // the overview, standings and crosstable after rounds 0 and 1, the three rounds of the configuration
    assertEquals(List.of(id, id + "/crosstable/0", id + "/crosstable/1", id + "/round/1", id + "/round/2",
        id + "/round/3", id + "/standings/0", id + "/standings/1"), List.copyOf(before.keySet()));

    // the Chief Referee overrules a penalty a referee proposed on board 1: no standing, round or player changes
    String game = PairedGame.gameId(id, 1, 1);
    TournamentEvents.publish(List.of(new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.GAME,
        "Game", game, 2, START.plusSeconds(11), new PenaltyReviewed(game, id, "decision-1", false,
            "the stone was not moved", "art. 2.5", "chief-referee", START.plusSeconds(11)))));
    awaitBuiltFrom(id, 12);

    Map<String, Document> after = documents(id);
    assertEquals(before.keySet(), after.keySet());
    for (String document : before.keySet()) {
      assertEquals(12L, after.get(document).get("builtFrom", Number.class).longValue(), document);
      assertEquals(before.get(document).get("writtenFrom", Number.class).longValue(),
          after.get(document).get("writtenFrom", Number.class).longValue(), document + " written again");
      assertEquals(before.get(document).get("view", Document.class), after.get(document).get("view", Document.class),
          document);
    }
  }

  @Test
  void twoMembersRebuildingOneTournamentLeaveEveryViewMadeFromAllItsEvents() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan").round(2, "ann", "cy", "bo",
        "dan");
    String id = tournament.tournamentId;
    TournamentBook embedded = TournamentEvents.embedded(tournament.events());

    // a second member of the group: the games' events, keyed by game, reach both, and each rebuilds the tournament
    try (ServiceApplication second = ReadModelsApplicationTest.launch(SETTINGS)) {
      TournamentEvents.publish(tournament.events()); // 16: the tournament's 6, then each round's 5
      awaitBuiltFrom(id, 16);
      long deadline = System.nanoTime() + LIMIT.toNanos();
      while (documents(id).values().stream().anyMatch(d -> d.get("builtFrom", Number.class).longValue() != 16)
          && System.nanoTime() < deadline) {
        ServiceApplication.sleep(Duration.ofMillis(200));
      }
    }

    Map<String, Document> documents = documents(id);
    // the overview, standings and crosstable after rounds 0 to 2, the three rounds of the configuration
    assertEquals(List.of(id, id + "/crosstable/0", id + "/crosstable/1", id + "/crosstable/2", id + "/round/1",
        id + "/round/2", id + "/round/3", id + "/standings/0", id + "/standings/1", id + "/standings/2"),
        List.copyOf(documents.keySet()));
    documents.forEach((document, d) -> assertEquals(16L, d.get("builtFrom", Number.class).longValue(), document));
    assertEquals(embedded.players(id).orElseThrow(), players(id));
    for (int round = 0; round <= 2; round++) {
      assertEquals(embedded.standings(id, round).orElseThrow(),
          served(id, "/standings?afterRound=" + round, StandingsView.class), "standings after round " + round);
      assertEquals(embedded.crosstable(id, round).orElseThrow(),
          served(id, "/crosstable?throughRound=" + round, CrosstableView.class), "crosstable through round " + round);
    }
    for (int round = 1; round <= 3; round++) {
      assertEquals(embedded.round(id, round).orElseThrow(), served(id, "/rounds/" + round + "/pairings",
          RoundView.class), "round " + round);
    }
  }

  // ------------------------------------------------------------------ the events and the documents

  /** A referee's warning to Ann, Black on board 1 of {@code round}, after her game's start and result. */
  private static TournamentEvents.Stored warning(String tournamentId, int round, String reason, String article,
      Instant at) {
    String game = PairedGame.gameId(tournamentId, round, 1);
    return new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.GAME, "Game", game, 2, at,
        new WarningIssued(game, tournamentId, Color.BLACK, 1, reason, article, "referee", at));
  }

  private static MongoCollection<Document> views() {
    return mongodb.getDatabase(SETTINGS.get("TENGEN_READ_MODELS_DATABASE")).getCollection("tournament-views");
  }

  /** Waits until the tournament's overview holds for {@code events} of its events (or the time is up). */
  private static void awaitBuiltFrom(String tournamentId, long events) {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    long builtFrom = 0;
    while (builtFrom != events && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
      Document overview = views().find(Filters.eq("_id", tournamentId)).first();
      builtFrom = overview == null ? 0 : overview.get("builtFrom", Number.class).longValue();
    }
    assertEquals(events, builtFrom, "the events the overview of " + tournamentId + " holds for");
  }

  /** The tournament's view documents, by id in order. */
  private static Map<String, Document> documents(String tournamentId) {
    Map<String, Document> documents = new LinkedHashMap<>();
    views().find(Filters.or(Filters.eq("_id", tournamentId), Filters.regex("_id", "^" + tournamentId + "/")))
        .into(new ArrayList<>()).stream().sorted(Comparator.comparing(d -> d.getString("_id")))
        .forEach(d -> documents.put(d.getString("_id"), d));
    return documents;
  }

  /** The players of the tournament's overview document, as the application wrote them. */
  private static List<PlayerView> players(String tournamentId) throws Exception {
    Document overview = views().find(Filters.eq("_id", tournamentId)).first();
    return JSON.convertValue(JSON.readTree(overview.get("view", Document.class).toJson()).get("players"),
        new TypeReference<List<PlayerView>>() { });
  }

  private static <T> T served(String tournamentId, String path, Class<T> type) throws Exception {
    HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/tournaments/"
        + tournamentId + path)).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, answer.statusCode(), path + ": " + answer.body());
    return JSON.readValue(answer.body(), type);
  }
}
