package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tengen.distributed.RoundThroughTheApis.Board;
import java.util.List;
import java.util.Map;
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

  private static RealmTokens tokens;
  private static ServiceApplication game;
  private static ServiceApplication tournament;
  private static ServiceApplication readModels;
  private static RoundThroughTheApis round;

  @BeforeAll
  static void start() throws Exception {
    tokens = RealmTokens.withCheckKey(); // before the applications read the realm's keys
    game = ServiceApplication.spawn("game");
    tournament = ServiceApplication.spawn("tournament", Map.of("TENGEN_GAME_URL", game.url));
    readModels = ServiceApplication.spawnReadModels("round");
    ServiceApplication.awaitReady(game, tournament, readModels);
    round = new RoundThroughTheApis(tokens, tournament, game);
  }

  @AfterAll
  static void stop() {
    for (ServiceApplication application : new ServiceApplication[] {readModels, tournament, game}) {
      if (application != null) {
        application.close();
      }
    }
  }

  @Test
  void aRoundPairedAtTheTournamentPlayedInTheGamesAndItsResultsEnteredGivesThePublicStandings() throws Exception {
    String tournamentId = round.configuredTournament(
        List.of("Cho Hun-hyun", "Rin Kaiho", "Lee Chang-ho", "Nie Weiping"));
    round.appoint(tournamentId, RoundThroughTheApis.CHIEF_REFEREE, "chief-referee");
    List<Board> boards = round.publishedRoundOne(tournamentId);
    assertEquals(2, boards.size(), boards.toString());

    for (Board board : boards) {
      JsonNode opened = round.awaitGame(board.gameId());
      assertEquals(
          List.of(tournamentId, "1", Integer.toString(board.number()), board.black(), board.white(), "playing"),
          List.of(opened.get("tournamentId").asText(), opened.get("round").asText(), opened.get("board").asText(),
              opened.get("black").asText(), opened.get("white").asText(), opened.get("status").asText()));
    }
    Board first = boards.get(0);
    Board second = boards.get(1);
    round.enterResult(tournamentId, first, "B+R", RoundThroughTheApis.CHIEF_REFEREE);
    round.enterResult(tournamentId, second, "W+R", RoundThroughTheApis.CHIEF_REFEREE);

    for (Board board : boards) {
      JsonNode ended = round.read(game, "/api/v1/games/" + board.gameId());
      assertEquals("final", ended.get("status").asText(), ended.toString());
    }
    // written by hand from the two results: board 1's Black and board 2's White won
    Map<String, Double> wins = Map.of(first.black(), 1.0, first.white(), 0.0, second.black(), 0.0,
        second.white(), 1.0);
    JsonNode standings = RoundThroughTheApis.awaitStandings(readModels, tournamentId, wins);
    assertEquals("NBW", standings.get("criteria").get(0).asText(), standings.toString());
    assertEquals(1, standings.get("afterRound").asInt(), standings.toString());
    assertEquals(wins, RoundThroughTheApis.winsOf(standings));
  }
}
