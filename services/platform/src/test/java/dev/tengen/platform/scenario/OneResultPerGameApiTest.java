package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
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
 * One result per game: a result an official records for a board ends the board's game, every view shows that one
 * result, and a later change is a correction with its reason that every view, the game and the audit show too. A
 * round robin of four on 9x9 under the Incheon 2013 code; round 1 is two boards.
 */
@QuarkusTest
@TestSecurity(user = "td-park", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.AUDITOR})
class OneResultPerGameApiTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";

    private record Round(TournamentDriver tournament, List<Map<String, Object>> boards) {

        String game(int board) {
            return (String) boards.get(board - 1).get("gameId");
        }

        String player(int board, String colour) {
            return (String) boards.get(board - 1).get(colour);
        }
    }

    private static Round roundOnePublished(String name) {
        TournamentDriver tournament = TournamentDriver.open(name, ROUND_ROBIN);
        for (String player : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan")) {
            tournament.register(player, "9p");
        }
        return new Round(tournament, tournament.pairAndPublish(1));
    }

    private static void slip(Round round, int board, String body, int status) {
        json().body(body).put(round.tournament().path("/rounds/1/boards/" + board + "/result")).then()
                .statusCode(status);
    }

    /** Every view of the board's result: round, pairings, crosstable cell, standings, player record, game, page. */
    private static void everyViewShows(Round round, int board, String result, double blackPoints, String cell) {
        TournamentDriver t = round.tournament();
        String gameId = round.game(board);
        String black = round.player(board, "black");
        assertEquals(result, t.round(1).getString("games[" + (board - 1) + "].result"), "round view");
        json().get(t.path("/rounds/1/pairings")).then().statusCode(200)
                .body("pairings[" + (board - 1) + "].result", equalTo(result));
        assertEquals(blackPoints, t.points(black), "standings");
        JsonPath crosstable = json().get(t.path("/crosstable")).then().statusCode(200).extract().jsonPath();
        List<Map<String, Object>> rows = crosstable.getList("rows");
        Map<String, Object> row = rows.stream().filter(r -> black.equals(r.get("playerId"))).findFirst().orElseThrow();
        assertTrue(((String) ((List<?>) row.get("cells")).get(0)).contains(cell), "crosstable cell " + row.get("cells"));
        json().get(t.path("/players/" + black + "/record")).then().statusCode(200)
                .body("games[0].resultText", equalTo(result));
        json().get("/api/v1/games/" + gameId).then().statusCode(200)
                .body("status", equalTo("final")).body("result.result", equalTo(result));
        json().get("/api/v1/games/" + gameId + "/record").then().statusCode(200).body("result", equalTo(result));
        given().get("/api/v1/games/" + gameId + "/sgf").then().statusCode(200)
                .body(containsString("RE[" + result + "]"));
        given().accept("text/html").get("/g/" + gameId).then().statusCode(200).body(containsString(result));
    }

    @Test
    void aResultRecordedForABoardEndsItsGameAndEveryViewShowsIt() {
        Round round = roundOnePublished("Slip Cup");
        String gameId = round.game(1);
        TournamentDriver.play(gameId, List.of("E5", "C3"));

        slip(round, 1, "{\"result\": \"W+3.5\"}", 200);

        everyViewShows(round, 1, "W+3.5", 0.0, "-");
        // the game no longer takes moves, and a resignation cannot confirm the opposite result
        json().body("{\"color\": \"black\", \"point\": \"D4\"}").post("/api/v1/games/" + gameId + "/moves").then()
                .statusCode(422).body("code", equalTo("result-final"));
        json().body("{\"color\": \"white\"}").post("/api/v1/games/" + gameId + "/resignation").then()
                .statusCode(422).body("code", equalTo("result-final"));
        everyViewShows(round, 1, "W+3.5", 0.0, "-");
    }

    @Test
    void theSameSlipTwiceChangesNothingAndAnotherIsAConflict() {
        Round round = roundOnePublished("Retry Cup");
        String first = json().body("{\"result\": \"b\"}").put(round.tournament().path("/rounds/1/boards/2/result"))
                .then().statusCode(200).body("gameId", equalTo(round.game(2))).body("playerId", nullValue())
                .extract().header("ETag");
        String again = json().body("{\"result\": \"B+\"}").put(round.tournament().path("/rounds/1/boards/2/result"))
                .then().statusCode(200).extract().header("ETag");
        assertEquals(first, again, "the retried slip recorded no new event");
        json().body("{\"result\": \"W+R\"}").put(round.tournament().path("/rounds/1/boards/2/result")).then()
                .statusCode(409).body("code", equalTo("result-already-recorded"))
                .body("detail", containsString("B+"));
        everyViewShows(round, 2, "B+", 1.0, "+");
    }

    @Test
    void aSlipThatContradictsTheGamePlayedOnThePlatformIsFlaggedUntilOverriddenWithAReason() {
        Round round = roundOnePublished("Conflict Cup");
        String gameId = round.game(1);
        json().body("{\"color\": \"white\"}").post("/api/v1/games/" + gameId + "/resignation").then().statusCode(200);

        json().body("{\"result\": \"W+R\"}").put(round.tournament().path("/rounds/1/boards/1/result")).then()
                .statusCode(409).body("code", equalTo("result-conflict"))
                .body("detail", containsString("B+R"));
        json().get("/api/v1/games/" + gameId).then().body("status", equalTo("result-proposed"));
        assertEquals(null, round.tournament().round(1).getString("games[0].result"), "nothing recorded");

        slip(round, 1, "{\"result\": \"W+R\", \"override\": true}", 400);
        slip(round, 1, "{\"result\": \"W+R\", \"override\": true, \"reason\": \"the referee noted the wrong colour\"}", 200);
        everyViewShows(round, 1, "W+R", 0.0, "-");
        given().accept("application/x-ndjson").get(round.tournament().path("/audit")).then().statusCode(200)
                .body(containsString("\"ResultEntered\"")).body(containsString("the referee noted the wrong colour"));
    }

    @Test
    void aCorrectionWithItsReasonChangesTheTournamentTheGameAndTheAudit() {
        Round round = roundOnePublished("Correction Cup");
        slip(round, 1, "{\"result\": \"B+R\"}", 200);
        everyViewShows(round, 1, "B+R", 1.0, "+");

        json().body("{\"result\": \"W+R\", \"reason\": \"the slip was filled in for the wrong board\"}")
                .post(round.tournament().path("/rounds/1/boards/1/corrections")).then().statusCode(200);

        everyViewShows(round, 1, "W+R", 0.0, "-");
        json().get("/api/v1/games/" + round.game(1)).then()
                .body("result.reason", containsString("the slip was filled in for the wrong board"));
        given().accept("application/x-ndjson").get(round.tournament().path("/audit")).then().statusCode(200)
                .body(containsString("\"ResultCorrected\"")).body(containsString("\"GameResultCorrected\""))
                .body(containsString("the slip was filled in for the wrong board"));
    }

    @Test
    void anUnknownResultCompletesTheBoardAndScoresNothing() {
        Round round = roundOnePublished("Lost Slip Cup");
        slip(round, 1, "{\"result\": \"?\"}", 200);
        slip(round, 2, "{\"result\": \"bl\"}", 200);
        assertEquals("?", round.tournament().round(1).getString("games[0].result"));
        assertEquals("0-0", round.tournament().round(1).getString("games[1].result"));
        assertEquals(0.0, round.tournament().points(round.player(1, "black")));
        assertEquals(0.0, round.tournament().points(round.player(2, "white")));
        json().post(round.tournament().path("/rounds/2/pairing")).then().statusCode(200);
    }

    /** OpenGotha's RESULT_BOTHWIN, written 1-1 on the slip: a win for each player (issue 11 §2). */
    @Test
    void aBothWinSlipGivesEachPlayerAWin() {
        Round round = roundOnePublished("Both Win Cup");
        slip(round, 1, "{\"result\": \"1-1\"}", 200);
        assertEquals("1-1", round.tournament().round(1).getString("games[0].result"));
        assertEquals(1.0, round.tournament().points(round.player(1, "black")));
        assertEquals(1.0, round.tournament().points(round.player(1, "white")));
        json().get("/api/v1/games/" + round.game(1)).then().statusCode(200).body("status", equalTo("final"));
    }

    @Test
    void aMalformedSlipIs400AndTouchesNeitherGameNorTournament() {
        Round round = roundOnePublished("Typo Cup");
        json().body("{\"result\": \"B+x\"}").put(round.tournament().path("/rounds/1/boards/1/result")).then()
                .statusCode(400).body("code", equalTo("result-malformed")).body("field", equalTo("result"));
        json().body("{\"result\": \"B+R\"}").put(round.tournament().path("/rounds/1/boards/9/result")).then()
                .statusCode(422).body("code", equalTo("board-not-found"));
        json().body("{\"result\": \"B+R\"}").put(round.tournament().path("/rounds/2/boards/1/result")).then()
                .statusCode(422).body("code", equalTo("round-not-published"));
        json().get("/api/v1/games/" + round.game(1)).then().body("status", equalTo("playing"));
        assertEquals(null, round.tournament().round(1).getString("games[0].result"));
    }

    @Test
    @TestSecurity(user = "lee", roles = Roles.PLAYER)
    void aPlayerCannotRecordOrCorrectABoardsResult() {
        json().body("{\"result\": \"B+R\"}").put("/api/v1/tournaments/any/rounds/1/boards/1/result").then()
                .statusCode(403);
        json().body("{\"result\": \"B+R\", \"reason\": \"mine\"}")
                .post("/api/v1/tournaments/any/rounds/1/boards/1/corrections").then().statusCode(403);
    }

    @Test
    @TestSecurity(user = "han", roles = Roles.REFEREE)
    void aRefereeCannotCorrectAResult() {
        json().body("{\"result\": \"B+R\", \"reason\": \"mine\"}")
                .post("/api/v1/tournaments/any/rounds/1/boards/1/corrections").then().statusCode(403);
    }
}
