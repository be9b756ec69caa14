package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A result changes after the fact and the change reaches everything that shows it: an arbitration ruling (Incheon 2013 arbitration
 * art. 2.4: final and effective at once) and a misconduct decision made after the next round was paired on the old
 * result (Incheon 2013 code art. 6.1). A round robin of four on 9x9: round 1 is 1-4 and 2-3 in registration order.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class ResultCorrectionApiTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";

    private record Played(TournamentDriver tournament, List<String> players, List<Map<String, Object>> round1) {}

    /** Four players, round 1 played: Black wins both boards by resignation. */
    private static Played roundOnePlayed(String name) {
        TournamentDriver tournament = TournamentDriver.open(name, ROUND_ROBIN);
        List<String> players = List.of(tournament.register("Lee Sedol", "9p"), tournament.register("Cho Hunhyun", "9p"),
                tournament.register("Kim Jiseok", "9p"), tournament.register("Park Junghwan", "9p"));
        List<Map<String, Object>> round1 = tournament.pairAndPublish(1);
        for (Map<String, Object> game : round1) {
            TournamentDriver.resignAndConfirm((String) game.get("gameId"), "white");
        }
        tournament.awaitResults(1);
        return new Played(tournament, players, round1);
    }

    @Test
    void aRulingThatChangesAResultCorrectsTheRoundTheGameAndTheStandings() {
        // White protested during the game and the referee wrote it down afterwards: a complaint made after the
        // game's end would have no effect (Incheon 2013 code art. 4.3).
        Instant duringTheGame = Instant.now();
        Played played = roundOnePlayed("Ruling Cup");
        TournamentDriver tournament = played.tournament();
        Map<String, Object> board1 = played.round1().get(0);
        String gameId = (String) board1.get("gameId");
        String white = (String) board1.get("white");
        assertEquals(0.0, tournament.points(white));

        tournament.appealOverruled(gameId, "White", "Black", "White's resignation stands", duringTheGame,
                "Black moved a stone before the resignation.", "white-wins", "W+F", "Black moved a stone.");

        tournament.awaitResult(1, 1, "W+F");
        TournamentDriver.await("the standings count the ruling", () -> tournament.points(white) == 1.0);
        json().get("/api/v1/games/" + gameId + "/sgf").then().statusCode(200).body(containsString("RE[W+F]"));
    }

    @Test
    void aMisconductDecisionAfterTheNextRoundWasPairedNamesThatRound() {
        Played played = roundOnePlayed("Misconduct Cup");
        TournamentDriver tournament = played.tournament();
        tournament.pairAndPublish(2);
        String black = (String) played.round1().get(1).get("black");

        json().body("""
                {"result": "Void",
                 "reason": "Cancelled: both players agreed the result beforehand (Incheon 2013 code art. 6.1)"}""")
                .post(tournament.path("/rounds/1/boards/2/corrections")).then().statusCode(200);

        tournament.awaitResult(1, 2, "Void");
        json().get(tournament.path("/rounds/2")).then()
                .body("notes", hasItem(containsString("changed from B+R to Void")));
        TournamentDriver.await("the standings drop the cancelled win", () -> tournament.points(black) == 0.0);
    }

    /**
     * Incheon 2013 code art. 6.1: misconduct "discovered and confirmed after many rounds" cancels the result. The
     * Chief Referee rules on the round-1 game after rounds 2 and 3 were paired: the tournament corrects the result,
     * the standings drop the win, and both later rounds say they were paired on the old result.
     */
    @Test
    void aMisconductFoundTwoRoundsLaterCancelsTheResultAndNamesBothLaterRounds() {
        Played played = roundOnePlayed("Late Discovery Cup");
        TournamentDriver tournament = played.tournament();
        for (Map<String, Object> game : tournament.pairAndPublish(2)) {
            TournamentDriver.resignAndConfirm((String) game.get("gameId"), "white");
        }
        tournament.awaitResults(2);
        tournament.pairAndPublish(3);
        Map<String, Object> board1 = played.round1().get(0);
        String gameId = (String) board1.get("gameId");
        String black = (String) board1.get("black");
        double before = tournament.points(black);

        json().body("{\"infraction\": \"misconduct\", \"offender\": \"black\", \"note\": \"result agreed beforehand\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/games/" + gameId + "/decisions").then().statusCode(201);

        tournament.awaitResult(1, 1, "W+F");
        for (int later : new int[] {2, 3}) {
            json().get(tournament.path("/rounds/" + later)).then()
                    .body("notes", hasItem(containsString("changed from B+R to W+F")));
        }
        TournamentDriver.await("the standings drop the cancelled win", () -> tournament.points(black) == before - 1.0);
    }

    @Test
    void aCorrectionWithoutAReasonOrWithAMalformedResultIs400AndChangesNothing() {
        Played played = roundOnePlayed("Careless Cup");
        TournamentDriver tournament = played.tournament();
        json().body("{\"result\": \"Void\"}")
                .post(tournament.path("/rounds/1/boards/2/corrections")).then().statusCode(400)
                .body("field", equalTo("reason"));
        json().body("{\"result\": \"Void\", \"reason\": \"   \"}")
                .post(tournament.path("/rounds/1/boards/2/corrections")).then().statusCode(400)
                .body("field", equalTo("reason"));
        json().body("{\"result\": \"B+-2\", \"reason\": \"x\"}")
                .post(tournament.path("/rounds/1/boards/2/corrections")).then().statusCode(400)
                .body("code", equalTo("result-malformed")).body("field", equalTo("result"));
        json().body("{\"result\": \"Void\", \"reason\": \"x\"}")
                .post(tournament.path("/rounds/1/boards/7/corrections")).then().statusCode(422)
                .body("code", equalTo("board-not-found"));
        json().get(tournament.path("/rounds/1")).then().body("games[1].result", equalTo("B+R"));
    }
}
