package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Technical Delegate corrects a published round: boards without a result change with the reason, their games
 * are void and refuse moves, new games start, and the round, the pairings, the standings and the audit show the
 * corrected round. A round robin of six on 9x9 under the Incheon 2013 code: round 1 is 1-6, 2-5, 3-4 (Berger table,
 * Chinese 2002 App. 3.3), three boards.
 */
@QuarkusTest
@TestSecurity(user = "td-park", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.AUDITOR})
class PairingCorrectionApiTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 5,
             "pairingSystem": "round-robin"}""";
    private static final String WHY = "boards 2 and 3 were read out wrong";

    private static TournamentDriver sixPlayers(String name) {
        TournamentDriver tournament = TournamentDriver.open(name, ROUND_ROBIN);
        for (String player : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan", "Shin Jinseo",
                "Choi Jeong")) {
            tournament.register(player, "9p");
        }
        return tournament;
    }

    /** Boards 2 and 3 exchange their White players. */
    private static String swapWhites(List<Map<String, Object>> boards, String more) {
        return """
                {"changes": [{"board": 2, "black": "%s", "white": "%s"}, {"board": 3, "black": "%s", "white": "%s"}],
                 "reason": "%s"%s}""".formatted(boards.get(1).get("black"), boards.get(2).get("white"),
                boards.get(2).get("black"), boards.get(1).get("white"), WHY, more);
    }

    @Test
    void aCorrectionVoidsTheChangedBoardsGamesStartsNewOnesAndEveryViewShowsIt() {
        TournamentDriver t = sixPlayers("Correction Cup");
        List<Map<String, Object>> boards = t.pairAndPublish(1);
        String oldBoard2 = (String) boards.get(1).get("gameId");
        String oldBoard3 = (String) boards.get(2).get("gameId");
        json().body("{\"result\": \"b\"}").put(t.path("/rounds/1/boards/1/result")).then().statusCode(200);
        TournamentDriver.play(oldBoard2, List.of("E5", "C3"));

        json().body(swapWhites(boards, "")).post(t.path("/rounds/1/pairing-corrections")).then().statusCode(409)
                .body("code", equalTo("correction-voids-played-games")).body("detail", containsString("board 2 (2 moves)"));
        assertEquals(oldBoard2, t.round(1).getString("games[1].gameId"), "nothing changed");

        JsonPath receipt = json().body(swapWhites(boards, ", \"voidPlayedGames\": true"))
                .post(t.path("/rounds/1/pairing-corrections")).then().statusCode(200).extract().jsonPath();
        assertEquals(1, receipt.getInt("correction"));
        assertEquals(List.of(oldBoard2, oldBoard3), receipt.getList("voided.gameId"));
        assertEquals(List.of(oldBoard2 + "-c1", oldBoard3 + "-c1"), receipt.getList("started.gameId"));

        // the old games are void and take nothing more
        json().get("/api/v1/games/" + oldBoard2).then().statusCode(200).body("status", equalTo("void"));
        json().body("{\"color\": \"black\", \"point\": \"D4\"}").post("/api/v1/games/" + oldBoard2 + "/moves").then()
                .statusCode(422).body("code", equalTo("game-voided"));
        json().get("/api/v1/games/" + oldBoard2 + "/record").then().statusCode(200).body("result", equalTo("Void"));

        // the round, its pairings and the new games show the corrected boards; board 1 keeps its game and result
        JsonPath round = t.round(1);
        assertEquals(List.of((String) boards.get(0).get("gameId"), oldBoard2 + "-c1", oldBoard3 + "-c1"),
                round.getList("games.gameId"));
        assertEquals("B+", round.getString("games[0].result"));
        assertEquals(boards.get(2).get("white"), round.getString("games[1].white"));
        assertEquals(WHY, round.getString("corrections[0].reason"));
        assertEquals(List.of(2, 3), round.getList("corrections[0].boards"));
        TournamentDriver.await("the new games started",
                () -> json().get("/api/v1/games/" + oldBoard2 + "-c1").statusCode() == 200);
        json().get("/api/v1/games/" + oldBoard2 + "-c1").then().body("status", equalTo("playing"))
                .body("white", equalTo(boards.get(2).get("white")));
        TournamentDriver.await("the pairings show the corrected boards", () -> (oldBoard2 + "-c1").equals(
                json().get(t.path("/rounds/1/pairings")).then().extract().jsonPath().getString("pairings[1].gameId")));
        json().get(t.path("/rounds")).then().statusCode(200).body("[0].corrections", equalTo(1));

        // the new board takes its result; the audit has the correction with its reason
        json().body("{\"result\": \"w\"}").put(t.path("/rounds/1/boards/2/result")).then().statusCode(200);
        t.awaitResult(1, 2, "W+");
        json().get(t.path("/audit/decisions")).then().statusCode(200)
                .body("decision", hasItem("pairing-corrected"))
                .body("find { it.decision == 'pairing-corrected' }.reason", equalTo(WHY))
                .body("find { it.decision == 'pairing-corrected' }.consequence", containsString("boards 2, 3 are void"));
    }

    @Test
    void aBoardWithAResultKeepsItsPlayers() {
        TournamentDriver t = sixPlayers("Kept Cup");
        List<Map<String, Object>> boards = t.pairAndPublish(1);
        json().body("{\"result\": \"w\"}").put(t.path("/rounds/1/boards/3/result")).then().statusCode(200);

        json().body(swapWhites(boards, "")).post(t.path("/rounds/1/pairing-corrections")).then().statusCode(409)
                .body("code", equalTo("board-has-result")).body("field", equalTo("changes"));
        assertEquals(boards.get(1).get("gameId"), t.round(1).getString("games[1].gameId"));
        json().get("/api/v1/games/" + boards.get(1).get("gameId")).then().body("status", equalTo("playing"));
    }

    @Test
    void aDraftIsNotCorrectedButAdjusted() {
        TournamentDriver t = sixPlayers("Draft Cup");
        json().post(t.path("/rounds/1/pairing")).then().statusCode(200);
        json().body("{\"changes\": [], \"reason\": \"x\", \"byes\": [\"nobody\"]}")
                .post(t.path("/rounds/1/pairing-corrections")).then().statusCode(422)
                .body("code", equalTo("round-not-published"));
    }

    @Test
    void theRoundsListShowsDraftsToTheTechnicalDelegate() {
        TournamentDriver t = sixPlayers("List Cup");
        t.pairAndPublish(1);
        json().get(t.path("/rounds")).then().statusCode(200).body("size()", equalTo(1))
                .body("[0].status", equalTo("published")).body("[0].boards", equalTo(3))
                .body("[0].finished", equalTo(0));
        given().get(t.path("/rounds/9/status")).then().statusCode(404).body("code", equalTo("round-not-found"));
    }

    @Test
    void theRoundStatusSaysWhichBoardsAreNotStartedInPlayOrFinished() {
        TournamentDriver t = sixPlayers("Status Cup");
        List<Map<String, Object>> boards = t.pairAndPublish(1);
        JsonPath before = json().get(t.path("/rounds/1/status")).then().statusCode(200).extract().jsonPath();
        assertEquals(List.of(3, 0, 0), List.of(before.getInt("notStarted"), before.getInt("inPlay"),
                before.getInt("finished")));

        TournamentDriver.play((String) boards.get(0).get("gameId"), List.of("E5"));
        json().body("{\"result\": \"W+R\"}").put(t.path("/rounds/1/boards/3/result")).then().statusCode(200);
        TournamentDriver.await("board 1 in play", () -> "in-play".equals(json().get(t.path("/rounds/1/status"))
                .then().extract().jsonPath().getString("games[0].state")));
        JsonPath now = json().get(t.path("/rounds/1/status")).then().statusCode(200).extract().jsonPath();
        assertEquals(List.of("in-play", "not-started", "finished"), now.getList("games.state"));
        assertEquals(1, now.getInt("games[0].moves"));
        assertEquals("W+R", now.getString("games[2].result"));
        assertTrue(now.getList("late").isEmpty(), "untimed games wait for nobody");
    }

    @Test
    void theScoresBeforeARoundAreTheMcMahonStartScoresThenTheScoresAfterIt() {
        TournamentDriver t = TournamentDriver.open("Score Cup", """
                {"ruleSet": "korean-2016", "boardSize": 9, "rounds": 3, "pairingSystem": "mcmahon",
                 "pairingParameters": {"bar": "9d", "floor": "30k"}}""");
        String dan = t.register("Lee Sedol", "3d");
        String kyu = t.register("Cho Hunhyun", "5k");
        // OpenGotha's start score: the rank's steps above the zero (30k by default, the floor): 3d is 32, 5k is 25
        JsonPath before = json().get(t.path("/rounds/1/scores")).then().statusCode(200).extract().jsonPath();
        assertEquals("MMS", before.getString("score"));
        assertEquals(32.0, before.getDouble("scores." + dan));
        assertEquals(25.0, before.getDouble("scores." + kyu));
        json().post(t.path("/rounds/1/pairing")).then().statusCode(200);
        json().post(t.path("/rounds/1/publish")).then().statusCode(200);
        json().body("{\"result\": \"W+R\"}").put(t.path("/rounds/1/boards/1/result")).then().statusCode(200);
        String white = t.round(1).getString("games[0].white");
        t.awaitResult(1, 1, "W+R");
        TournamentDriver.await("the result in the scores", () -> json().get(t.path("/rounds/2/scores")).then().extract()
                .jsonPath().getDouble("scores." + white) == (white.equals(dan) ? 33.0 : 26.0));
        json().get(t.path("/rounds/9/scores")).then().statusCode(400).body("code", equalTo("field-invalid"));
    }
}
