package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import javax.sql.DataSource;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The arbitration's rulings reaching the tournament across services (issue 15), as the embedded platform's flows
 * carry them in process: an appeal ruled at the arbitration application whose ruling changes a board's result corrects
 * it at the tournament application (the tournament service's RulingFlow, following tengen.arbitration), and in the
 * public standings of the read-models application; a disqualification the Technical Delegate accepts withdraws the
 * player (DisqualificationFlow); a referee's decision at the game application that cancels a confirmed result and
 * bars the player corrects the result and enters the ban (SanctionFlow). A ruling redelivered, as it was or under another event id, changes nothing; a ruling
 * made while the tournament application is down is applied when it is back. Every write with a Keycloak token.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK, Server.MONGODB})
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RulingsAcrossServicesTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> PLAYERS = List.of("Cho Hun-hyun", "Rin Kaiho", "Lee Chang-ho", "Nie Weiping");
  /** Realm role arbitrator: members of a tournament's committee once appointed there; they sit and vote. */
  private static final List<String> COMMITTEE = List.of("demo-arb-lee", "demo-arb-chen");
  private static final String ARBITRATOR = COMMITTEE.getFirst();
  private static RealmTokens tokens;
  private static ServiceApplication game;
  private static ServiceApplication tournament;
  private static ServiceApplication arbitration;
  private static ServiceApplication readModels;
  private static RoundThroughTheApis round;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    game = ServiceApplication.spawn("game");
    tournament = ServiceApplication.spawn("tournament", Map.of("TENGEN_GAME_URL", game.url));
    arbitration = ServiceApplication.spawn("arbitration");
    readModels = ServiceApplication.spawnReadModels("rulings");
    ServiceApplication.awaitReady(game, tournament, arbitration, readModels);
    round = new RoundThroughTheApis(tokens, tournament, game);
  }

  @AfterAll
  static void stop() {
    for (ServiceApplication application : new ServiceApplication[] {readModels, arbitration, tournament, game}) {
      if (application != null) {
        application.close();
      }
    }
  }

  /** A tournament's round 1 of two boards, published. */
  private record Played(String tournamentId, RoundThroughTheApis.Board first, RoundThroughTheApis.Board second) {
  }

  /** A round 1 of two boards whose results are in (board 1 B+R, board 2 W+R), and an appeal on board 1's result. */
  private record Appealed(String tournamentId, RoundThroughTheApis.Board first,
      RoundThroughTheApis.Board second, String appealId) {
  }

  @Test
  @Order(1)
  void anAppealWonAtTheArbitrationCorrectsTheBoardsResultAtTheTournamentAndInThePublicStandings() throws Exception {
    Appealed appealed = appealedBoardOne();

    rule(appealed.appealId());

    assertEquals("W+F", awaitResult(appealed.tournamentId(), appealed.first(), "W+F"));
    // written by hand: board 1's White won by the ruling, board 2's White by resignation
    Map<String, Double> wins = Map.of(appealed.first().black(), 0.0, appealed.first().white(), 1.0,
        appealed.second().black(), 0.0, appealed.second().white(), 1.0);
    assertEquals(wins, RoundThroughTheApis.winsOf(RoundThroughTheApis.awaitStandings(readModels, appealed.tournamentId(), wins)));
  }

  @Test
  @Order(2)
  void aRulingRedeliveredAfterALaterCorrectionLeavesThatCorrection() throws Exception {
    assertRedeliveredRulingChangesNothing(false);
  }

  /** As a publisher's resend after a crash: another event id, the same ruling; the tournament applies it once. */
  @Test
  @Order(3)
  void aRulingRedeliveredUnderAnotherEventIdAfterALaterCorrectionLeavesThatCorrection() throws Exception {
    assertRedeliveredRulingChangesNothing(true);
  }

  @Test
  @Order(4)
  void aDisqualificationTheTechnicalDelegateAcceptsWithdrawsThePlayerFromTheTournament() throws Exception {
    Appealed appealed = appealedBoardOne();
    rule(appealed.appealId());
    String disqualified = appealed.first().black();
    RoundThroughTheApis.written(arbitration.send("POST", "/api/v1/appeals/" + appealed.appealId()
        + "/sanction-recommendations", JSON.createObjectNode().put("against", disqualified)
        .put("sanction", "disqualification").put("reasons", "He refused the result the ruling set.").toString(),
        tokens.issued(ARBITRATOR)), 200);

    RoundThroughTheApis.written(arbitration.send("POST", "/api/v1/appeals/" + appealed.appealId()
        + "/sanction-decisions", JSON.createObjectNode().put("recommendation", 1).put("accepted", true)
        .put("playerId", disqualified).put("reasons", "Serious disobedience.").toString(),
        tokens.issued("demo-technical-delegate")), 200);

    JsonNode player = await(() -> playerOf(appealed.tournamentId(), disqualified),
        shown -> shown.path("withdrawn").asBoolean());
    assertTrue(player.path("withdrawn").asBoolean(), player.toString());
    assertTrue(player.path("withdrawalReason").asText().contains("Disqualified"), player.toString());
  }

  /**
   * Misconduct found after the result was confirmed, grave (Incheon 2013 code art. 6.1): the chief referee's decision
   * at the game application cancels Black's win at the tournament and enters Black in the ban registry, which then
   * refuses Black's registration in another tournament (SanctionFlow, following tengen.game). The players' names are
   * this test's own, so that the ban bars no other test's players.
   */
  @Test
  @Order(5)
  void aGraveMisconductFoundAfterTheResultCancelsItAndEntersTheOffenderInTheBanRegistry() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    Played played = publishedRound(PLAYERS.stream().map(name -> name + " " + tag).toList());
    resultsEntered(played);
    String gameId = played.first().gameId();
    String offender = playerOf(played.tournamentId(), played.first().black()).get("name").asText();

    RoundThroughTheApis.written(game.sendOnce("POST", "/api/v1/games/" + gameId + "/decisions",
        JSON.createObjectNode().put("infraction", "misconduct").put("offender", "black").put("grave", true)
            .put("note", "result agreed beforehand").toString(), tokens.issued("demo-chief-referee-kim")), 201);

    assertEquals("W+F", awaitResult(played.tournamentId(), played.first(), "W+F"));
    JsonNode bans = await(() -> round.read(tournament, "/api/v1/bans"),
        all -> bansFrom(all, gameId).size() == 1);
    List<JsonNode> entered = bansFrom(bans, gameId);
    assertEquals(1, entered.size(), bans.toString());
    assertEquals(offender, entered.getFirst().get("name").asText());
    HttpResponse<String> refused = tournament.send("POST", "/api/v1/tournaments/" + round.configuredTournament(List.of())
        + "/players", JSON.createObjectNode().put("name", offender).put("rank", "5d").put("country", "KR").toString(),
        tokens.issued("demo-director"));
    assertEquals("player-banned", JSON.readTree(refused.body()).path("code").asText(), refused.body());
  }

  /**
   * A penalty a referee proposes waits for the Chief Referee (Incheon 2013 duties art. 2.5): at the tournament it
   * takes effect only once the chief referee concurs (SanctionFlow on PenaltyReviewed, following tengen.game). Both
   * proposals are on one game, so in one partition of tengen.game, read in order: the first, overruled, must have done
   * nothing by the time the second, concurred with, shows; the ban registry holding White alone says so.
   */
  @Test
  @Order(6)
  void aPenaltyARefereeProposesTakesEffectOnlyOnceTheChiefRefereeConcurs() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    Played played = publishedRound(PLAYERS.stream().map(name -> name + " " + tag).toList());
    resultsEntered(played);
    String gameId = played.first().gameId();
    String white = playerOf(played.tournamentId(), played.first().white()).get("name").asText();
    String referee = tokens.issued("demo-referee-han");

    String overruled = proposed(gameId, "black", referee);
    RoundThroughTheApis.written(game.send("POST", "/api/v1/games/" + gameId + "/decisions/" + overruled + "/review",
        JSON.createObjectNode().put("concur", false).put("reason", "the agreement was not proven").toString(),
        tokens.issued("demo-chief-referee-kim")), 200);
    String concurred = proposed(gameId, "white", referee);
    assertEquals("B+R", resultOf(played.tournamentId(), played.first().number()), "a proposal alone changes nothing");
    RoundThroughTheApis.written(game.send("POST", "/api/v1/games/" + gameId + "/decisions/" + concurred + "/review",
        JSON.createObjectNode().put("concur", true).toString(), tokens.issued("demo-chief-referee-kim")), 200);

    // White's results cancelled: Black wins by forfeit (Incheon 2013 code art. 6.1)
    assertEquals("B+F", awaitResult(played.tournamentId(), played.first(), "B+F"));
    JsonNode bans = await(() -> round.read(tournament, "/api/v1/bans"), all -> !bansFrom(all, gameId).isEmpty());
    List<String> barred = bansFrom(bans, gameId).stream().map(ban -> ban.get("name").asText()).toList();
    assertEquals(List.of(white), barred, bans.toString());
  }

  /** A referee's proposal of a grave misconduct after the game (the penalty awaits the chief referee); its id. */
  private static String proposed(String gameId, String offender, String referee) throws Exception {
    JsonNode receipt = RoundThroughTheApis.written(game.sendOnce("POST", "/api/v1/games/" + gameId + "/decisions",
        JSON.createObjectNode().put("infraction", "misconduct").put("offender", offender).put("grave", true)
            .put("note", "result agreed beforehand").toString(), referee), 201);
    for (JsonNode recorded : receipt.get("events")) {
      if (recorded.get("type").asText().equals("RefereeDecided")) {
        assertTrue(recorded.at("/event/awaitsChiefReferee").asBoolean(), receipt.toString());
        return recorded.at("/event/decisionId").asText();
      }
    }
    throw new AssertionError("no decision in " + receipt);
  }

  /** The bans the game's decisions entered. */
  private static List<JsonNode> bansFrom(JsonNode bans, String gameId) {
    List<JsonNode> entered = new ArrayList<>();
    bans.forEach(ban -> {
      if (ban.path("source").asText().startsWith("decision:" + gameId + "/")) {
        entered.add(ban);
      }
    });
    return entered;
  }

  /** Last: it stops the tournament application and starts it again, and reads at once what it held. */
  @Test
  @Order(7)
  void aRulingMadeWhileTheTournamentApplicationIsDownIsAppliedWhenItIsBack() throws Exception {
    Appealed appealed = appealedBoardOne();
    tournament.close();
    try {
      rule(appealed.appealId());
    } finally {
      tournament = ServiceApplication.start("tournament", Map.of("TENGEN_GAME_URL", game.url));
      round = new RoundThroughTheApis(tokens, tournament, game);
    }
    // ready only once its projections have read its store: the tournament stored before the stop is there at once
    HttpResponse<String> atOnce = tournament.send("GET", "/api/v1/tournaments/" + appealed.tournamentId(), null,
        tokens.issued("demo-technical-delegate"));
    assertEquals(200, atOnce.statusCode(), atOnce.body());

    assertEquals("W+F", awaitResult(appealed.tournamentId(), appealed.first(), "W+F"));
  }

  private static void assertRedeliveredRulingChangesNothing(boolean anotherEventId) throws Exception {
    Appealed appealed = appealedBoardOne();
    rule(appealed.appealId());
    assertEquals("W+F", awaitResult(appealed.tournamentId(), appealed.first(), "W+F"));
    RoundThroughTheApis.written(tournament.send("POST", "/api/v1/tournaments/" + appealed.tournamentId()
        + "/rounds/1/boards/" + appealed.first().number() + "/corrections", JSON.createObjectNode()
        .put("result", "B+R").put("reason", "The scorer's slip was found: Black won.").toString(),
        tokens.issued("demo-technical-delegate")), 200);
    assertEquals("B+R", awaitResult(appealed.tournamentId(), appealed.first(), "B+R"));

    RecordMetadata again = TopicRecords.redeliver("tengen.arbitration", appealed.appealId(), "ResultChangedByRuling",
        anotherEventId);
    awaitFlowsPast(again);

    assertEquals("B+R", resultOf(appealed.tournamentId(), appealed.first().number()),
        "the ruling read again does not bring its result back");
  }

  // ------------------------------------------------------------------ the tournament and the arbitration

  /** Round 1 of {@code players}, its two games open, the chief referee and the committee appointed. */
  private static Played publishedRound(List<String> players) throws Exception {
    String tournamentId = round.configuredTournament(players);
    round.appoint(tournamentId, RoundThroughTheApis.CHIEF_REFEREE, "chief-referee");
    // three members, one the liaison (Incheon 2013 arbitration art. 2.2); the member who records the ruling last, so
    // that once the arbitration seats them (tengen.tournament, one partition, in order) the committee is complete
    round.appoint(tournamentId, "liaison-tanaka", "arbitration-liaison");
    round.appoint(tournamentId, COMMITTEE.get(1), "arbitrator");
    round.appoint(tournamentId, ARBITRATOR, "arbitrator");
    List<RoundThroughTheApis.Board> boards = round.publishedRoundOne(tournamentId);
    for (RoundThroughTheApis.Board board : boards) {
      round.awaitGame(board.gameId());
    }
    return new Played(tournamentId, boards.get(0), boards.get(1));
  }

  /** The results entered by the appointed chief referee: board 1 B+R, board 2 W+R. */
  private static void resultsEntered(Played played) throws Exception {
    round.enterResult(played.tournamentId(), played.first(), "B+R", RoundThroughTheApis.CHIEF_REFEREE);
    round.enterResult(played.tournamentId(), played.second(), "W+R", RoundThroughTheApis.CHIEF_REFEREE);
  }

  /**
   * A published round with a protest on board 1 a referee files during play (a protest comes before the result's
   * confirmation: Incheon 2013 code art. 4.3) and rejects, and the team leader's appeal of it; then the results.
   */
  private static Appealed appealedBoardOne() throws Exception {
    Played played = publishedRound(PLAYERS);
    String referee = tokens.issued("demo-referee-han");
    JsonNode protest = RoundThroughTheApis.written(arbitration.sendOnce("POST", "/api/v1/protests",
        ArbitrationApplicationTest.protest(played.tournamentId(), played.first().gameId()), referee), 201);
    String protestId = protest.get("id").asText();
    RoundThroughTheApis.written(arbitration.send("POST", "/api/v1/protests/" + protestId + "/decision",
        JSON.createObjectNode().put("decision", "rejected").put("referee", "Chief Referee Kim").toString(), referee),
        200);
    JsonNode appeal = RoundThroughTheApis.written(arbitration.send("POST", "/api/v1/appeals",
        ArbitrationApplicationTest.appeal(protestId), tokens.issued("demo-team-leader")), 201);
    resultsEntered(played);
    return new Appealed(played.tournamentId(), played.first(), played.second(), appeal.get("id").asText());
  }

  /**
   * Two members overrule the referees and give the game to White (W+F), recorded by the appointed member. Until the
   * appointment reaches the arbitration application from tengen.tournament, its token is refused (403).
   */
  private static void rule(String appealId) throws Exception {
    var body = JSON.createObjectNode();
    var present = body.putArray("membersPresent");
    var votes = body.putArray("votes");
    for (String member : COMMITTEE) {
      present.add(member);
      votes.addObject().put("member", member).put("decision", "overrule");
    }
    body.putObject("newResult").put("outcome", "white-wins").put("result", "W+F");
    body.put("reasons", "Black retook the ko without a threat: second warning, game lost.");
    long deadline = System.nanoTime() + RoundThroughTheApis.LIMIT.toNanos();
    HttpResponse<String> ruled;
    while ((ruled = arbitration.send("POST", "/api/v1/appeals/" + appealId + "/ruling", body.toString(),
        tokens.issued(ARBITRATOR))).statusCode() == 403 && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, ruled.statusCode(), ruled.body());
  }

  private static String resultOf(String tournamentId, int board) throws Exception {
    HttpResponse<String> answer = tournament.send("GET", "/api/v1/tournaments/" + tournamentId + "/rounds/1", null,
        tokens.issued("demo-technical-delegate"));
    if (answer.statusCode() == 404) {
      return null; // a tournament application just started: its projections are still reading its store
    }
    for (JsonNode game : RoundThroughTheApis.written(answer, 200).get("games")) {
      if (game.get("board").asInt() == board) {
        return game.path("result").asText(null);
      }
    }
    throw new AssertionError("no board " + board);
  }

  /** The board's result once it is {@code expected}, or the last seen after {@link RoundThroughTheApis#LIMIT}. */
  private static String awaitResult(String tournamentId, RoundThroughTheApis.Board board,
      String expected) throws Exception {
    long deadline = System.nanoTime() + RoundThroughTheApis.LIMIT.toNanos();
    String seen = resultOf(tournamentId, board.number());
    while (!expected.equals(seen) && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
      seen = resultOf(tournamentId, board.number());
    }
    return seen;
  }

  private static JsonNode playerOf(String tournamentId, String playerId) throws Exception {
    for (JsonNode player : round.read(tournament, "/api/v1/tournaments/" + tournamentId).get("players")) {
      if (player.get("id").asText().equals(playerId)) {
        return player;
      }
    }
    throw new AssertionError("no player " + playerId + " in " + tournamentId);
  }

  private interface Reading {
    JsonNode read() throws Exception;
  }

  private static JsonNode await(Reading reading, Predicate<JsonNode> shown) throws Exception {
    long deadline = System.nanoTime() + RoundThroughTheApis.LIMIT.toNanos();
    JsonNode seen = reading.read();
    while (!shown.test(seen) && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
      seen = reading.read();
    }
    return seen;
  }

  // ------------------------------------------------------------------ the flows' ledger

  /**
   * Until the tournament's flows (consumer tengen-tournament-flows, its ledger in the tournament's database) have
   * read past the record {@code written}: whatever it does is done.
   */
  private static void awaitFlowsPast(RecordMetadata written) throws Exception {
    Map<String, String> postgresql = Servers.await(Server.POSTGRESQL);
    DataSource database = ServiceStores.dataSource(postgresql.get("tournament.QUARKUS_DATASOURCE_JDBC_URL"),
        "tournament");
    long deadline = System.nanoTime() + RoundThroughTheApis.LIMIT.toNanos();
    long next = -1;
    while (next <= written.offset() && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
      try (Connection connection = database.getConnection(); PreparedStatement query = connection.prepareStatement(
          "SELECT next_offset FROM kafka_consumer_position WHERE consumer = 'tengen-tournament-flows'"
              + " AND topic = ? AND partition_number = ?")) {
        query.setString(1, written.topic());
        query.setInt(2, written.partition());
        try (ResultSet row = query.executeQuery()) {
          next = row.next() ? row.getLong(1) : -1;
        }
      }
    }
    assertTrue(next > written.offset(), "the flows read up to " + next + ", not past " + written);
  }
}
