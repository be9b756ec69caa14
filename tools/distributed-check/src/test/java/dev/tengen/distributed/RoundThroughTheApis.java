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

/**
 * A tournament's round played through the tournament and game applications' APIs with Keycloak's tokens, as a
 * federation's officials play it: the tournament created and configured by its director, its players registered, its
 * officials appointed, round 1 paired and published by the Technical Delegate, each board's result entered on the
 * result slip; and the public standings the read-models application then serves.
 */
final class RoundThroughTheApis {

  private static final ObjectMapper JSON = new ObjectMapper();
  static final Duration LIMIT = Duration.ofSeconds(60);
  /** Realm role arbitrator only: a chief referee by the tournament's appointment alone. */
  static final String CHIEF_REFEREE = "demo-arb-sato";

  /** A board of the published round as the tournament shows it. */
  record Board(int number, String gameId, String black, String white) {
  }

  private final RealmTokens tokens;
  private final ServiceApplication tournament;
  private final ServiceApplication game;

  RoundThroughTheApis(RealmTokens tokens, ServiceApplication tournament, ServiceApplication game) {
    this.tokens = tokens;
    this.tournament = tournament;
    this.game = game;
  }

  /** A tournament of three Swiss rounds created and configured by its director, the players registered; its id. */
  String configuredTournament(List<String> players) throws Exception {
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

  void appoint(String tournamentId, String personId, String role) throws Exception {
    written(tournament.send("POST", "/api/v1/tournaments/" + tournamentId + "/officials",
        JSON.createObjectNode().put("personId", personId).put("role", role).put("name", personId)
            .put("nationality", "KR").toString(), tokens.issued("demo-technical-delegate")), 200);
  }

  /** Round 1 paired and published by the Technical Delegate; its boards as the tournament shows them. */
  List<Board> publishedRoundOne(String tournamentId) throws Exception {
    String delegate = tokens.issued("demo-technical-delegate");
    String round = "/api/v1/tournaments/" + tournamentId + "/rounds/1";
    written(tournament.send("POST", round + "/pairing", "", delegate), 200);
    written(tournament.send("POST", round + "/publish", "", delegate), 200);
    List<Board> boards = new ArrayList<>();
    for (JsonNode game : roundOne(tournamentId).get("games")) {
      boards.add(new Board(game.get("board").asInt(), game.get("gameId").asText(), game.get("black").asText(),
          game.get("white").asText()));
    }
    return boards;
  }

  /** Round 1 as its Technical Delegate sees it at the tournament application. */
  JsonNode roundOne(String tournamentId) throws Exception {
    return read(tournament, "/api/v1/tournaments/" + tournamentId + "/rounds/1");
  }

  /**
   * The board's result entered on the result slip by {@code official}. An official by the tournament's appointment
   * alone is known to the game application once it has read the appointment from tengen.tournament (by a follower of
   * its own, not the one that opened the games): until it has, it refuses the official's token (403) and the
   * tournament records nothing, so the slip is entered again.
   */
  void enterResult(String tournamentId, Board board, String result, String official) throws Exception {
    String path = "/api/v1/tournaments/" + tournamentId + "/rounds/1/boards/" + board.number() + "/result";
    String body = JSON.createObjectNode().put("result", result).toString();
    long deadline = System.nanoTime() + LIMIT.toNanos();
    HttpResponse<String> entered;
    while ((entered = tournament.send("PUT", path, body, tokens.issued(official))).statusCode() == 403
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, entered.statusCode(), "board " + board.number() + ": " + entered.body());
  }

  /** The game as the game application's API shows it, once the application has opened it. */
  JsonNode awaitGame(String gameId) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    HttpResponse<String> answer;
    while ((answer = game.send("GET", "/api/v1/games/" + gameId, null, null)).statusCode() == 404
        && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    assertEquals(200, answer.statusCode(), gameId + " is not open: " + answer.body() + "; see " + game.log);
    return JSON.readTree(answer.body());
  }

  /**
   * The public standings the read-models application serves once they show {@code wins} (results are applied as they
   * come) or, failing that, the last.
   */
  static JsonNode awaitStandings(ServiceApplication readModels, String tournamentId, Map<String, Double> wins)
      throws Exception {
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
  static Map<String, Double> winsOf(JsonNode standings) {
    Map<String, Double> wins = new HashMap<>();
    for (JsonNode row : standings.get("rows")) {
      wins.put(row.get("playerId").asText(), row.get("values").get(0).asDouble());
    }
    return wins;
  }

  static JsonNode written(HttpResponse<String> answer, int status) throws Exception {
    assertEquals(status, answer.statusCode(), answer.body());
    return answer.body().isEmpty() ? JSON.nullNode() : JSON.readTree(answer.body());
  }

  /** What {@code application} answers to a GET of {@code path} with the Technical Delegate's token (200 expected). */
  JsonNode read(ServiceApplication application, String path) throws Exception {
    return written(application.send("GET", path, null, tokens.issued("demo-technical-delegate")), 200);
  }
}
