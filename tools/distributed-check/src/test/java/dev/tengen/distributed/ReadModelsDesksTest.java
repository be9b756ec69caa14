package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reads the console's desks and the results pages make, served by the read models application (packaged) from the
 * events it keeps, at the embedded platform's addresses and in its shapes: the referee's boards
 * ({@code /api/v1/accounts/me/boards}, with the realm's Keycloak tokens of the demo users), a player's record, a round's
 * scores and the games' zip, and a player's games ({@code /api/v1/accounts/me/games}, the token's tengen_players).
 * Tournament A has round 1 published: board 1 ann-bo still playing (three moves, a warning
 * to Black, a protest filed about it, a penalty awaiting the Chief Referee), board 2 cy-dan won by Black; demo-arb-lee
 * (realm role arbitrator, not referee) is appointed its referee, demo-team-leader its Chief Referee. Tournament B has
 * round 1 played out (both games won by Black), with no referee appointed.
 * Tournament C has the demo player demo-p01 playing its game in round 1, with a protest filed.
 */
@Uses({Server.KAFKA, Server.MONGODB, Server.KEYCLOAK})
class ReadModelsDesksTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Duration LIMIT = Duration.ofSeconds(60);
  private static final Instant AT = Instant.parse("2026-11-22T10:00:00Z");
  private static final TournamentEvents A = new TournamentEvents();
  private static final TournamentEvents B = new TournamentEvents().round(1, "ann", "bo", "cy", "dan");
  private static final String PLAYING = PairedGame.gameId(A.tournamentId, 1, 1);
  private static final String FINISHED = PairedGame.gameId(A.tournamentId, 1, 2);
  private static final String C = "t-" + UUID.randomUUID();
  private static final String OWN_GAME = PairedGame.gameId(C, 1, 1);
  private static RealmTokens tokens;
  private static ServiceApplication readModels;

  @BeforeAll
  static void startAndPublish() throws Exception {
    tokens = RealmTokens.issuedOnly();
    Map<String, String> settings = new HashMap<>();
    settings.put("TENGEN_READ_MODELS_DATABASE", "read-models-desks-" + UUID.randomUUID());
    settings.put("TENGEN_READ_MODELS_GROUP", "read-models-desks-" + UUID.randomUUID());
    settings.put("QUARKUS_OIDC_AUTH_SERVER_URL", Servers.await(Server.KEYCLOAK).get("QUARKUS_OIDC_AUTH_SERVER_URL"));
    readModels = ReadModelsApplicationTest.launch(settings);
    List<TournamentEvents.Stored> events = new ArrayList<>(A.events());
    events.addAll(roundOfA());
    events.addAll(B.events());
    events.addAll(tournamentOfDemoP01());
    TournamentEvents.publish(events);
    awaitBoard("demo-arb-lee", board -> board.path("protestsFiled").asInt() == 1
        && board.path("warnings").path("black").asInt() == 1 && board.path("awaitingChiefReferee").asInt() == 1);
    awaitStatus("/api/v1/tournaments/" + B.tournamentId + "/players/ann/record", 200);
    awaitStatus("/api/v1/tournaments/" + C + "/players/demo-p01/record", 200);
    // tournament C's round, its game's start and the protest come on three topics: each kept before the tests read
    awaitOwnGame(tokens.issued("demo-referee-han"), board -> board.path("status").asText().equals("playing")
        && board.path("protestsFiled").asInt() == 1);
  }

  @AfterAll
  static void stop() {
    if (readModels != null) {
      readModels.close();
    }
  }

  // ------------------------------------------------------------------ the referee's desk

  @Test
  void anAppointedRefereeSeesTheBoardsOfItsTournamentWithEachGamesStatus() throws Exception {
    List<JsonNode> tournaments = ours(boards(tokens.issued("demo-arb-lee")));

    assertEquals(1, tournaments.size(), tournaments.toString());
    JsonNode a = tournaments.get(0);
    assertEquals(A.tournamentId, a.get("tournamentId").asText());
    assertEquals("Distributed Open", a.get("name").asText());
    assertEquals("referee", a.get("role").asText());
    assertEquals(false, a.get("closed").asBoolean());
    assertEquals(1, a.get("currentRound").asInt());
    assertEquals(1, a.get("rounds").size());
    JsonNode boards = a.get("rounds").get(0).get("boards");
    assertEquals(2, boards.size());

    JsonNode playing = boards.get(0);
    assertEquals(1, playing.get("board").asInt());
    assertEquals(PLAYING, playing.get("gameId").asText());
    assertEquals("ann", playing.get("black").asText());
    assertEquals("Ann Lee", playing.get("blackName").asText());
    assertEquals("bo", playing.get("white").asText());
    assertEquals("Bo Park", playing.get("whiteName").asText());
    assertEquals(6.5, playing.get("komi").asDouble());
    assertEquals("playing", playing.get("status").asText());
    assertEquals("white", playing.get("toMove").asText());
    assertEquals(3, playing.get("moves").asInt());
    assertTrue(playing.get("result").isNull(), playing.toString());
    assertEquals(1, playing.get("warnings").get("black").asInt());
    assertEquals(0, playing.get("warnings").get("white").asInt());
    assertEquals(1, playing.get("awaitingChiefReferee").asInt());
    assertEquals(1, playing.get("protestsFiled").asInt());

    JsonNode finished = boards.get(1);
    assertEquals(FINISHED, finished.get("gameId").asText());
    assertEquals("B+R", finished.get("result").asText());
    assertEquals("final", finished.get("status").asText());
    assertTrue(finished.get("toMove").isNull(), finished.toString());
    assertEquals(0, finished.get("protestsFiled").asInt());
  }

  @Test
  void anAppointedChiefRefereeSeesTheTournamentAsItsChiefReferee() throws Exception {
    List<JsonNode> tournaments = ours(boards(tokens.issued("demo-team-leader")));

    assertEquals(1, tournaments.size(), tournaments.toString());
    assertEquals(A.tournamentId, tournaments.get(0).get("tournamentId").asText());
    assertEquals("chief-referee", tournaments.get(0).get("role").asText());
  }

  @Test
  void anAccountWithNoOfficeGetsAnEmptyList() throws Exception {
    JsonNode answer = boards(tokens.issued("demo-auditor"));

    assertEquals("demo-auditor", answer.get("account").asText());
    assertEquals(0, answer.get("tournaments").size(), answer.toString());
  }

  @Test
  void theRealmsRefereeSeesEveryTournamentNotClosed() throws Exception {
    List<JsonNode> tournaments = ours(boards(tokens.issued("demo-referee-han")));

    Map<String, JsonNode> byId = new HashMap<>();
    tournaments.forEach(t -> byId.put(t.get("tournamentId").asText(), t));
    assertEquals(java.util.Set.of(A.tournamentId, B.tournamentId), byId.keySet());
    assertEquals("referee", byId.get(A.tournamentId).get("role").asText());
    assertEquals("referee", byId.get(B.tournamentId).get("role").asText());
    JsonNode b = byId.get(B.tournamentId).get("rounds").get(0).get("boards");
    assertEquals(List.of("final", "final"), List.of(b.get(0).get("status").asText(), b.get(1).get("status").asText()));
  }

  /**
   * The desk holds the records of the games in play between its reads and reads a game again once more of its events
   * are kept: a move White plays in tournament C after a first look shows at a later one.
   */
  @Test
  void aMoveKeptAfterALookShowsAtTheNextLook() throws Exception {
    String referee = tokens.issued("demo-referee-han"); // the realm's referee sees every tournament not closed
    awaitOwnGame(referee, board -> board.path("moves").asInt() == 1 && board.path("toMove").asText().equals("white"));

    TournamentEvents.publish(List.of(game(OWN_GAME, 2, 28, new MovePlayed(OWN_GAME, C, 2, Color.WHITE, "Q16",
        List.of(), "opp", at(28)))));

    awaitOwnGame(referee, board -> board.path("moves").asInt() == 2 && board.path("toMove").asText().equals("black"));
  }

  /** Waits until tournament C's board, as {@code token}'s desk shows it, is as {@code ready} says. */
  private static void awaitOwnGame(String token, java.util.function.Predicate<JsonNode> ready) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      for (JsonNode t : boards(token).get("tournaments")) {
        if (t.get("tournamentId").asText().equals(C) && !t.get("rounds").isEmpty()) {
          last = t.get("rounds").get(0).get("boards").get(0);
          if (ready.test(last)) {
            return;
          }
        }
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    throw new AssertionError("tournament C's board at the desk stayed " + last);
  }

  @Test
  void theBoardsWithoutATokenAre401() throws Exception {
    assertEquals(401, get("/api/v1/accounts/me/boards", null).statusCode());
  }

  // ------------------------------------------------------------------ the player's games

  @Test
  void aPlayersGamesAreThoseOfThePlayersTheTokensClaimNames() throws Exception {
    HttpResponse<String> answer = get("/api/v1/accounts/me/games", tokens.issued("demo-p01")); // tengen_players: demo-p01

    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode games = JSON.readTree(answer.body());
    assertEquals("demo-p01", games.get("account").asText());
    JsonNode c = null;
    for (JsonNode registration : games.get("players")) {
      if (registration.get("tournamentId").asText().equals(C)) {
        c = registration;
      }
    }
    assertTrue(c != null, "the registration in " + C + ": " + games);
    assertEquals("Claim Cup", c.get("tournament").asText());
    assertEquals("demo-p01", c.get("playerId").asText());
    assertEquals("Pat One", c.get("name").asText());
    JsonNode game = c.get("games").get(0);
    assertEquals(OWN_GAME, game.get("gameId").asText());
    assertEquals("black", game.get("colour").asText());
    assertEquals("opp", game.get("opponentId").asText());
    assertEquals("Opal Park", game.get("opponentName").asText());
    assertEquals("pending", game.get("result").asText());
    assertEquals("playing", game.get("status").asText());
    assertEquals(false, game.get("confirmedByPlayer").asBoolean());
    assertEquals(1, c.get("protests").size(), c.toString());
    assertEquals("protest-filed", c.get("protests").get(0).get("status").asText());
    assertEquals(OWN_GAME, c.get("protests").get(0).get("gameId").asText());
    assertEquals(0, c.get("byes").size());
  }

  @Test
  void anAccountPlayingAsNoPlayerHasNoGames() throws Exception {
    HttpResponse<String> answer = get("/api/v1/accounts/me/games", tokens.issued("demo-auditor"));

    assertEquals(200, answer.statusCode(), answer.body());
    assertEquals(0, JSON.readTree(answer.body()).get("players").size(), answer.body());
  }

  @Test
  void theGamesWithoutATokenAre401() throws Exception {
    assertEquals(401, get("/api/v1/accounts/me/games", null).statusCode());
  }

  // ------------------------------------------------------------------ the public results

  @Test
  void aPlayersRecordGivesTheirGamesFromTheirSide() throws Exception {
    HttpResponse<String> answer = get("/api/v1/tournaments/" + B.tournamentId + "/players/bo/record", null);

    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode record = JSON.readTree(answer.body());
    assertEquals("bo", record.get("player").get("id").asText());
    assertEquals(0, record.get("wins").asInt());
    assertEquals(1, record.get("losses").asInt());
    JsonNode game = record.get("games").get(0);
    assertEquals("white", game.get("colour").asText());
    assertEquals("ann", game.get("opponentId").asText());
    assertEquals("loss", game.get("result").asText());
    assertEquals("B+R", game.get("resultText").asText());
  }

  @Test
  void anUnknownPlayerOrTournamentsRecordIsA404Problem() throws Exception {
    assertProblem(get("/api/v1/tournaments/" + B.tournamentId + "/players/nobody/record", null), 404,
        "player-not-found");
    assertProblem(get("/api/v1/tournaments/no-such-tournament/players/ann/record", null), 404, "tournament-not-found");
  }

  @Test
  void aRoundsScoresAreThePointsAfterTheRoundBefore() throws Exception {
    HttpResponse<String> answer = get("/api/v1/tournaments/" + B.tournamentId + "/rounds/2/scores", null);

    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode scores = JSON.readTree(answer.body());
    assertEquals(2, scores.get("round").asInt());
    assertEquals("points", scores.get("score").asText());
    Map<String, Double> byPlayer = new LinkedHashMap<>();
    scores.get("scores").fields().forEachRemaining(e -> byPlayer.put(e.getKey(), e.getValue().asDouble()));
    assertEquals(Map.of("ann", 1.0, "bo", 0.0, "cy", 1.0, "dan", 0.0), byPlayer);
  }

  @Test
  void aRoundBeyondTheTournamentOrNotANumberIsA400AndAnUnknownTournamentA404() throws Exception {
    // three rounds: scores are asked before rounds 1 to 4
    assertProblem(get("/api/v1/tournaments/" + B.tournamentId + "/rounds/5/scores", null), 400, "field-invalid");
    assertProblem(get("/api/v1/tournaments/" + B.tournamentId + "/rounds/0/scores", null), 400, "field-invalid");
    assertProblem(get("/api/v1/tournaments/" + B.tournamentId + "/rounds/first/scores", null), 400, "field-invalid");
    assertProblem(get("/api/v1/tournaments/no-such-tournament/rounds/1/scores", null), 404, "tournament-not-found");
  }

  @Test
  void theGamesZipHoldsEachGamesSgfNamedByRoundBoardAndPlayers() throws Exception {
    HttpResponse<byte[]> answer = HTTP.send(HttpRequest.newBuilder(URI.create(readModels.url + "/api/v1/tournaments/"
        + B.tournamentId + "/games.zip")).build(), HttpResponse.BodyHandlers.ofByteArray());

    assertEquals(200, answer.statusCode());
    assertEquals("attachment; filename=\"" + B.tournamentId + "-games.zip\"",
        answer.headers().firstValue("Content-Disposition").orElse(""));
    Map<String, String> files = new LinkedHashMap<>();
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(answer.body()), StandardCharsets.UTF_8)) {
      for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
        files.put(entry.getName(), new String(zip.readAllBytes(), StandardCharsets.UTF_8));
      }
    }
    assertEquals(List.of("r01-b001-Ann Lee-Bo Park.sgf", "r01-b002-Cy Cho-Dan Kim.sgf"), List.copyOf(files.keySet()));
    for (String sgf : files.values()) {
      assertTrue(sgf.startsWith("(;") && sgf.contains("RE[B+R]"), sgf);
    }
  }

  @Test
  void theGamesZipOfAnUnknownTournamentIsA404Problem() throws Exception {
    assertProblem(get("/api/v1/tournaments/no-such-tournament/games.zip", null), 404, "tournament-not-found");
  }

  // ------------------------------------------------------------------ the events

  /**
   * Tournament A's round 1 and its games, after A's own first events: published, demo-arb-lee appointed referee, board
   * 1 started with three stones and a warning to Black and a protest filed about it, board 2 started and won by Black;
   * then a referee's decision on board 1 whose penalty awaits the Chief Referee, and demo-team-leader (realm role
   * team-leader) appointed Chief Referee.
   */
  private static List<TournamentEvents.Stored> roundOfA() {
    String t = A.tournamentId;
    List<TournamentEvents.Stored> events = new ArrayList<>();
    events.add(tournament(6, 0, new RoundPublished(t, 1, "korean-2016", "incheon-2013", 19,
        List.of(new PairedGame(1, PLAYING, "ann", "bo", 0, 6.5), new PairedGame(2, FINISHED, "cy", "dan", 0, 6.5)),
        List.of(), "organizer", at(0))));
    events.add(tournament(7, 1, new OfficialAppointed(t, "demo-arb-lee", "referee", "Lee Arbiter", "KR", "organizer",
        at(1))));
    events.add(game(PLAYING, 0, 2, new GameStarted(PLAYING, t, 1, 1, "ann", "bo", "korean-2016", "incheon-2013", 19, 0,
        6.5, "organizer", at(2))));
    events.add(game(PLAYING, 1, 3, new MovePlayed(PLAYING, t, 1, Color.BLACK, "D4", List.of(), "ann", at(3))));
    events.add(game(PLAYING, 2, 4, new MovePlayed(PLAYING, t, 2, Color.WHITE, "Q16", List.of(), "bo", at(4))));
    events.add(game(PLAYING, 3, 5, new MovePlayed(PLAYING, t, 3, Color.BLACK, "Q4", List.of(), "ann", at(5))));
    events.add(game(PLAYING, 4, 6, new WarningIssued(PLAYING, t, Color.BLACK, 1, "talking during play",
        "Incheon 2013 code art. 2.1", "demo-referee-han", at(6))));
    events.add(game(FINISHED, 0, 7, new GameStarted(FINISHED, t, 1, 2, "cy", "dan", "korean-2016", "incheon-2013", 19,
        0, 6.5, "organizer", at(7))));
    events.add(game(FINISHED, 1, 8, new ResultConfirmed(FINISHED, t, 1, 2, "cy", "dan", Outcome.BLACK_WINS, false,
        "B+R", "resignation", List.of("cy", "dan"), at(8))));
    String protest = "protest-" + UUID.randomUUID();
    events.add(new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.ARBITRATION, "Protest", protest,
        0, at(9), new ProtestFiled(protest, t, PLAYING, 1, 1, "bo", "the warning to Black", "demo-p01", at(9))));
    events.add(game(PLAYING, 5, 10, new RefereeDecided(PLAYING, t, "d-1", "take-back", Color.WHITE, null, null,
        List.of(new RulingLine(RulingLine.PENALTY_POINTS, Color.WHITE, 2, null, null, "Two penalty points to White",
            "Incheon 2013 code art. 3.2")), true, "demo-arb-lee", at(10))));
    events.add(tournament(8, 11, new OfficialAppointed(t, "demo-team-leader", "chief-referee", "Kim Chief", "KR",
        "organizer", at(11))));
    return events;
  }

  /**
   * Tournament C, "Claim Cup": demo-p01 (the demo player, whose token's tengen_players names it) and opp registered,
   * round 1 published with demo-p01 Black against opp, the game started with one stone, and a protest by demo-p01.
   */
  private static List<TournamentEvents.Stored> tournamentOfDemoP01() {
    List<TournamentEvents.Stored> events = new ArrayList<>();
    List<Object> own = List.of(new TournamentCreated(C, "Claim Cup", "organizer", at(20)),
        new TournamentConfigured(C, "korean-2016", 19, 3, "swiss", "organizer", at(21)),
        new PlayerRegistered(C, "demo-p01", "Pat One", "2d", "Seoul Baduk", "KR", "organizer", at(22)),
        new PlayerRegistered(C, "opp", "Opal Park", "2d", "Seoul Baduk", "KR", "organizer", at(23)),
        new RoundPublished(C, 1, "korean-2016", "incheon-2013", 19,
            List.of(new PairedGame(1, OWN_GAME, "demo-p01", "opp", 0, 6.5)), List.of(), "organizer", at(24)));
    for (int i = 0; i < own.size(); i++) {
      events.add(new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.TOURNAMENT, "Tournament", C, i,
          at(20 + i), own.get(i)));
    }
    events.add(game(OWN_GAME, 0, 25, new GameStarted(OWN_GAME, C, 1, 1, "demo-p01", "opp", "korean-2016",
        "incheon-2013", 19, 0, 6.5, "organizer", at(25))));
    events.add(game(OWN_GAME, 1, 26, new MovePlayed(OWN_GAME, C, 1, Color.BLACK, "D4", List.of(), "demo-p01", at(26))));
    String protest = "protest-" + UUID.randomUUID();
    events.add(new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.ARBITRATION, "Protest", protest,
        0, at(27), new ProtestFiled(protest, C, OWN_GAME, 1, 1, "demo-p01", "the clock", "demo-p01", at(27))));
    return events;
  }

  private static TournamentEvents.Stored tournament(long sequence, int second, Object payload) {
    return new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.TOURNAMENT, "Tournament",
        A.tournamentId, sequence, at(second), payload);
  }

  private static TournamentEvents.Stored game(String gameId, long sequence, int second, Object payload) {
    return new TournamentEvents.Stored(UUID.randomUUID().toString(), ServiceTopic.GAME, "Game", gameId, sequence,
        at(second), payload);
  }

  private static Instant at(int second) {
    return AT.plusSeconds(second);
  }

  // ------------------------------------------------------------------ the application

  /** The boards {@code token}'s account sees. */
  private static JsonNode boards(String token) throws Exception {
    HttpResponse<String> answer = get("/api/v1/accounts/me/boards", token);
    assertEquals(200, answer.statusCode(), answer.body());
    return JSON.readTree(answer.body());
  }

  /** The tournaments of this test among those listed (the run's other tests publish theirs on the same topics). */
  private static List<JsonNode> ours(JsonNode boards) {
    List<JsonNode> ours = new ArrayList<>();
    for (JsonNode t : boards.get("tournaments")) {
      if (List.of(A.tournamentId, B.tournamentId).contains(t.get("tournamentId").asText())) {
        ours.add(t);
      }
    }
    return ours;
  }

  /** Waits until {@code user}'s first board of tournament A is as {@code ready} says (the events are kept as they come). */
  private static void awaitBoard(String user, java.util.function.Predicate<JsonNode> ready) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    String token = tokens.issued(user);
    while (System.nanoTime() < deadline) {
      HttpResponse<String> answer = get("/api/v1/accounts/me/boards", token);
      if (answer.statusCode() == 200) {
        for (JsonNode t : ours(JSON.readTree(answer.body()))) {
          JsonNode rounds = t.get("rounds");
          if (!rounds.isEmpty() && ready.test(rounds.get(0).get("boards").get(0))) {
            return;
          }
        }
      }
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
    throw new AssertionError("the read models did not keep tournament A's round in " + LIMIT);
  }

  private static void awaitStatus(String path, int status) throws Exception {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (get(path, null).statusCode() != status && System.nanoTime() < deadline) {
      ServiceApplication.sleep(Duration.ofMillis(200));
    }
  }

  private static void assertProblem(HttpResponse<String> answer, int status, String code) throws Exception {
    assertEquals(status, answer.statusCode(), answer.body());
    assertEquals(code, JSON.readTree(answer.body()).get("code").asText(), answer.body());
  }

  private static HttpResponse<String> get(String path, String token) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(readModels.url + path));
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
