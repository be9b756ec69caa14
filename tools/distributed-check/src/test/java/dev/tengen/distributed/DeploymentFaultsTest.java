package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.distributed.RoundThroughTheApis.Board;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.readmodel.StandingsView;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.axonframework.eventhandling.DomainEventMessage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The distributed deployment (tournament, game, arbitration and read-models applications on the run's servers) through
 * the faults of issue 15 that stop a part of it mid-round: Kafka stopped for 30 s while results are entered and a
 * protest filed, after which the read models equal a fresh replay of the services' event stores; each service killed
 * with SIGKILL while commands stream in, losing none it acknowledged; the read models killed while events stream in,
 * resuming from their positions in MongoDB. PostgreSQL restarted under each service, and tokens: each application's
 * own test, and KeycloakWritesTest.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK, Server.MONGODB})
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DeploymentFaultsTest {

  private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());
  private static final Duration KAFKA_DOWN = Duration.ofSeconds(30);
  /** Commands a service acknowledges before it is killed, and after (while it dies). */
  private static final int ACKNOWLEDGED_BEFORE_KILL = 15;
  private static final String CHIEF_REFEREE = "demo-chief-referee-kim"; // realm role chief-referee
  private static final Map<String, ServiceApplication> APPLICATIONS = new HashMap<>();
  private static RealmTokens tokens;
  private static RoundThroughTheApis round;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    APPLICATIONS.put("game", ServiceApplication.spawn("game"));
    APPLICATIONS.put("arbitration", ServiceApplication.spawn("arbitration"));
    APPLICATIONS.put("tournament", ServiceApplication.spawn("tournament",
        Map.of("TENGEN_GAME_URL", APPLICATIONS.get("game").url)));
    APPLICATIONS.put("read-models", ServiceApplication.spawnReadModels("faults"));
    ServiceApplication.awaitReady(APPLICATIONS.values().toArray(ServiceApplication[]::new));
    round = new RoundThroughTheApis(tokens, APPLICATIONS.get("tournament"), APPLICATIONS.get("game"));
  }

  @AfterAll
  static void stop() {
    APPLICATIONS.values().forEach(ServiceApplication::close);
  }

  // ------------------------------------------------------------------ Kafka stopped

  @Test
  @Order(1)
  void whileKafkaIsStoppedTheServicesAcceptCommandsAndAfterwardsTheReadModelsEqualAFreshReplayOfTheEventStores()
      throws Exception {
    String tournamentId = round.configuredTournament(
        List.of("Cho Hun-hyun", "Rin Kaiho", "Lee Chang-ho", "Nie Weiping"));
    List<Board> boards = round.publishedRoundOne(tournamentId);
    for (Board board : boards) {
      round.awaitGame(board.gameId()); // the game application opens the games from tengen.tournament
    }

    long stopped = System.nanoTime();
    Servers.command(Server.KAFKA, "stop");
    String protestId;
    try {
      // the tournament records each slip and orders its game ended in the game application; arbitration files
      round.enterResult(tournamentId, boards.get(0), "B+R", CHIEF_REFEREE);
      round.enterResult(tournamentId, boards.get(1), "W+R", CHIEF_REFEREE);
      HttpResponse<String> protested = APPLICATIONS.get("arbitration").sendOnce("POST", "/api/v1/protests",
          protest(tournamentId, boards.get(0).gameId()), tokens.issued("demo-referee-han"));
      assertEquals(201, protested.statusCode(), protested.body());
      protestId = JSON.readTree(protested.body()).get("id").asText();
      Duration left = KAFKA_DOWN.minusNanos(System.nanoTime() - stopped);
      if (left.isPositive()) {
        ServiceApplication.sleep(left);
      }
    } finally {
      Servers.command(Server.KAFKA, "start");
    }

    // written by hand from the two slips: board 1's Black and board 2's White won
    Map<String, Double> wins = Map.of(boards.get(0).black(), 1.0, boards.get(0).white(), 0.0,
        boards.get(1).black(), 0.0, boards.get(1).white(), 1.0);
    ServiceApplication readModels = APPLICATIONS.get("read-models");
    assertEquals(wins, RoundThroughTheApis.winsOf(RoundThroughTheApis.awaitStandings(readModels, tournamentId, wins)));
    StandingsView replayed = TournamentEvents.replayed(storedEventsOf(tournamentId, boards), new TournamentBook())
        .standings(tournamentId, null).orElseThrow();
    assertEquals(replayed, JSON.readValue(readModels.send("GET", "/api/v1/tournaments/" + tournamentId + "/standings",
        null, null).body(), StandingsView.class));
    // the publishers went on from their positions: every stored event on its topic, none missing
    assertEquals(sequences(storedEvents("tournament", tournamentId)),
        new TreeSet<>(TopicRecords.all("tengen.tournament", tournamentId).stream().map(PublishedEvent::sequence)
            .toList()));
    assertEquals("ProtestFiled", TopicRecords.keyed("tengen.arbitration", protestId, 1, RoundThroughTheApis.LIMIT)
        .getFirst().payloadType().replaceAll(".*\\.", ""));
  }

  /** The tournament's events and its boards' games' events as their stores hold them, in the order they were stored. */
  private static List<DomainEventMessage<?>> storedEventsOf(String tournamentId, List<Board> boards) {
    List<DomainEventMessage<?>> events = new ArrayList<>(storedEvents("tournament", tournamentId));
    for (Board board : boards) {
      events.addAll(storedEvents("game", board.gameId()));
    }
    events.sort(Comparator.comparing(DomainEventMessage::getTimestamp));
    return events;
  }

  private static Set<Long> sequences(List<DomainEventMessage<?>> events) {
    return new TreeSet<>(events.stream().map(DomainEventMessage::getSequenceNumber).toList());
  }

  // ------------------------------------------------------------------ kill -9 under load

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"tournament", "game", "arbitration"})
  @Order(2)
  void killedWithSigkillWhileCommandsStreamInAServiceLosesNoCommandItAcknowledged(String service) throws Exception {
    Load load = switch (service) {
      case "tournament" -> registrations();
      case "game" -> moves();
      default -> protests();
    };
    ConcurrentLinkedQueue<String> acknowledged = new ConcurrentLinkedQueue<>();
    AtomicBoolean running = new AtomicBoolean(true);
    CompletableFuture<Void> streaming = CompletableFuture.runAsync(() -> {
      for (int i = 0; running.get(); i++) {
        try {
          acknowledged.add(load.command(i));
        } catch (IOException refusedOrCut) {
          return; // the service is gone: what it acknowledged is what counts
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }
    }, task -> Thread.ofPlatform().name("load-" + service).daemon().start(task));
    long streamed = System.nanoTime() + RoundThroughTheApis.LIMIT.toNanos();
    while (acknowledged.size() < ACKNOWLEDGED_BEFORE_KILL && !streaming.isDone() && System.nanoTime() < streamed) {
      ServiceApplication.sleep(Duration.ofMillis(20));
    }

    APPLICATIONS.get(service).kill();
    running.set(false);
    streaming.join();
    APPLICATIONS.put(service, APPLICATIONS.get(service).startedAgain());

    assertTrue(acknowledged.size() >= ACKNOWLEDGED_BEFORE_KILL, "acknowledged before the kill: " + acknowledged);
    Set<String> stored = load.stored();
    List<String> lost = acknowledged.stream().filter(key -> !stored.contains(key)).toList();
    assertEquals(List.of(), lost, "acknowledged, then missing from the " + service + " store");
    // and its publisher, started again, goes on from its position in the store: every one reaches Kafka
    long deadline = System.nanoTime() + RoundThroughTheApis.LIMIT.toNanos();
    Set<String> published = new TreeSet<>(load.published());
    while (!published.containsAll(acknowledged) && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(500));
      published.addAll(load.published());
    }
    assertEquals(List.of(), acknowledged.stream().filter(key -> !published.contains(key)).toList(),
        "acknowledged, then never published to Kafka by the " + service + " application");
    String next = load.command(stored.size()); // for the game: the move after the last one stored
    assertTrue(load.stored().contains(next), "the service, started again, takes the next command");
  }

  /** A stream of commands to one service: each returns the key of what it wrote once acknowledged. */
  private interface Load {
    /**
     * Sends command {@code i} (the {@code i}th of the stream: the game's moves alternate colours from Black); its key
     * when acknowledged (an assertion fails otherwise); IOException: no answer.
     */
    String command(int i) throws Exception;

    /** The keys of what the service's event store holds of the load. */
    Set<String> stored();

    /** The keys of what the service's topic holds of the load. */
    Set<String> published();
  }

  /** Players registered in one tournament by its organizer: keyed by player id. */
  private static Load registrations() throws Exception {
    String tournamentId = round.configuredTournament(List.of());
    String director = tokens.issued("demo-director");
    return new Load() {
      @Override
      public String command(int i) throws Exception {
        return acknowledged(APPLICATIONS.get("tournament").send("POST", "/api/v1/tournaments/" + tournamentId
            + "/players", JSON.createObjectNode().put("name", "Player " + i).put("rank", "3k").toString(), director),
            "playerId");
      }

      @Override
      public Set<String> stored() {
        return payloadValues(storedEvents("tournament", tournamentId), "PlayerRegistered", "playerId");
      }

      @Override
      public Set<String> published() {
        return publishedValues(TopicRecords.all("tengen.tournament", tournamentId), "PlayerRegistered", "playerId");
      }
    };
  }

  /** Moves played in one game by a referee, on points none of which touch (no capture ever): keyed by point. */
  private static Load moves() throws Exception {
    String body = JSON.createObjectNode().put("tournamentId", "t-" + UUID.randomUUID()).put("round", 1)
        .put("board", 1).put("black", "p-black").put("white", "p-white").put("ruleset", "korean-2016")
        .put("competitionCode", "incheon-2013").put("boardSize", 19).put("komi", 6.5).toString();
    String gameId = acknowledged(APPLICATIONS.get("game").send("POST", "/api/v1/games", body,
        tokens.issued("demo-director")), "gameId");
    String referee = tokens.issued("demo-referee-han");
    return new Load() {
      @Override
      public String command(int i) throws Exception {
        String point = point(i);
        String color = i % 2 == 0 ? "black" : "white";
        acknowledged(APPLICATIONS.get("game").send("POST", "/api/v1/games/" + gameId + "/moves",
            JSON.createObjectNode().put("color", color).put("point", point).toString(), referee), "version");
        return point;
      }

      @Override
      public Set<String> stored() {
        return payloadValues(storedEvents("game", gameId), "MovePlayed", "point");
      }

      @Override
      public Set<String> published() {
        return publishedValues(TopicRecords.all("tengen.game", gameId), "MovePlayed", "point");
      }
    };
  }

  /** The {@code i}th of the 100 points on odd lines and odd columns of a 19×19 board (A1, C1 ... S19). */
  private static String point(int i) {
    return "ACEGJLNPRT".charAt(i % 10) + Integer.toString(2 * (i / 10 % 10) + 1);
  }

  /** Protests filed by a referee, each a case of its own: keyed by the protest's id. */
  private static Load protests() throws Exception {
    String referee = tokens.issued("demo-referee-han");
    return new Load() {
      private final Set<String> filed = java.util.concurrent.ConcurrentHashMap.newKeySet();

      @Override
      public String command(int i) throws Exception {
        String id = acknowledged(APPLICATIONS.get("arbitration").sendOnce("POST", "/api/v1/protests",
            protest("t-" + UUID.randomUUID(), "g-" + i), referee), "id");
        filed.add(id);
        return id;
      }

      @Override
      public Set<String> stored() {
        Set<String> stored = new TreeSet<>();
        for (String id : filed) {
          if (!storedEvents("arbitration", id).isEmpty()) {
            stored.add(id);
          }
        }
        return stored;
      }

      @Override
      public Set<String> published() {
        Set<String> published = new TreeSet<>();
        TopicRecords.all("tengen.arbitration", filed::contains).forEach(event -> published.add(event.aggregateId()));
        return published;
      }
    };
  }

  /** The field of a written command's answer; the answer must be a success. */
  private static String acknowledged(HttpResponse<String> answer, String field) throws IOException {
    assertTrue(answer.statusCode() == 200 || answer.statusCode() == 201, answer.statusCode() + " " + answer.body());
    return JSON.readTree(answer.body()).get(field).asText();
  }

  // ------------------------------------------------------------------ the read models killed under load

  @Test
  @Order(3)
  void theReadModelsKilledWithSigkillWhileEventsStreamInResumeFromTheirPositionsAndEqualTheEmbeddedReadModel()
      throws Exception {
    // tournaments of two rounds published one after the other, from before the kill until after the restart (20 at
    // most)
    List<TournamentEvents> tournaments = new java.util.concurrent.CopyOnWriteArrayList<>();
    AtomicBoolean running = new AtomicBoolean(true);
    CompletableFuture<Void> streaming = CompletableFuture.runAsync(() -> {
      while (running.get() && tournaments.size() < 20) {
        TournamentEvents tournament = new TournamentEvents().round(1, "ann", "bo", "cy", "dan")
            .round(2, "ann", "cy", "bo", "dan");
        try {
          TournamentEvents.publish(tournament.events());
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
        tournaments.add(tournament);
        ServiceApplication.sleep(Duration.ofMillis(100));
      }
    }, task -> Thread.ofPlatform().name("load-read-models").daemon().start(task));
    ServiceApplication readModels = APPLICATIONS.get("read-models");
    // killed once it shows the stream's second tournament
    while (tournaments.size() < 2 && !streaming.isDone()) {
      ServiceApplication.sleep(Duration.ofMillis(50));
    }
    TournamentEvents second = tournaments.get(1);
    StandingsView shown = TournamentEvents.embedded(second.events()).standings(second.tournamentId, null)
        .orElseThrow();
    assertEquals(shown, ReadModelsApplicationTest.awaitStandings(readModels, second.tournamentId, shown));
    long appliedBefore = ReadModelsApplicationTest.health(readModels).get("applied").asLong();

    readModels.kill();
    readModels = readModels.startedAgain();
    APPLICATIONS.put("read-models", readModels);
    running.set(false);
    streaming.join();

    for (TournamentEvents tournament : tournaments) {
      StandingsView expected = TournamentEvents.embedded(tournament.events()).standings(tournament.tournamentId, null)
          .orElseThrow();
      assertEquals(expected, ReadModelsApplicationTest.awaitStandings(readModels, tournament.tournamentId, expected),
          tournament.tournamentId);
    }
    long skippedAfter = ReadModelsApplicationTest.health(readModels).get("skipped").asLong();
    assertTrue(skippedAfter < appliedBefore, "read again after the restart: " + skippedAfter + " of the "
        + appliedBefore + " applied before it (started over instead of going on from its positions)");
  }

  // ------------------------------------------------------------------ the event stores

  /** The events of {@code aggregateId} in {@code service}'s event store (its PostgreSQL database), in order. */
  private static List<DomainEventMessage<?>> storedEvents(String service, String aggregateId) {
    Map<String, String> postgresql = Servers.await(Server.POSTGRESQL);
    ServiceEventStore store = ServiceEventStore.open(service,
        ServiceStores.dataSource(postgresql.get(service + ".QUARKUS_DATASOURCE_JDBC_URL"), service),
        ServiceStores.SERIALIZER);
    return store.eventStore().readEvents(aggregateId).asStream().<DomainEventMessage<?>>map(e -> e).toList();
  }

  /** {@code field} of each of {@code events} whose payload is the event named {@code name}. */
  private static Set<String> payloadValues(List<DomainEventMessage<?>> events, String name, String field) {
    Set<String> values = new TreeSet<>();
    for (DomainEventMessage<?> event : events) {
      if (event.getPayloadType().getSimpleName().equals(name)) {
        values.add(JSON.valueToTree(event.getPayload()).get(field).asText());
      }
    }
    return values;
  }

  /** {@code field} of each of {@code events} (as a publisher wrote them) whose payload is the event {@code name}. */
  private static Set<String> publishedValues(List<PublishedEvent> events, String name, String field) {
    Set<String> values = new TreeSet<>();
    for (PublishedEvent event : events) {
      if (event.payloadType().endsWith("." + name)) {
        try {
          values.add(JSON.readTree(event.payload()).get(field).asText());
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }
    }
    return values;
  }

  private static String protest(String tournamentId, String gameId) {
    return JSON.createObjectNode().put("tournamentId", tournamentId).put("gameId", gameId).put("round", 1)
        .put("board", 1).put("complainant", "Lee Sedol").put("judgment", "Counted as White wins by 0.5").toString();
  }
}
