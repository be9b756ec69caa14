package dev.tengen.platform.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class GameApiTest {

    private static final String GAMES = "/api/v1/games";
    private static final String PROBLEM = "application/problem+json";

    /** Two kos as in the aggregate's tests: Black's 17th move takes the first at F5. */
    private static final String[] TWO_KOS = {"E6", "F6", "D5", "G5", "E4", "F4", "O16", "P16", "N15", "Q15", "O14", "P14",
            "C17", "E5", "D17", "O15", "F5"};

    /** 9x9: Black walls column E, White column F; after two passes Black wins B+2.5 with komi 6.5. */
    private static final String[] WALLS = {"E1", "F1", "E2", "F2", "E3", "F3", "E4", "F4", "E5", "F5", "E6", "F6", "E7", "F7",
            "E8", "F8", "E9", "F9"};

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    private static String newGame(String ruleset, String code, int size) {
        return newGame(ruleset, code, size, "6.5");
    }

    private static String newGame(String ruleset, String code, int size, String komi) {
        return json().body("{\"tournamentId\": \"t-1\", \"round\": 1, \"board\": 3, \"black\": \"p-lee\", \"white\": \"p-cho\","
                        + " \"ruleset\": \"" + ruleset + "\", \"competitionCode\": \"" + code + "\", \"boardSize\": " + size
                        + ", \"komi\": " + komi + "}")
                .post(GAMES)
                .then().statusCode(201)
                .extract().path("gameId");
    }

    private static ExtractableResponse<Response> post(String gameId, String what, String body) {
        return json().body(body).post(GAMES + "/" + gameId + "/" + what).then().extract();
    }

    private static void play(String gameId, String... points) {
        for (int i = 0; i < points.length; i++) {
            String color = i % 2 == 0 ? "black" : "white";
            assertEquals(201, post(gameId, "moves", "{\"color\": \"" + color + "\", \"point\": \"" + points[i] + "\"}")
                    .statusCode(), points[i]);
        }
    }

    private static String resigned() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        post(id, "resignation", "{\"color\": \"white\"}");
        return id;
    }

    private static String counted() {
        String id = newGame("korean-2016", "incheon-2013", 9);
        play(id, WALLS);
        post(id, "passes", "{\"color\": \"black\"}");
        post(id, "passes", "{\"color\": \"white\"}");
        post(id, "dead-stones", "{\"color\": \"black\", \"points\": []}");
        assertEquals(200, post(id, "dead-stones", "{\"color\": \"white\", \"points\": []}").statusCode());
        return id;
    }

    // ------------------------------------------------------------------ start and read

    @Test
    void aGameStartedByHandIsReadWithAnEmptyBoard() {
        ExtractableResponse<Response> started = json()
                .body("{\"tournamentId\": \"t-1\", \"round\": 2, \"board\": 5, \"black\": \"p-lee\", \"white\": \"p-cho\","
                        + " \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\", \"boardSize\": 9, \"komi\": 6.5}")
                .post(GAMES)
                .then().statusCode(201)
                .header("ETag", "\"0\"")
                .body("events[0].type", equalTo("GameStarted"))
                .extract();
        String id = started.path("gameId");
        assertTrue(started.header("Location").endsWith(GAMES + "/" + id), started.header("Location"));
        json().get(GAMES + "/" + id)
                .then().statusCode(200)
                .header("ETag", "\"0\"")
                .body("round", equalTo(2))
                .body("board", equalTo(5))
                .body("status", equalTo("playing"))
                .body("toMove", equalTo("black"))
                .body("position", hasSize(9))
                .body("position[0]", equalTo("........."))
                .body("moves", hasSize(0))
                .body("result", nullValue());
    }

    @Test
    void aStartWithoutBlackIs400NamingTheField() {
        json().body("{\"tournamentId\": \"t-1\", \"round\": 1, \"board\": 1, \"white\": \"p-cho\", \"ruleset\": \"korean-2016\","
                        + " \"competitionCode\": \"incheon-2013\", \"boardSize\": 19, \"komi\": 6.5}")
                .post(GAMES)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("black"));
    }

    @Test
    void aStartUnderAnUnknownRuleSetIs422() {
        json().body("{\"tournamentId\": \"t-1\", \"round\": 1, \"board\": 1, \"black\": \"p-lee\", \"white\": \"p-cho\","
                        + " \"ruleset\": \"japanese-1989\", \"competitionCode\": \"incheon-2013\", \"boardSize\": 19, \"komi\": 6.5}")
                .post(GAMES)
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("unknown-rule-set"))
                .body("field", equalTo("ruleset"));
    }

    @Test
    void anUnknownGameIs404ToReadAndToWrite() {
        json().get(GAMES + "/no-such-game")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("game-not-found"));
        json().body("{\"color\": \"black\", \"point\": \"Q16\"}")
                .post(GAMES + "/no-such-game/moves")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("game-not-found"));
    }

    /**
     * The event store keeps every aggregate's events under its id: a tournament's id read as a game folded the
     * tournament's events into a game, and every game read or write with it answered 500.
     */
    @Test
    void aTournamentsIdIsNoGameToReadOrToWrite() {
        String tournamentId = json().body("{\"name\": \"Not A Game Open\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
        json().get(GAMES + "/" + tournamentId)
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("game-not-found"));
        json().get(GAMES + "/" + tournamentId + "/infractions")
                .then().statusCode(404)
                .body("code", equalTo("game-not-found"));
        json().body("{\"color\": \"black\", \"point\": \"Q16\"}")
                .post(GAMES + "/" + tournamentId + "/moves")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("game-not-found"));
        json().body("{}")
                .post(GAMES + "/" + tournamentId + "/clock/start")
                .then().statusCode(404)
                .body("code", equalTo("game-not-found"));
        json().body("{\"points\": [\"A1\"]}")
                .post(GAMES + "/" + tournamentId + "/dead-stones/preview")
                .then().statusCode(404)
                .body("code", equalTo("game-not-found"));
    }

    // ------------------------------------------------------------------ moves

    @Test
    void aStonePlayedIs201AndShownOnTheBoard() {
        String id = newGame("korean-2016", "incheon-2013", 9);
        json().body("{\"color\": \"black\", \"point\": \"C7\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(201)
                .header("ETag", "\"1\"")
                .body("events[0].type", equalTo("MovePlayed"))
                .body("events[0].event.number", equalTo(1))
                .body("events[0].event.point", equalTo("C7"));
        json().get(GAMES + "/" + id)
                .then().statusCode(200)
                .body("position[2]", equalTo("..X......"))
                .body("toMove", equalTo("white"))
                .body("moves[0].point", equalTo("C7"))
                .body("moves[0].kind", equalTo("play"));
    }

    @Test
    void aPointOffTheBoardIs400() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"color\": \"black\", \"point\": \"Z99\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("point-malformed"))
                .body("field", equalTo("point"))
                .body("detail", containsString("Z99 is not a point of a 19x19 board"));
    }

    /** Java reads the digits of every script as numbers: E５ (a fullwidth 5) was played as E5. */
    @Test
    void aPointWrittenWithOtherDigitsThanZeroToNineIs400AndNothingIsPlayed() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        for (String point : new String[] {"E５", "E٥", "E+5", "ſ5"}) {
            json().body("{\"color\": \"black\", \"point\": \"" + point + "\"}")
                    .post(GAMES + "/" + id + "/moves")
                    .then().statusCode(400)
                    .contentType(PROBLEM)
                    .body("code", equalTo("point-malformed"))
                    .body("field", equalTo("point"))
                    .body("detail", containsString("a Latin letter without I and a row in the digits 0 to 9"));
        }
        json().get(GAMES + "/" + id).then().header("ETag", "\"0\"").body("moves", hasSize(0));
    }

    @Test
    void deadStonesWrittenWithOtherDigitsThanZeroToNineAre400NamingThePoints() {
        String id = newGame("korean-2016", "incheon-2013", 9);
        play(id, "E5");
        post(id, "passes", "{\"color\": \"white\"}");
        post(id, "passes", "{\"color\": \"black\"}");
        json().body("{\"points\": [\"E５\"]}")
                .post(GAMES + "/" + id + "/dead-stones/preview")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("point-malformed"))
                .body("field", equalTo("points"));
        json().body("{\"color\": \"black\", \"points\": [\"E５\"]}")
                .post(GAMES + "/" + id + "/dead-stones")
                .then().statusCode(400)
                .body("field", equalTo("points"));
        json().get(GAMES + "/" + id).then().header("ETag", "\"3\"").body("deadStones.black", nullValue());
    }

    @Test
    void aMoveWithoutAPointIs400() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"color\": \"black\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(400)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("point"));
    }

    @Test
    void aStoneOnAnOccupiedPointIs422WithTheArticleAndNothingRecorded() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        play(id, "Q16");
        json().body("{\"color\": \"white\", \"point\": \"Q16\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("illegal-move"))
                .body("detail", containsString("Korean 2016 art. 2.1"));
        json().get(GAMES + "/" + id).then().header("ETag", "\"1\"");
    }

    @Test
    void aKoRetakenIs200WithTheRulingsRecorded() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        play(id, TWO_KOS);
        json().body("{\"color\": \"white\", \"point\": \"E5\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(200)
                .body("events.type", contains("IllegalMoveRejected", "WarningIssued", "TurnLost"))
                .body("events[0].event.article", equalTo("Korean 2016 art. 7"))
                .body("events[1].event.article", equalTo("Incheon 2013 code art. 5.3"));
        json().get(GAMES + "/" + id)
                .then().statusCode(200)
                .body("warnings.white", equalTo(1))
                .body("toMove", equalTo("black"))
                .body("moves[17].kind", equalTo("turn-lost"))
                .body("attempts[0].consequences.type", contains("WarningIssued", "TurnLost"))
                .body("attempts[0].consequences[0].event.count", equalTo(1))
                .body("attempts[0].consequences[1].event.color", equalTo("WHITE"));
    }

    @Test
    void aMoveOrPassSentAgainIsTheSameRequestAndRecordsNothing() {
        // a device that lost the answer sends Black D4 again, without an Idempotency-Key: over the board a second
        // stone on D4 cannot be played, so it is no "two moves in a row" (which loses under Incheon 2013 art. 5.1.1)
        String id = newGame("korean-2016", "incheon-2013", 19);
        assertEquals(201, post(id, "moves", "{\"color\": \"black\", \"point\": \"D4\"}").statusCode());
        json().body("{\"color\": \"black\", \"point\": \"d4\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(200)
                .header("ETag", "\"1\"")
                .body("events", hasSize(0));
        assertEquals(201, post(id, "passes", "{\"color\": \"white\"}").statusCode());
        json().body("{\"color\": \"white\"}")
                .post(GAMES + "/" + id + "/passes")
                .then().statusCode(200)
                .body("events", hasSize(0));
        json().get(GAMES + "/" + id)
                .then().statusCode(200)
                .header("ETag", "\"2\"")
                .body("moves", hasSize(2))
                .body("toMove", equalTo("black"))
                .body("warnings.black", equalTo(0))
                .body("warnings.white", equalTo(0))
                .body("status", equalTo("playing"));
        // a stone on another point out of turn is still the infraction, ruled as the code says
        assertEquals(201, post(id, "moves", "{\"color\": \"black\", \"point\": \"Q16\"}").statusCode());
        json().body("{\"color\": \"black\", \"point\": \"Q4\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(200)
                .body("events.type", hasItem("IllegalMoveRejected"));
    }

    @Test
    void aStaleIfMatchIs409AndChangesNothing() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        play(id, "Q16");
        json().header("If-Match", "\"0\"")
                .body("{\"color\": \"white\", \"point\": \"D4\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(409)
                .contentType(PROBLEM)
                .body("code", equalTo("version-conflict"));
        json().header("If-Match", "\"1\"")
                .body("{\"color\": \"white\", \"point\": \"D4\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(201)
                .header("ETag", "\"2\"");
    }

    @Test
    void aMalformedIfMatchIs400() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().header("If-Match", "version 3")
                .body("{\"color\": \"black\"}")
                .post(GAMES + "/" + id + "/passes")
                .then().statusCode(400)
                .body("code", equalTo("if-match-malformed"));
    }

    @Test
    void aPassIs201() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"color\": \"black\"}")
                .post(GAMES + "/" + id + "/passes")
                .then().statusCode(201)
                .body("events[0].type", equalTo("PassPlayed"));
    }

    // ------------------------------------------------------------------ results

    /** docs/PLATFORM.md: outcomes are read in any case, with - or _, as the committee's decisions are. */
    @Test
    void anOfficialsOutcomeIsReadInAnyCaseWithADashOrAnUnderscore() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"outcome\": \"white-wins\", \"result\": \"W+R\"}")
                .post(GAMES + "/" + id + "/result")
                .then().statusCode(200);
        json().get(GAMES + "/" + id).then().body("result.outcome", equalTo("WHITE_WINS"));
        json().body("{\"outcome\": \"Black_Wins\", \"result\": \"B+R\", \"reason\": \"the slip was misread\","
                        + " \"source\": \"correction-1\"}")
                .post(GAMES + "/" + id + "/result-corrections")
                .then().statusCode(200);
        json().get(GAMES + "/" + id).then().body("result.outcome", equalTo("BLACK_WINS")).body("result.result", equalTo("B+R"));
    }

    @Test
    void anOutcomeThatIsNoneIs400NamingTheFieldAndTheWordsAndRecordsNothing() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        for (String[] write : new String[][] {{"result", ""}, {"result-corrections", ", \"source\": \"s-1\""}}) {
            json().body("{\"outcome\": \"white-win\", \"result\": \"W+R\", \"reason\": \"slip\"" + write[1] + "}")
                    .post(GAMES + "/" + id + "/" + write[0])
                    .then().statusCode(400)
                    .contentType(PROBLEM)
                    .body("code", equalTo("field-invalid"))
                    .body("field", equalTo("outcome"))
                    .body("detail", equalTo("The field 'outcome' takes one of black-wins, white-wins, draw, both-lose,"
                            + " both-win, no-result, pending; 'white-win' is not one."));
        }
        json().get(GAMES + "/" + id).then().header("ETag", "\"0\"").body("result", nullValue());
    }

    @Test
    void aResignationProposesTheResult() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"color\": \"white\"}")
                .post(GAMES + "/" + id + "/resignation")
                .then().statusCode(200)
                .body("events.type", contains("PlayerResigned", "ResultProposed"));
        json().get(GAMES + "/" + id)
                .then().body("status", equalTo("result-proposed"))
                .body("result.result", equalTo("B+R"))
                .body("result.outcome", equalTo("BLACK_WINS"));
    }

    @Test
    void aColourThatIsNoColourIs400() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"color\": \"red\"}")
                .post(GAMES + "/" + id + "/resignation")
                .then().statusCode(400)
                .body("code", equalTo("color-malformed"))
                .body("field", equalTo("color"));
    }

    @Test
    void agreedDeadStonesAreCounted() {
        String id = counted();
        json().get(GAMES + "/" + id)
                .then().statusCode(200)
                .body("status", equalTo("result-proposed"))
                .body("deadStones.agreed", hasSize(0))
                .body("result.result", equalTo("B+2.5"))
                .body("result.reason", containsString("Korean 2016 art. 8, 9 and 12"));
    }

    @Test
    void aCountCitesTheTournamentForAKomiOtherThanTheRuleSetsAndTheArticleForItsOwn() {
        for (String komi : List.of("7.5", "6.5")) {
            String id = newGame("korean-2016", "incheon-2013", 9, komi);
            play(id, WALLS);
            post(id, "passes", "{\"color\": \"black\"}");
            post(id, "passes", "{\"color\": \"white\"}");
            String note = "compensation " + komi + " points to White, " + (komi.equals("7.5")
                    ? "set by the tournament, in place of the rule set's 6.5 (set by the competition" : "set by the competition");
            json().body("{\"points\": []}")
                    .post(GAMES + "/" + id + "/dead-stones/preview")
                    .then().statusCode(200)
                    .body("notes", hasItem(startsWith(note)));
        }
    }

    @Test
    void deadStonesBeforePlayStopsAre422() {
        String id = newGame("korean-2016", "incheon-2013", 19);
        json().body("{\"color\": \"black\", \"points\": []}")
                .post(GAMES + "/" + id + "/dead-stones")
                .then().statusCode(422)
                .body("code", equalTo("play-not-stopped"));
    }

    @Test
    void aRecountSetsTheCountAside() {
        String id = counted();
        json().body("{\"color\": \"white\"}")
                .post(GAMES + "/" + id + "/recount")
                .then().statusCode(200)
                .body("events[0].type", equalTo("RecountRequested"));
        json().get(GAMES + "/" + id)
                .then().body("status", equalTo("counting"))
                .body("result", nullValue());
    }

    @Test
    void aRecountOfAResignationIs422() {
        String id = resigned();
        json().body("{\"color\": \"white\"}")
                .post(GAMES + "/" + id + "/recount")
                .then().statusCode(422)
                .body("code", equalTo("nothing-to-recount"));
    }

    @Test
    void bothPlayersAndTheRefereeMakeTheResultFinal() {
        String id = resigned();
        post(id, "confirmations", "{\"role\": \"player\", \"confirmer\": \"black\", \"result\": \"B+R\"}");
        post(id, "confirmations", "{\"role\": \"player\", \"confirmer\": \"white\", \"result\": \"B+R\"}");
        json().body("{\"role\": \"referee\", \"confirmer\": \"referee-han\", \"result\": \"B+R\"}")
                .post(GAMES + "/" + id + "/confirmations")
                .then().statusCode(200)
                .body("events.type", contains("ResultConfirmationGiven", "ResultConfirmed"))
                .body("events[1].event.confirmedBy", contains("p-lee", "p-cho", "referee-han"));
        json().get(GAMES + "/" + id)
                .then().body("status", equalTo("final"))
                .body("result.confirmed", equalTo(true));
        json().body("{\"color\": \"black\", \"point\": \"Q16\"}")
                .post(GAMES + "/" + id + "/moves")
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("result-final"))
                .body("detail", containsString("Incheon 2013 code art. 4.4"));
    }

    @Test
    void aConfirmationOfAnotherResultIs422() {
        String id = resigned();
        json().body("{\"role\": \"referee\", \"confirmer\": \"referee-han\", \"result\": \"W+R\"}")
                .post(GAMES + "/" + id + "/confirmations")
                .then().statusCode(422)
                .body("code", equalTo("result-mismatch"))
                .body("field", equalTo("result"));
    }

    @Test
    void aRoleThatIsNoRoleIs400() {
        String id = resigned();
        json().body("{\"role\": \"spectator\", \"confirmer\": \"kim\", \"result\": \"B+R\"}")
                .post(GAMES + "/" + id + "/confirmations")
                .then().statusCode(400)
                .body("code", equalTo("role-malformed"))
                .body("field", equalTo("role"));
    }

    @Test
    void aRefereeConfirmingAfterAnotherWithTheSameIfMatchIs409() {
        String id = resigned();
        String etag = json().get(GAMES + "/" + id).then().extract().header("ETag");
        json().header("If-Match", etag)
                .body("{\"role\": \"referee\", \"confirmer\": \"referee-han\", \"result\": \"B+R\"}")
                .post(GAMES + "/" + id + "/confirmations")
                .then().statusCode(200);
        json().header("If-Match", etag)
                .body("{\"role\": \"referee\", \"confirmer\": \"referee-kim\", \"result\": \"W+R\"}")
                .post(GAMES + "/" + id + "/confirmations")
                .then().statusCode(409)
                .body("code", equalTo("version-conflict"));
        json().get(GAMES + "/" + id).then().body("result.confirmations", hasSize(1))
                .body("result.confirmations[0].confirmer", equalTo("referee-han"));
    }

    @Test
    void twoRefereesConfirmingAtOnceWithTheSameIfMatchOneWinsTheOtherIs409() throws Exception {
        String id = resigned();
        String etag = json().get(GAMES + "/" + id).then().extract().header("ETag");
        CountDownLatch go = new CountDownLatch(1);
        List<Callable<Integer>> referees = new ArrayList<>();
        for (String referee : List.of("referee-han", "referee-kim")) {
            referees.add(() -> {
                go.await();
                return json().header("If-Match", etag)
                        .body("{\"role\": \"referee\", \"confirmer\": \"" + referee + "\", \"result\": \"B+R\"}")
                        .post(GAMES + "/" + id + "/confirmations")
                        .then().extract().statusCode();
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (Callable<Integer> referee : referees) {
                answers.add(pool.submit(referee));
            }
            go.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> answer : answers) {
                statuses.add(answer.get());
            }
            statuses.sort(Integer::compare);
            assertEquals(List.of(200, 409), statuses);
        } finally {
            pool.shutdownNow();
        }
        json().get(GAMES + "/" + id).then().body("result.confirmations", hasSize(1))
                .body("result.confirmations[0].role", equalTo("referee"))
                .body("version", notNullValue());
    }
}
