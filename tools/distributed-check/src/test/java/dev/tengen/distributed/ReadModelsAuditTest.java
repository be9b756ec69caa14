package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.arbitration.service.api.VoteCast;
import dev.tengen.audit.AuditKey;
import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.model.Filters;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.RoundPublished;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The auditor's reads served by the read models application (services/read-models-app, packaged) at the embedded
 * platform's addresses: a small tournament's events published on the three topics, a batch at a time so that the
 * order they are received in is known, give the ledger in that order, the officials' decisions, each player's conduct,
 * the Duan report and the hash-chained export, which engine/audit's verifier holds with the key the application
 * publishes. Realm tokens: the auditor reads; a player is refused; a referee appointed Technical Delegate of the
 * tournament reads it and not another tournament. And a person's conduct across tournaments ({@link ConductEvents}):
 * found by name and by federation id, a namesake with another id left out, the bans standing and lifted.
 */
@Uses({Server.KAFKA, Server.MONGODB, Server.KEYCLOAK})
class ReadModelsAuditTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Duration LIMIT = Duration.ofSeconds(60);
  private static final Instant START = Instant.parse("2026-11-22T09:00:00Z");
  private static final String NDJSON = "application/x-ndjson";
  private static final String DATABASE = "read-models-audit-" + UUID.randomUUID();
  private static ServiceApplication readModels;
  private static MongoClient mongodb;
  private static RealmTokens realm;
  private static String auditor;

  @BeforeAll
  static void start() throws Exception {
    Map<String, String> keycloak = Servers.await(Server.KEYCLOAK);
    Map<String, String> env = new java.util.HashMap<>(Map.of(
        "TENGEN_READ_MODELS_DATABASE", DATABASE,
        "TENGEN_READ_MODELS_GROUP", "read-models-audit-" + UUID.randomUUID()));
    for (String name : List.of("QUARKUS_OIDC_AUTH_SERVER_URL", "QUARKUS_OIDC_CLIENT_ID", "QUARKUS_OIDC_TOKEN_AUDIENCE")) {
      env.put(name, keycloak.get(name));
    }
    readModels = ReadModelsApplicationTest.launch(env);
    realm = RealmTokens.issuedOnly();
    auditor = realm.issued("demo-auditor");
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

  /**
   * Created, configured, four players (ledger 1 to 6); demo-referee-han appointed Technical Delegate (7); round 1
   * published (8); board 1's game started, a move, Ann warned then penalised a point (9 to 13).
   */
  private static final class Cup {
    final TournamentEvents tournament = new TournamentEvents();
    final String id = tournament.tournamentId;
    final String game = PairedGame.gameId(id, 1, 1);
    final String appeal = "appeal-" + UUID.randomUUID();

    Cup published() throws Exception {
      awaitLedger(this, tournament.events(), 6);
      List<TournamentEvents.Stored> officials = List.of(stored(ServiceTopic.TOURNAMENT, "Tournament", id, 6,
          new OfficialAppointed(id, "demo-referee-han", "technical-delegate", "Han Referee", "KR", "organizer",
              at(6)), 6), stored(ServiceTopic.TOURNAMENT, "Tournament", id, 7, new RoundPublished(id, 1, "korean-2016",
          "incheon-2013", 19, List.of(new PairedGame(1, game, "ann", "bo", 0, 6.5), new PairedGame(2,
              PairedGame.gameId(id, 1, 2), "cy", "dan", 0, 6.5)), List.of(), "organizer", at(7)), 7));
      awaitLedger(this, officials, 8);
      awaitLedger(this, List.of(
          stored(ServiceTopic.GAME, "Game", game, 0, new GameStarted(game, id, 1, 1, "ann", "bo", "korean-2016",
              "incheon-2013", 19, 0, 6.5, "organizer", at(8)), 8),
          stored(ServiceTopic.GAME, "Game", game, 1, new MovePlayed(game, id, 1, Color.BLACK, "Q16", List.of(), "ann",
              at(9), null), 9),
          stored(ServiceTopic.GAME, "Game", game, 2, new WarningIssued(game, id, Color.BLACK, 1, "talking during play",
              "art. 27", "demo-referee-han", at(10)), 10),
          stored(ServiceTopic.GAME, "Game", game, 3, new PenaltyImposed(game, id, Color.BLACK, 1, "mobile phone rang",
              "art. 28", "demo-chief-referee-kim", at(11)), 11)), 12);
      return this;
    }

    VoteCast vote() {
      return new VoteCast(appeal, id, "demo-arb-lee", RulingDecision.UPHOLD, "the warning stands", "demo-arb-lee",
          at(12));
    }

    AppealRuled ruling() {
      return new AppealRuled(appeal, "protest-1", id, game, 1, 1, RulingDecision.UPHOLD, AppealRuled.BY_COMMITTEE,
          List.of("demo-arb-lee"), List.of(new Vote("demo-arb-lee", RulingDecision.UPHOLD)), null,
          "the warning stands", false, false, "demo-arb-lee", at(13));
    }
  }

  @Test
  void theLedgerHoldsEveryEventOfTheTournamentInTheOrderTheyWereReceivedMovesIncluded() throws Exception {
    Cup cup = new Cup().published();

    JsonNode ledger = ok(get(cup.id, "", auditor, "application/json"));
    List<String> types = new ArrayList<>();
    List<Long> sequences = new ArrayList<>();
    ledger.forEach(e -> {
      types.add(e.get("type").asText());
      sequences.add(e.get("sequence").asLong());
    });
    assertEquals(List.of("TournamentCreated", "TournamentConfigured", "PlayerRegistered", "PlayerRegistered",
        "PlayerRegistered", "PlayerRegistered", "OfficialAppointed", "RoundPublished", "GameStarted", "MovePlayed",
        "WarningIssued", "PenaltyImposed"), types);
    assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L), sequences);
    JsonNode move = ledger.get(9);
    assertEquals(cup.game, move.get("aggregate").asText());
    assertEquals(1, move.get("aggregateSequence").asLong());
    assertEquals("Q16", move.get("payload").get("point").asText());
  }

  @Test
  void theDecisionsAreTheWarningAndThePenaltyOnAnnsBoard() throws Exception {
    Cup cup = new Cup().published();

    JsonNode decisions = ok(get(cup.id, "/decisions", auditor, "application/json"));

    assertEquals(2, decisions.size(), decisions.toString());
    JsonNode warning = decisions.get(0);
    assertEquals(11, warning.get("sequence").asLong());
    assertEquals("warning", warning.get("decision").asText());
    assertEquals("WarningIssued", warning.get("event").asText());
    assertEquals("demo-referee-han", warning.get("by").asText());
    assertEquals("art. 27", warning.get("article").asText());
    assertEquals(1, warning.get("round").asInt());
    assertEquals(1, warning.get("board").asInt());
    assertEquals("ann", warning.get("player").asText());
    assertEquals("Ann Lee", warning.get("playerName").asText());
    assertEquals("Ann Lee is warned: warning 1 in this game", warning.get("consequence").asText());
    JsonNode penalty = decisions.get(1);
    assertEquals(12, penalty.get("sequence").asLong());
    assertEquals("penalty", penalty.get("decision").asText());
    assertEquals("art. 28", penalty.get("article").asText());
    assertEquals("1 point taken off Ann Lee's score at the count", penalty.get("consequence").asText());
  }

  @Test
  void eachPlayersConductAndTheDuanReportListTheFourPlayers() throws Exception {
    Cup cup = new Cup().published();

    JsonNode players = ok(get(cup.id, "/players", auditor, "application/json"));
    assertEquals(4, players.size());
    JsonNode ann = players.get(0);
    assertEquals("ann", ann.get("playerId").asText());
    assertEquals(1, ann.get("warnings").asInt());
    assertEquals(1, ann.get("penalties").asInt());
    assertEquals(List.of("warning", "penalty"), List.of(ann.get("decisions").get(0).get("decision").asText(),
        ann.get("decisions").get(1).get("decision").asText()));
    assertEquals(0, players.get(1).get("decisions").size(), "Bo Park: none");

    JsonNode duan = ok(get(cup.id, "/duan", auditor, "application/json"));
    assertEquals(cup.id, duan.get("tournamentId").asText());
    assertEquals("Distributed Open", duan.get("name").asText());
    assertEquals(4, duan.get("players").size());
    JsonNode annsLine = duan.get("players").get(0);
    assertEquals("Ann Lee", annsLine.get("name").asText());
    assertEquals("4d", annsLine.get("rank").asText());
    assertTrue(annsLine.get("duan").isNull(), "an amateur has no Duan assessment: " + annsLine);
  }

  @Test
  void theExportIsAChainTheVerifierHoldsWithThePublishedKeyAndItsHeadIsTheSignedHead() throws Exception {
    Cup cup = new Cup().published();

    HttpResponse<String> export = get(cup.id, "", auditor, NDJSON);
    assertEquals(200, export.statusCode(), export.body());
    JsonNode key = ok(send(HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/audit/key")).build()));
    assertEquals("Ed25519", key.get("algorithm").asText());
    ChainVerdict verdict = ChainVerifier.verify(export.body().getBytes(StandardCharsets.UTF_8),
        new ChainVerifier.Kept(Optional.of(AuditKey.publicKey(key.get("key").asText())), Optional.empty()));

    ChainVerdict.Holds holds = assertInstanceOf(ChainVerdict.Holds.class, verdict, String.valueOf(verdict));
    assertEquals(12, holds.events());
    assertEquals(12, holds.lastSequence());
    assertTrue(holds.keyChecked());
    assertEquals(holds.head(), export.headers().firstValue("X-Audit-Head").orElseThrow());
    JsonNode head = ok(send(HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/tournaments/" + cup.id
        + "/audit/head")).build()));
    assertEquals(12, head.get("sequence").asLong());
    assertEquals(holds.head(), head.get("hash").asText());
    assertEquals(key.get("key").asText(), head.get("key").asText());
  }

  /** POST /api/v1/audit/verify at the read models, as the auditor's browser sends an export back. */
  @Test
  void theExportSentBackIsVerifiedIntactAndAnAlteredCopyIsNamedByItsLine() throws Exception {
    Cup cup = new Cup().published();
    String export = get(cup.id, "", auditor, NDJSON).body();

    JsonNode intact = ok(verify(export, auditor));
    assertTrue(intact.get("holds").asBoolean(), intact.toString());
    assertEquals(12, intact.get("events").asInt(), intact.toString());
    assertTrue(intact.get("signed").asBoolean(), intact.toString());

    // Ann Lee's registration, renamed after the fact
    List<String> lines = new java.util.ArrayList<>(export.lines().toList());
    int registration = 0;
    while (!lines.get(registration).contains("Ann Lee")) {
      registration++;
    }
    lines.set(registration, lines.get(registration).replace("Ann Lee", "Anne Lee"));
    JsonNode altered = ok(verify(String.join("\n", lines) + "\n", auditor));
    assertFalse(altered.get("holds").asBoolean(), altered.toString());
    assertEquals(registration + 1, altered.get("line").asInt(), altered.toString());
    assertEquals("altered", altered.get("problem").asText(), altered.toString());

    assertEquals(401, verify(export, null).statusCode());
  }

  /**
   * What the verifier refuses, before it reads a line: a referee's token (403), a head that is no hash (400, naming the
   * parameter), and an export announced larger than 64 MiB (413, refused before a byte of the body is read).
   */
  @Test
  void theVerifierRefusesARefereeAHeadThatIsNoHashAndAnExportOverItsLimit() throws Exception {
    String referee = realm.issued("demo-referee-han");
    assertEquals(403, verify("{}\n", referee).statusCode());

    HttpResponse<String> head = send(HttpRequest.newBuilder(URI.create(readModels.url
        + "/api/v1/audit/verify?head=not-a-hash")).header("Authorization", "Bearer " + auditor)
        .header("Content-Type", NDJSON).POST(HttpRequest.BodyPublishers.ofString("{}\n")).build());
    assertEquals(400, head.statusCode(), head.body());
    assertEquals("head", JSON.readTree(head.body()).get("field").asText(), head.body());

    // the request's head only: 64 MiB and one byte announced, none sent
    URI uri = URI.create(readModels.url);
    try (java.net.Socket socket = new java.net.Socket(uri.getHost(), uri.getPort())) {
      socket.setSoTimeout(10_000);
      socket.getOutputStream().write(("POST /api/v1/audit/verify HTTP/1.1\r\nHost: " + uri.getHost() + "\r\n"
          + "Authorization: Bearer " + auditor + "\r\nContent-Type: " + NDJSON + "\r\nContent-Length: "
          + (64L * 1024 * 1024 + 1) + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      String answer = new String(socket.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
      assertEquals("HTTP/1.1 413", answer);
    }
  }

  private static HttpResponse<String> verify(String export, String token) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/audit/verify"))
        .header("Content-Type", NDJSON).POST(HttpRequest.BodyPublishers.ofString(export));
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return send(request.build());
  }

  @Test
  void aVoteStaysSealedUntilTheRulingThenTakesItsPlaceAndTheHeadIsTheExportsAgain() throws Exception {
    Cup cup = new Cup().published();
    TournamentEvents.Stored vote = stored(ServiceTopic.ARBITRATION, "Appeal", cup.appeal, 0, cup.vote(), 12);
    TournamentEvents.publish(List.of(vote));
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (kept(cup) < 13 && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(13, kept(cup), "the vote kept for the ledger");
    assertEquals(12, ok(get(cup.id, "", auditor, "application/json")).size(), "sealed until the ruling");
    // an appointment after the vote: the head follows the ledger without the vote
    awaitLedger(cup, List.of(stored(ServiceTopic.TOURNAMENT, "Tournament", cup.id, 8, new OfficialAppointed(cup.id,
        "demo-arb-chen", "arbitrator", "Chen", "CN", "organizer", at(13)), 13)), 13);
    JsonNode sealedHead = ok(get(cup.id, "/head", null, "application/json"));
    assertEquals(14, sealedHead.get("sequence").asLong(), "the vote's number, 13, left out meanwhile");

    awaitLedger(cup, List.of(stored(ServiceTopic.ARBITRATION, "Appeal", cup.appeal, 1, cup.ruling(), 14)), 15);

    JsonNode ledger = ok(get(cup.id, "", auditor, "application/json"));
    assertEquals(List.of("VoteCast", "OfficialAppointed", "AppealRuled"), List.of(ledger.get(12).get("type").asText(),
        ledger.get(13).get("type").asText(), ledger.get(14).get("type").asText()));
    assertEquals(13, ledger.get(12).get("sequence").asLong());
    JsonNode ruled = ok(get(cup.id, "/decisions", auditor, "application/json")).get(2);
    assertEquals("ruling", ruled.get("decision").asText());
    assertEquals("The committee upholds the referees' decision; the result stands", ruled.get("consequence").asText());
    JsonNode head = ok(get(cup.id, "/head", null, "application/json"));
    assertEquals(15, head.get("sequence").asLong());
    HttpResponse<String> export = get(cup.id, "", auditor, NDJSON);
    assertEquals(export.headers().firstValue("X-Audit-Head").orElseThrow(), head.get("hash").asText(),
        "the head follows the chain with the vote in its place");
  }

  @Test
  void theSameEventsDeliveredTwiceLeaveTheLedgerAsItWas() throws Exception {
    Cup cup = new Cup().published();
    String before = get(cup.id, "", auditor, "application/json").body();
    List<TournamentEvents.Stored> again = new ArrayList<>(cup.tournament.events());
    TournamentEvents.Stored marker = stored(ServiceTopic.TOURNAMENT, "Tournament", cup.id, 8,
        new OfficialAppointed(cup.id, "demo-arb-sato", "arbitrator", "Sato", "JP", "organizer", at(14)), 14);
    again.add(marker); // after the repeated ones on the tournament's partition: once it shows, they were all read

    awaitLedger(cup, again, 13);

    JsonNode ledger = ok(get(cup.id, "", auditor, "application/json"));
    assertEquals(13, ledger.size());
    List<JsonNode> first = new ArrayList<>();
    JSON.readTree(before).forEach(first::add);
    for (int i = 0; i < 12; i++) {
      assertEquals(first.get(i), ledger.get(i), "entry " + (i + 1));
    }
    assertEquals("OfficialAppointed", ledger.get(12).get("type").asText());
  }

  /** And the sanctions registry's events, stored again, are the same documents: the conduct record is unchanged. */
  @Test
  void eachEventStoredAgainByAnotherGroupKeepsItsNumberInTheLedger() throws Exception {
    Cup cup = new Cup().published();
    ConductEvents banned = conduct(); // the bans too: kept by event id, not numbered
    Map<String, Long> numbers = numbers(cup);
    assertEquals(12, numbers.size());
    String before = get(cup.id, "", auditor, "application/json").body();
    String conductBefore = conduct(auditor, "egf", "14100001").body();
    JsonNode health = ReadModelsApplicationTest.health(readModels);
    long read = health.get("applied").asLong() + health.get("skipped").asLong(); // every record on the topics so far

    // a member of another consumer group on the same database reads every topic from its start and stores it all again
    Map<String, String> env = new java.util.HashMap<>(Map.of("TENGEN_READ_MODELS_DATABASE", DATABASE,
        "TENGEN_READ_MODELS_GROUP", "read-models-audit-again-" + UUID.randomUUID()));
    for (String name : List.of("QUARKUS_OIDC_AUTH_SERVER_URL", "QUARKUS_OIDC_CLIENT_ID", "QUARKUS_OIDC_TOKEN_AUDIENCE")) {
      env.put(name, Servers.await(Server.KEYCLOAK).get(name));
    }
    try (ServiceApplication again = ReadModelsApplicationTest.launch(env)) {
      long deadline = System.nanoTime() + LIMIT.toNanos();
      long readAgain = 0;
      while (readAgain < read && System.nanoTime() < deadline) {
        JsonNode its = ReadModelsApplicationTest.health(again);
        readAgain = its.get("applied").asLong() + its.get("skipped").asLong();
        if (readAgain < read) {
          ServiceApplication.sleep(Duration.ofMillis(200));
        }
      }
      assertTrue(readAgain >= read, "read again " + readAgain + " of " + read);
    }

    assertEquals(numbers, numbers(cup));
    assertEquals(before, get(cup.id, "", auditor, "application/json").body());
    assertEquals(conductBefore, conduct(auditor, "egf", "14100001").body());
    assertEquals(2, mongodb.getDatabase(DATABASE).getCollection("tournament-events")
        .countDocuments(Filters.eq("aggregateId", banned.liftedBan)), "the ban and its lifting, each kept once");
  }

  @Test
  void theAuditIsTheAuditorsTheOrganizersAndTheTechnicalDelegatesOfThatTournamentAlone() throws Exception {
    Cup cup = new Cup().published();
    Cup other = new Cup();
    awaitLedger(other, other.tournament.events(), 6);
    String appointed = realm.issued("demo-referee-han");

    assertEquals(401, get(cup.id, "/decisions", null, "application/json").statusCode());
    assertEquals(403, get(cup.id, "/decisions", realm.issued("demo-p01"), "application/json").statusCode());
    assertEquals(200, get(cup.id, "/decisions", appointed, "application/json").statusCode());
    assertEquals(200, get(cup.id, "/timeline", appointed, "application/json").statusCode());
    assertEquals(403, get(other.id, "/decisions", appointed, "application/json").statusCode());
    assertEquals(200, get(cup.id, "/duan", realm.issued("demo-director"), "application/json").statusCode());
    assertEquals(200, get(cup.id, "/players", auditor, "application/json").statusCode());
    assertEquals(200, get(cup.id, "/head", null, "application/json").statusCode(), "the signed head is public");
  }

  @Test
  void anUnknownTournamentIsA404Problem() throws Exception {
    HttpResponse<String> unknown = get("no-such-tournament", "/decisions", auditor, "application/json");

    assertEquals(404, unknown.statusCode(), unknown.body());
    assertEquals("tournament-not-found", json(unknown).get("code").asText());
    assertEquals(404, get("no-such-tournament", "/head", null, "application/json").statusCode());
  }

  @Test
  void theTimelineFiltersByKindAPageAtATime() throws Exception {
    Cup cup = new Cup().published();

    JsonNode page = ok(get(cup.id, "/timeline?kind=WarningIssued,PenaltyImposed&limit=1", auditor,
        "application/json"));

    assertEquals(2, page.get("total").asInt());
    assertEquals(1, page.get("events").size());
    assertEquals(11, page.get("events").get(0).get("sequence").asLong());
    assertEquals(11, page.get("next").asLong());
    // the event carries its decision as the decisions' list reads it, placed on the board and named
    JsonNode decision = page.get("events").get(0).get("decision");
    assertEquals("warning", decision.get("decision").asText());
    assertEquals("Ann Lee is warned: warning 1 in this game", decision.get("consequence").asText());
    assertEquals(1, decision.get("facts").get("count").asInt());
    assertEquals("penalty", page.get("decisions").get("PenaltyImposed").asText());
    assertEquals(400, get(cup.id, "/timeline?limit=501", auditor, "application/json").statusCode());
  }

  // ------------------------------------------------------------------ a person's conduct across tournaments

  private static ConductEvents conduct;

  /**
   * {@link ConductEvents} published once for the tests below, a batch at a time (each tournament's ledger awaited, so
   * that its numbers are known), then the bans, awaited as the record shows them: both, the second lifted.
   */
  private static synchronized ConductEvents conduct() throws Exception {
    if (conduct != null) {
      return conduct;
    }
    ConductEvents c = new ConductEvents();
    awaitLedger(c.spring, c.springOpened(), 6);
    awaitLedger(c.spring, c.springPlayed(), 9);
    awaitLedger(c.autumn, c.autumnOpened(), 5);
    awaitLedger(c.autumn, c.autumnPlayed(), 7);
    awaitLedger(c.autumn, c.autumnWithdrawn(), 8);
    awaitLedger(c.namesakes, c.namesakesOpened(), 5);
    awaitLedger(c.namesakes, c.namesakesPlayed(), 7);
    TournamentEvents.publish(c.bans());
    long deadline = System.nanoTime() + LIMIT.toNanos();
    JsonNode bans = null;
    while (System.nanoTime() < deadline) {
      bans = ok(conduct(auditor, "egf", "14100001")).get("bans");
      if (bans.size() == 2 && bans.get(1).get("lifted").isTextual()) {
        conduct = c;
        return c;
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    throw new AssertionError("the bans of " + ConductEvents.NAME + " are " + bans);
  }

  @Test
  void baeksRecordByNameAndIdHoldsBothTournamentsHisDecisionsAndBothBansButNotTheNamesake() throws Exception {
    ConductEvents c = conduct();

    JsonNode record = ok(conduct(auditor, "name", "Baek Hyunwoo", "egf", "14100001"));

    assertEquals("Baek Hyunwoo", record.get("name").asText());
    assertEquals("{\"egf\":\"14100001\"}", record.get("memberships").toString());
    JsonNode registrations = record.get("registrations");
    assertEquals(2, registrations.size(), registrations.toString());
    assertEquals(JSON.readTree("""
        {"tournamentId": "%s", "tournament": "Conduct Spring Open", "playerId": "baek", "name": "Baek Hyunwoo",
         "rank": "2d", "club": "Seoul Baduk", "country": "KR", "memberships": {"egf": "14100001"}, "withdrawn": false,
         "warnings": 1, "penalties": 1}""".formatted(c.spring)), registrations.get(0));
    assertEquals(JSON.readTree("""
        {"tournamentId": "%s", "tournament": "Conduct Autumn Open", "playerId": "baek-again",
         "name": "BAEK\u00a0 hyunwoo", "rank": "2d", "club": "Seoul Baduk", "country": "KR", "memberships": {},
         "withdrawn": true, "warnings": 1, "penalties": 0}""".formatted(c.autumn)), registrations.get(1));
    JsonNode entries = record.get("entries");
    assertEquals(List.of("warning", "penalty", "warning", "withdrawal"), texts(entries, "decision"));
    assertEquals(List.of(c.spring, c.spring, c.autumn, c.autumn), texts(entries, "tournamentId"));
    assertEquals(List.of("8", "9", "7", "8"), texts(entries, "sequence"));
    assertEquals(List.of("2026-11-23T09:01:47Z", "2026-11-23T09:01:48Z", "2026-11-23T09:03:26Z",
        "2026-11-23T09:03:27Z"), texts(entries, "at"));
    JsonNode penalty = entries.get(1);
    assertEquals("Conduct Spring Open", penalty.get("tournament").asText());
    assertEquals("baek", penalty.get("playerId").asText());
    assertEquals("PenaltyImposed", penalty.get("event").asText());
    assertEquals("demo-chief-referee-kim", penalty.get("by").asText());
    assertEquals("art. 28", penalty.get("article").asText());
    assertEquals(1, penalty.get("round").asInt());
    assertEquals(1, penalty.get("board").asInt());
    assertEquals(PairedGame.gameId(c.spring, 1, 1), penalty.get("gameId").asText());
    assertEquals("mobile phone rang", penalty.get("reason").asText());
    assertEquals("1 point taken off Baek Hyunwoo's score at the count", penalty.get("consequence").asText());
    assertEquals("left for home", entries.get(3).get("reason").asText());
    assertEquals(List.of(c.standingBan, c.liftedBan), texts(record.get("bans"), "id"));
  }

  @Test
  void theIdAloneFindsTheRegistrationThatCarriesItAndTheBansUnderItsName() throws Exception {
    ConductEvents c = conduct();

    JsonNode record = ok(conduct(auditor, "egf", "14100001"));

    assertEquals("", record.get("name").asText());
    assertEquals(List.of(c.spring), texts(record.get("registrations"), "tournamentId"));
    assertEquals(List.of("warning", "penalty"), texts(record.get("entries"), "decision"));
    assertEquals(List.of(c.standingBan, c.liftedBan), texts(record.get("bans"), "id"));
  }

  /** A registration without an EGF id is the person by its name, whichever EGF id is asked. */
  @Test
  void theNamesakesIdLeavesOutTheRegistrationWithBaeksIdAndTheNameAloneFindsAllThree() throws Exception {
    ConductEvents c = conduct();

    JsonNode namesake = ok(conduct(auditor, "name", "Baek Hyunwoo", "egf", "14100002"));
    JsonNode everyone = ok(conduct(auditor, "name", "baek hyunwoo"));

    assertEquals(List.of(c.autumn, c.namesakes), texts(namesake.get("registrations"), "tournamentId"));
    assertEquals(List.of("baek-again", "baek-again", "namesake"), texts(namesake.get("entries"), "playerId"));
    assertEquals(List.of(c.spring, c.autumn, c.namesakes), texts(everyone.get("registrations"), "tournamentId"));
    assertEquals(5, everyone.get("entries").size(), everyone.toString());
  }

  @Test
  void oneBanStandsUntilItsLastDayAndTheOtherIsLifted() throws Exception {
    ConductEvents c = conduct();

    JsonNode bans = ok(conduct(auditor, "egf", "14100001")).get("bans");

    assertEquals(JSON.readTree("""
        {"id": "%s", "name": "Baek Hyunwoo", "country": "KR", "reason": "disqualified for disregarding a ruling",
         "article": "Incheon 2013 arbitration art. 2.6", "source": "federation:KBA-2026-07", "until": "2027-11-22",
         "lifted": null, "by": "demo-technical-delegate", "at": "2026-11-23T09:06:40Z"}""".formatted(c.standingBan)),
        bans.get(0));
    assertEquals(JSON.readTree("""
        {"id": "%s", "name": "Baek Hyunwoo", "country": "KR", "reason": "left the playing hall during a protest",
         "article": "Incheon 2013 code art. 5.2", "source": "federation:KBA-2026-14", "until": null,
         "lifted": "the committee found no fault", "by": "demo-technical-delegate", "at": "2026-11-23T09:06:41Z"}"""
        .formatted(c.liftedBan)), bans.get(1));
  }

  @Test
  void aBanDeliveredAgainChangesNothing() throws Exception {
    ConductEvents c = conduct();
    String before = conduct(auditor, "egf", "14100001").body();
    long skipped = ReadModelsApplicationTest.health(readModels).get("skipped").asLong();

    TournamentEvents.publish(List.of(c.banned));
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (ReadModelsApplicationTest.health(readModels).get("skipped").asLong() == skipped
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }

    assertEquals(skipped + 1, ReadModelsApplicationTest.health(readModels).get("skipped").asLong(),
        "the ban's first event read again");
    assertEquals(before, conduct(auditor, "egf", "14100001").body());
    assertEquals(2, mongodb.getDatabase(DATABASE).getCollection("tournament-events")
        .countDocuments(Filters.eq("aggregateId", c.liftedBan)), "the ban and its lifting, each kept once");
  }

  @Test
  void theConductIsTheAuditorsTheOrganizersAndTheTechnicalDelegatesByTheirRealmRolesAlone() throws Exception {
    conduct(); // demo-referee-han is the Spring Open's Technical Delegate by appointment: no office here

    assertEquals(401, conduct(null, "name", "Baek Hyunwoo").statusCode());
    assertEquals(403, conduct(realm.issued("demo-referee-han"), "name", "Baek Hyunwoo").statusCode());
    assertEquals(403, conduct(realm.issued("demo-p01"), "name", "Baek Hyunwoo").statusCode());
    assertEquals(200, conduct(realm.issued("demo-director"), "name", "Baek Hyunwoo").statusCode());
    assertEquals(200, conduct(realm.issued("demo-technical-delegate"), "name", "Baek Hyunwoo").statusCode());
  }

  @Test
  void neitherNameNorIdIsA400ProblemNamingTheName() throws Exception {
    HttpResponse<String> neither = conduct(auditor);
    HttpResponse<String> blank = conduct(auditor, "name", "  ");
    HttpResponse<String> malformed = conduct(auditor, "ffg", "12 34<script>");

    assertEquals(400, neither.statusCode(), neither.body());
    assertEquals("field-missing", json(neither).get("code").asText());
    assertEquals("name", json(neither).get("field").asText());
    assertEquals(400, blank.statusCode(), blank.body());
    assertEquals("field-missing", json(blank).get("code").asText());
    assertEquals(400, malformed.statusCode(), malformed.body());
    assertEquals("field-invalid", json(malformed).get("code").asText());
    assertEquals("ffg", json(malformed).get("field").asText());
  }

  /** GET /api/v1/conduct with these parameters, name and value pairs, each encoded once. */
  private static HttpResponse<String> conduct(String token, String... parameters) throws Exception {
    StringBuilder query = new StringBuilder();
    for (int i = 0; i < parameters.length; i += 2) {
      query.append(i == 0 ? "?" : "&").append(parameters[i]).append('=')
          .append(java.net.URLEncoder.encode(parameters[i + 1], StandardCharsets.UTF_8));
    }
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/conduct" + query))
        .header("Accept", "application/json");
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return send(request.build());
  }

  /** Each element's field as text. */
  private static List<String> texts(JsonNode array, String field) {
    List<String> texts = new ArrayList<>();
    array.forEach(e -> texts.add(e.get(field).asText()));
    return texts;
  }

  // ------------------------------------------------------------------ the events and the requests

  /** How many of the tournament's events the read models keep for its ledger, as MongoDB holds them. */
  private static long kept(Cup cup) {
    return mongodb.getDatabase(DATABASE).getCollection("tournament-events")
        .countDocuments(Filters.eq("ledgerOf", cup.id));
  }

  /** Each of the tournament's ledger events (its id) with the number the read models gave it when first stored. */
  private static Map<String, Long> numbers(Cup cup) {
    Map<String, Long> numbers = new java.util.TreeMap<>();
    mongodb.getDatabase(DATABASE).getCollection("tournament-events").find(Filters.eq("ledgerOf", cup.id))
        .forEach(d -> numbers.put(d.getString("_id"), d.get("ledgerSequence", Number.class).longValue()));
    return numbers;
  }

  private static Instant at(int second) {
    return START.plusSeconds(second);
  }

  private static TournamentEvents.Stored stored(ServiceTopic topic, String type, String aggregateId, long sequence,
      Object payload, int second) {
    return new TournamentEvents.Stored(UUID.randomUUID().toString(), topic, type, aggregateId, sequence, at(second),
        payload);
  }

  /** Publishes {@code events} and waits until the tournament's ledger holds {@code entries}. */
  private static void awaitLedger(Cup cup, List<TournamentEvents.Stored> events, int entries) throws Exception {
    awaitLedger(cup.id, events, entries);
  }

  private static void awaitLedger(String tournamentId, List<TournamentEvents.Stored> events, int entries)
      throws Exception {
    TournamentEvents.publish(events);
    long deadline = System.nanoTime() + LIMIT.toNanos();
    int held = -1;
    while (System.nanoTime() < deadline) {
      HttpResponse<String> ledger = get(tournamentId, "", auditor, "application/json");
      if (ledger.statusCode() == 200 && (held = json(ledger).size()) >= entries) {
        return;
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    throw new AssertionError("the ledger of " + tournamentId + " holds " + held + " entries, not " + entries);
  }

  private static HttpResponse<String> get(String tournamentId, String path, String token, String accept)
      throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/tournaments/"
        + tournamentId + "/audit" + path)).header("Accept", accept);
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return send(request.build());
  }

  private static HttpResponse<String> send(HttpRequest request) throws Exception {
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  private static JsonNode ok(HttpResponse<String> answer) throws Exception {
    assertEquals(200, answer.statusCode(), answer.body());
    return json(answer);
  }

  private static JsonNode json(HttpResponse<String> answer) throws Exception {
    return JSON.readTree(answer.body());
  }
}
