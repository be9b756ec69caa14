package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One round through the distributed deployment (issue 15), every write with a Keycloak token: a tournament of four
 * players created, configured and its officials appointed at the tournament application; round 1 paired and
 * published there; its two games opened by the game application, which follows tengen.tournament; each board's result
 * entered on the tournament's result slip by the chief referee it appointed (an account with no such realm role), which
 * ends the game in the game application; the public standings then served by the read-models application from
 * tengen.tournament and tengen.game, read without a token.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK, Server.MONGODB})
class DistributedRoundTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration LIMIT = Duration.ofSeconds(60);
  /** Realm role arbitrator only: a chief referee by the tournament's appointment alone. */
  private static final String CHIEF_REFEREE = "demo-arb-sato";
  private static RealmTokens tokens;
  private static ServiceApplication game;
  private static ServiceApplication tournament;
  private static ServiceApplication readModels;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    game = ServiceApplication.start("game");
    tournament = ServiceApplication.start("tournament", Map.of("TENGEN_GAME_URL", game.url));
    readModels = ServiceApplication.launch("read-models", Map.of(
        "KAFKA_BOOTSTRAP_SERVERS", ServiceStores.bootstrap(),
        "MONGODB_URI", Servers.await(Server.MONGODB).get("MONGODB_URI"),
        "TENGEN_READ_MODELS_DATABASE", "read-models-" + UUID.randomUUID(),
        "TENGEN_READ_MODELS_GROUP", "read-models-round-" + UUID.randomUUID()));
  }

  @AfterAll
  static void stop() {
    for (ServiceApplication application : new ServiceApplication[] {readModels, tournament, game}) {
      if (application != null) {
        application.close();
      }
    }
  }

  /** A board of the published round as the tournament shows it. */
  private record Board(int number, String gameId, String black, String white) {
  }

  @Test
  void aRoundPairedAtTheTournamentPlayedInTheGamesAndItsResultsEnteredGivesThePublicStandings() throws Exception {
    String tournamentId = configuredTournament(List.of("Cho Hun-hyun", "Rin Kaiho", "Lee Chang-ho", "Nie Weiping"));
    appoint(tournamentId, CHIEF_REFEREE, "chief-referee");
    List<Board> boards = publishedRoundOne(tournamentId);
    assertEquals(2, boards.size(), boards.toString());

    for (Board board : boards) {
      JsonNode opened = awaitGame(board.gameId());
      assertEquals(
          List.of(tournamentId, "1", Integer.toString(board.number()), board.black(), board.white(), "playing"),
          List.of(opened.get("tournamentId").asText(), opened.get("round").asText(), opened.get("board").asText(),
              opened.get("black").asText(), opened.get("white").asText(), opened.get("status").asText()));
    }
    Board first = boards.get(0);
    Board second = boards.get(1);
    enterResult(tournamentId, first, "B+R");
    enterResult(tournamentId, second, "W+R");

    for (Board board : boards) {
      JsonNode ended = read(game, "/api/v1/games/" + board.gameId());
      assertEquals("final", ended.get("status").asText(), ended.toString());
    }
    // written by hand from the two results: board 1's Black and board 2's White won
    Map<String, Double> wins = Map.of(first.black(), 1.0, first.white(), 0.0, second.black(), 0.0,
        second.white(), 1.0);
    JsonNode standings = awaitStandings(tournamentId, wins);
    assertEquals("NBW", standings.get("criteria").get(0).asText(), standings.toString());
    assertEquals(1, standings.get("afterRound").asInt(), standings.toString());
    assertEquals(wins, winsOf(standings));
  }

  // ------------------------------------------------------------------ the tournament application

  /** A tournament created and configured by its director, the players registered; its id. */
  private static String configuredTournament(List<String> players) throws Exception {
    String director = tokens.issued("demo-director");
    JsonNode created = written(tournament.send("POST", "/api/v1/tournaments",
        JSON.createObjectNode().put("name", "Distributed Round Open").toString(), director), 201);
    String tournamentId = created.get("tournamentId").asText();
    written(tournament.send("PUT", "/api/v1/tournaments/" + tournamentId + "/configuration",
        JSON.createObjectNode().put("ruleSet", "korean-2016").put("boardSize", 19).put("rounds", 3)
            .put("pairingSystem", "swiss").toString(), director), 200);
    for (String name : players) {
      written(tournament.send("POST", "/api/v1/tournaments/" + tournamentId + "/players",
          JSON.createObjectNode().put("name", name).put("rank", "5d").put("country", "KR").toString(), director), 201);
    }
    return tournamentId;
  }

  private static void appoint(String tournamentId, String personId, String role) throws Exception {
    written(tournament.send("POST", "/api/v1/tournaments/" + tournamentId + "/officials",
        JSON.createObjectNode().put("personId", personId).put("role", role).put("name", personId)
            .put("nationality", "KR").toString(), tokens.issued("demo-technical-delegate")), 200);
  }

  /** Round 1 paired and published by the Technical Delegate; its boards as the tournament shows them. */
  private static List<Board> publishedRoundOne(String tournamentId) throws Exception {
    String delegate = tokens.issued("demo-technical-delegate");
    String round = "/api/v1/tournaments/" + tournamentId + "/rounds/1";
    written(tournament.send("POST", round + "/pairing", "", delegate), 200);
    written(tournament.send("POST", round + "/publish", "", delegate), 200);
    List<Board> boards = new ArrayList<>();
    for (JsonNode game : read(tournament, round).get("games")) {
      boards.add(new Board(game.get("board").asInt(), game.get("gameId").asText(), game.get("black").asText(),
          game.get("white").asText()));
    }
    return boards;
  }

  /**
   * The board's result entered on the result slip by the appointed chief referee. The game application learns the
   * appointment from tengen.tournament by a follower of its own, not the one that opened the games: until it has, it
   * refuses the chief referee's token (403) and the tournament records nothing, so the slip is entered again.
   */
  private static void enterResult(String tournamentId, Board board, String result) throws Exception {
    String path = "/api/v1/tournaments/" + tournamentId + "/rounds/1/boards/" + board.number() + "/result";
    String body = JSON.createObjectNode().put("result", result).toString();
    long deadline = System.nanoTime() + LIMIT.toNanos();
    HttpResponse<String> entered;
    while ((entered = tournament.send("PUT", path, body, tokens.issued(CHIEF_REFEREE))).statusCode() == 403
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, entered.statusCode(), "board " + board.number() + ": " + entered.body());
  }

  // ------------------------------------------------------------------ the game and read-models applications

  /** The game as the game application's API shows it, once the application has opened it. */
  private static JsonNode awaitGame(String gameId) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    HttpResponse<String> answer;
    while ((answer = game.send("GET", "/api/v1/games/" + gameId, null, null)).statusCode() == 404
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, answer.statusCode(), gameId + " is not open: " + answer.body() + "; see " + game.log);
    return JSON.readTree(answer.body());
  }

  /** The public standings once they show {@code wins} (results are applied as they come) or, failing that, the last. */
  private static JsonNode awaitStandings(String tournamentId, Map<String, Double> wins) throws Exception {
    String path = "/api/v1/tournaments/" + tournamentId + "/standings";
    long deadline = System.nanoTime() + LIMIT.toNanos();
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      HttpResponse<String> answer = readModels.send("GET", path, null, null);
      if (answer.statusCode() == 200) {
        last = JSON.readTree(answer.body());
        if (wins.equals(winsOf(last))) {
          return last;
        }
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, readModels.send("GET", path, null, null).statusCode(), "standings; see " + readModels.log);
    return last;
  }

  /** Each row's player to its first criterion's value. */
  private static Map<String, Double> winsOf(JsonNode standings) {
    Map<String, Double> wins = new HashMap<>();
    for (JsonNode row : standings.get("rows")) {
      wins.put(row.get("playerId").asText(), row.get("values").get(0).asDouble());
    }
    return wins;
  }

  // ------------------------------------------------------------------ answers

  private static JsonNode written(HttpResponse<String> answer, int status) throws Exception {
    assertEquals(status, answer.statusCode(), answer.body());
    return answer.body().isEmpty() ? JSON.nullNode() : JSON.readTree(answer.body());
  }

  private static JsonNode read(ServiceApplication application, String path) throws Exception {
    return written(application.send("GET", path, null, tokens.issued("demo-technical-delegate")), 200);
  }
}
