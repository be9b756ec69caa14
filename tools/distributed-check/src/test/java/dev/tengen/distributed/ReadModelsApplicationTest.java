package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.StandingsView;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The read models as their own application (services/read-models-app, packaged) on the run's Kafka and MongoDB: a
 * tournament's events published on tengen.tournament and tengen.game as the services' publishers write them give the
 * public standings and pairings the embedded platform's read model computes from the same events; a redelivery
 * changes nothing; killed and started again it goes on from its positions in MongoDB; a replica that only serves reads
 * the same views from MongoDB. No request carries a token.
 */
@Uses({Server.KAFKA, Server.MONGODB})
class ReadModelsApplicationTest {

  private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Duration LIMIT = Duration.ofSeconds(60);
  /** The database and consumer group of this run's applications, no other test's. */
  private static final Map<String, String> SETTINGS = Map.of(
      "TENGEN_READ_MODELS_DATABASE", "read-models-" + UUID.randomUUID(),
      "TENGEN_READ_MODELS_GROUP", "read-models-check-" + UUID.randomUUID());
  private static ServiceApplication readModels;

  @BeforeAll
  static void start() {
    readModels = readModels(Map.of());
  }

  @AfterAll
  static void stop() {
    if (readModels != null) {
      readModels.close();
    }
  }

  @Test
  void theStandingsWithTheirTieBreakersAreThoseTheEmbeddedReadModelComputesFromTheSameEvents() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan").round(2, "ann", "cy", "bo",
        "dan");
    StandingsView expected = embeddedStandings(tournament, tournament.events());

    TournamentEvents.publish(tournament.events());

    StandingsView served = awaitStandings(readModels, tournament.tournamentId, expected);
    assertEquals(expected, served);
    assertEquals(2, served.afterRound());
    assertEquals(4, served.rows().size());
    assertTrue(served.criteria().size() > 1, "tie-breakers: " + served.criteria());
  }

  @Test
  void eachRoundsPairingsAndResultsAreThoseTheEmbeddedReadModelShows() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan");
    RoundView expected = TournamentEvents.embedded(tournament.events()).round(tournament.tournamentId, 1).orElseThrow();

    TournamentEvents.publish(tournament.events());

    awaitStandings(readModels, tournament.tournamentId, embeddedStandings(tournament, tournament.events()));
    HttpResponse<String> round = get(readModels, "/api/v1/tournaments/" + tournament.tournamentId
        + "/rounds/1/pairings");
    assertEquals(200, round.statusCode(), round.body());
    assertEquals(expected, JSON.readValue(round.body(), RoundView.class));
    assertEquals("B+R", expected.pairings().get(0).result());
  }

  @Test
  void theCrosstableIsTheOneTheEmbeddedReadModelComputesFromTheSameEvents() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan").round(2, "ann", "cy", "bo",
        "dan");
    CrosstableView expected = TournamentEvents.embedded(tournament.events()).crosstable(tournament.tournamentId, null)
        .orElseThrow();

    TournamentEvents.publish(tournament.events());

    awaitStandings(readModels, tournament.tournamentId, embeddedStandings(tournament, tournament.events()));
    HttpResponse<String> crosstable = get(readModels, "/api/v1/tournaments/" + tournament.tournamentId + "/crosstable");
    assertEquals(200, crosstable.statusCode(), crosstable.body());
    assertEquals(expected, JSON.readValue(crosstable.body(), CrosstableView.class));
  }

  @Test
  void theSameEventsDeliveredTwiceChangeNothing() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan");
    StandingsView expected = embeddedStandings(tournament, tournament.events());
    TournamentEvents.publish(tournament.events());
    assertEquals(expected, awaitStandings(readModels, tournament.tournamentId, expected));
    long skippedBefore = health(readModels).get("skipped").asLong();

    TournamentEvents.publish(tournament.events());

    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (health(readModels).get("skipped").asLong() < skippedBefore + tournament.events().size()
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    // at least these: on a loaded machine a rebalance of the group may hand other records to it again, skipped too
    long skipped = health(readModels).get("skipped").asLong();
    assertTrue(skipped >= skippedBefore + tournament.events().size(),
        "skipped " + skipped + ", before " + skippedBefore + ", sent again " + tournament.events().size());
    assertEquals(expected, standings(readModels, tournament.tournamentId));
  }

  @Test
  void killedAndStartedAgainItGoesOnFromItsPositionsAndAppliesOnlyWhatCameMeanwhile() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan").round(2, "ann", "cy", "bo",
        "dan");
    List<TournamentEvents.Stored> all = tournament.events();
    List<TournamentEvents.Stored> before = all.subList(0, all.size() - 5); // round 2 not yet published
    StandingsView afterRoundOne = embeddedStandings(tournament, before);
    TournamentEvents.publish(before);
    assertEquals(afterRoundOne, awaitStandings(readModels, tournament.tournamentId, afterRoundOne));

    readModels.kill();
    long killed = System.nanoTime();
    TournamentEvents.publish(all.subList(before.size(), all.size()));
    readModels = readModels(Map.of());

    // the killed member's partitions go to the new one once the group has not heard from it for the consumers'
    // session timeout (10 s; Kafka's own 45 s would leave the tournament unread that long)
    StandingsView expected = embeddedStandings(tournament, all);
    Duration handedOver = Duration.ofSeconds(35).minusNanos(System.nanoTime() - killed);
    assertEquals(expected, awaitStandings(readModels, tournament.tournamentId, expected, handedOver),
        "the standings within 35 s of the kill");
    assertEquals(all.size() - before.size(), health(readModels).get("applied").asLong(),
        "events applied after the restart: only those published while it was down");
  }

  @Test
  void aReplicaStartedLaterServesTheSameStandingsFromMongodbWithoutConsuming() throws Exception {
    TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan");
    StandingsView expected = embeddedStandings(tournament, tournament.events());
    TournamentEvents.publish(tournament.events());
    assertEquals(expected, awaitStandings(readModels, tournament.tournamentId, expected));

    try (ServiceApplication replica = readModels(Map.of("TENGEN_READ_MODELS_CONSUME", "false"))) {
      assertEquals(expected, standings(replica, tournament.tournamentId));
      assertFalse(health(replica).get("consumes").asBoolean());
      assertEquals(0, health(replica).get("applied").asLong());
    }
  }

  @Test
  void anUnknownTournamentIsA404Problem() throws Exception {
    HttpResponse<String> unknown = get(readModels, "/api/v1/tournaments/no-such-tournament/standings");

    assertEquals(404, unknown.statusCode(), unknown.body());
    assertEquals("tournament-not-found", JSON.readTree(unknown.body()).get("code").asText());
  }

  // ------------------------------------------------------------------ the application

  private static ServiceApplication readModels(Map<String, String> more) {
    Map<String, String> settings = new java.util.HashMap<>(SETTINGS);
    settings.putAll(more);
    return launch(settings);
  }

  /** The read models application on the run's Kafka and MongoDB, given {@code settings} (its database, group...). */
  static ServiceApplication launch(Map<String, String> settings) {
    Map<String, String> env = new java.util.HashMap<>(settings);
    env.put("KAFKA_BOOTSTRAP_SERVERS", ServiceStores.bootstrap());
    env.put("MONGODB_URI", Servers.await(Server.MONGODB).get("MONGODB_URI"));
    return ServiceApplication.launch("read-models", env);
  }

  /** The standings the embedded platform's read model computes from {@code events} of {@code tournament}. */
  private static StandingsView embeddedStandings(TournamentEvents tournament, List<TournamentEvents.Stored> events)
      throws Exception {
    return TournamentEvents.embedded(events).standings(tournament.tournamentId, null).orElseThrow();
  }

  /**
   * The standings the application serves, read without a token, once they are {@code expected} (the events are
   * applied as they come, so earlier standings show first) or, failing that, when the time is up.
   */
  static StandingsView awaitStandings(ServiceApplication application, String tournamentId,
      StandingsView expected) throws Exception {
    return awaitStandings(application, tournamentId, expected, LIMIT);
  }

  /** As {@link #awaitStandings(ServiceApplication, String, StandingsView)}, waiting at most {@code limit}. */
  static StandingsView awaitStandings(ServiceApplication application, String tournamentId,
      StandingsView expected, Duration limit) throws Exception {
    long deadline = System.nanoTime() + limit.toNanos();
    StandingsView last = null;
    while (System.nanoTime() < deadline) {
      HttpResponse<String> answer = get(application, "/api/v1/tournaments/" + tournamentId + "/standings");
      if (answer.statusCode() == 200) {
        last = JSON.readValue(answer.body(), StandingsView.class);
        if (expected.equals(last)) {
          return last;
        }
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    return last;
  }

  private static StandingsView standings(ServiceApplication application, String tournamentId) throws Exception {
    HttpResponse<String> answer = get(application, "/api/v1/tournaments/" + tournamentId + "/standings");
    assertEquals(200, answer.statusCode(), answer.body());
    return JSON.readValue(answer.body(), StandingsView.class);
  }

  /** The data of the application's readiness check (what it applied and skipped since it started). */
  static JsonNode health(ServiceApplication application) throws Exception {
    JsonNode ready = JSON.readTree(get(application, "/q/health/ready").body());
    for (JsonNode check : ready.get("checks")) {
      if (check.get("name").asText().equals("read-models")) {
        return check.get("data");
      }
    }
    throw new AssertionError("no read-models check in " + ready);
  }

  private static HttpResponse<String> get(ServiceApplication application, String path) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(application.url + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
