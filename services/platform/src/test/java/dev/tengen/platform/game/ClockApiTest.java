package dev.tengen.platform.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

/** The game clock over HTTP: started, paused and resumed by the referee, arrivals, flag checks, and the view. */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class ClockApiTest {

    private static final String GAMES = "/api/v1/games";
    private static final String PROBLEM = "application/problem+json";

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    /** A 9x9 game under the Incheon code with {@code timeControl} (JSON) or none. */
    private static String newGame(String timeControl) {
        return json().body("{\"tournamentId\": \"t-1\", \"round\": 1, \"board\": 4, \"black\": \"p-lee\", \"white\": \"p-cho\","
                        + " \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\", \"boardSize\": 9,"
                        + " \"komi\": 6.5" + (timeControl == null ? "" : ", \"timeControl\": " + timeControl) + "}")
                .post(GAMES)
                .then().statusCode(201)
                .extract().path("gameId");
    }

    /** A 9x9 game under the Chinese code: one minute basic time, then one period of thirty seconds. */
    private static String chineseGameWithOnePeriod() {
        return json().body("{\"tournamentId\": \"t-1\", \"round\": 1, \"board\": 5, \"black\": \"p-lee\", \"white\": \"p-cho\","
                        + " \"ruleset\": \"chinese-2002\", \"competitionCode\": \"chinese-2002\", \"boardSize\": 9, \"komi\": 7.5,"
                        + " \"timeControl\": {\"kind\": \"byoyomi\", \"basicTime\": \"PT1M\", \"periods\": 1, \"period\": \"PT30S\"}}")
                .post(GAMES)
                .then().statusCode(201)
                .extract().path("gameId");
    }

    private static String suddenDeath(String basicTime) {
        return "{\"kind\": \"sudden-death\", \"basicTime\": \"" + basicTime + "\"}";
    }

    private static ValidatableResponse post(String gameId, String what, String body) {
        return json().body(body).post(GAMES + "/" + gameId + "/" + what).then();
    }

    /** Whole seconds, so that the times computed by hand below are exact. */
    private static Instant minutesAgo(int minutes) {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(minutes, ChronoUnit.MINUTES);
    }

    private static String at(Instant instant) {
        return "{\"at\": \"" + instant + "\"}";
    }

    @Test
    void aLateArrivalWithinTheLimitTakesTwiceTheLatenessOffTheTimeAndTheViewShowsIt() {
        // Incheon 2013 code art. 2.2: ten minutes late, twenty minutes off White's hour; Black is to move, so White's
        // clock has not run.
        String id = newGame(suddenDeath("PT1H"));
        Instant start = minutesAgo(20);
        post(id, "clock/start", at(start)).statusCode(200).body("events[0].type", equalTo("ClockStarted"));
        post(id, "arrivals", "{\"color\": \"white\", \"at\": \"" + start.plus(10, ChronoUnit.MINUTES) + "\"}")
                .statusCode(200)
                .body("events[0].type", equalTo("ArrivalRecorded"));
        json().get(GAMES + "/" + id).then().statusCode(200)
                .body("clock.phase", equalTo("running"))
                .body("clock.running", equalTo("black"))
                .body("clock.paused", equalTo(false))
                .body("clock.timeControl.kind", equalTo("sudden-death"))
                .body("clock.white.basicTimeLeft", equalTo("PT40M"))
                .body("clock.whiteArrival.lateness", equalTo("PT10M"))
                .body("clock.whiteArrival.deduction", equalTo("PT20M"))
                .body("clock.blackArrival", nullValue());
    }

    @Test
    void anArrivalBeyondTheLimitLosesTheGame() {
        // Incheon 2013 code art. 2.2: more than fifteen minutes late loses; no stone played, so by forfeit.
        String id = newGame(suddenDeath("PT1H"));
        Instant start = minutesAgo(20);
        post(id, "clock/start", at(start)).statusCode(200);
        post(id, "arrivals", "{\"color\": \"white\", \"at\": \"" + start.plus(16, ChronoUnit.MINUTES) + "\"}")
                .statusCode(200);
        json().get(GAMES + "/" + id).then().statusCode(200)
                .body("status", equalTo("result-proposed"))
                .body("result.result", equalTo("B+F"))
                .body("result.byForfeit", equalTo(true))
                .body("clock.phase", equalTo("ended"));
    }

    @Test
    void aBreakStopsBothClocks() {
        String id = newGame(suddenDeath("PT1H"));
        Instant start = minutesAgo(10);
        post(id, "clock/start", at(start)).statusCode(200);
        post(id, "clock/pause", at(start.plus(1, ChronoUnit.MINUTES))).statusCode(200).body("events[0].type", equalTo("ClockPaused"));
        json().get(GAMES + "/" + id).then()
                .body("clock.paused", equalTo(true))
                .body("clock.running", nullValue())
                .body("clock.black.basicTimeLeft", equalTo("PT59M"));
        post(id, "clock/resume", "{}").statusCode(200).body("events[0].type", equalTo("ClockResumed"));
        json().get(GAMES + "/" + id).then()
                .body("clock.paused", equalTo(false))
                .body("clock.running", equalTo("black"));
    }

    @Test
    void aRefereeDeclaresTheFlagOfAnIdlePlayerFallen() {
        // Chinese 2002 art. 12.4: one minute of sudden death, started five minutes ago.
        String id = newGame(suddenDeath("PT1M"));
        post(id, "clock/start", at(minutesAgo(5))).statusCode(200);
        post(id, "clock/flag-check", "{}").statusCode(200).body("events[0].type", equalTo("TimeExpired"));
        json().get(GAMES + "/" + id).then()
                .body("result.result", equalTo("W+T"))
                .body("result.ending", equalTo("time"))
                .body("clock.black.expired", equalTo(true));
    }

    @Test
    void theRefereeJudgesTheExpiryOfTheLastPeriodAPassAndPlayGoesOn() {
        // Chinese 2002 art. 22.5: Black's minute and period ran out long ago; on his appeal the referee rules it a pass.
        String id = chineseGameWithOnePeriod();
        post(id, "clock/start", at(minutesAgo(5))).statusCode(200);
        post(id, "clock/flag-check", "{}").statusCode(200).body("events[0].type", equalTo("TimeExpired"));
        post(id, "clock/expiry-pass", "{\"color\": \"black\"}")
                .statusCode(200)
                .body("events[0].type", equalTo("ExpiryJudgedAsPass"));
        json().get(GAMES + "/" + id).then()
                .body("status", equalTo("playing"))
                .body("result", nullValue())
                .body("moves[0].kind", equalTo("expiry-pass"))
                .body("clock.running", equalTo("white"));
        post(id, "moves", "{\"color\": \"white\", \"point\": \"C3\"}").statusCode(201)
                .body("events[0].type", equalTo("MovePlayed"));
    }

    @Test
    void aCodeWithoutTheExpiryRuleLetsTheLossOnTimeStand() {
        String id = newGame("{\"kind\": \"byoyomi\", \"basicTime\": \"PT1M\", \"periods\": 1, \"period\": \"PT30S\"}");
        post(id, "clock/start", at(minutesAgo(5))).statusCode(200);
        post(id, "clock/flag-check", "{}").statusCode(200);
        post(id, "clock/expiry-pass", "{\"color\": \"black\"}").statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("expiry-not-appealable"));
    }

    @Test
    void aMoveAfterTheFlagFellLosesOnTimeAndTheNextIsRefused() {
        String id = newGame(suddenDeath("PT1M"));
        post(id, "clock/start", at(minutesAgo(2))).statusCode(200);
        post(id, "moves", "{\"color\": \"black\", \"point\": \"E5\"}")
                .statusCode(200)
                .body("events[0].type", equalTo("TimeExpired"))
                .body("events[1].type", equalTo("ResultProposed"));
        post(id, "moves", "{\"color\": \"black\", \"point\": \"E5\"}")
                .statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("game-over"));
    }

    @Test
    void aFlagThatHasNotFallenIsRefusedAndChangesNothing() {
        String id = newGame(suddenDeath("PT1H"));
        post(id, "clock/start", "{}").statusCode(200);
        post(id, "clock/flag-check", "{}").statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("flag-not-fallen"))
                .body("detail", containsString("round 1, board 4"));
        json().get(GAMES + "/" + id).then().body("version", equalTo(1));
    }

    @Test
    void anUntimedGameHasNoClock() {
        String id = newGame(null);
        json().get(GAMES + "/" + id).then().body("clock", nullValue());
        post(id, "clock/start", "{}").statusCode(422).contentType(PROBLEM).body("code", equalTo("game-untimed"));
    }

    @Test
    void aTimeNotYetComeIsAMalformedRequest() {
        String id = newGame(suddenDeath("PT1H"));
        post(id, "clock/start", at(Instant.now().plus(1, ChronoUnit.HOURS))).statusCode(400).contentType(PROBLEM)
                .body("field", equalTo("at"));
    }

    @Test
    void anArrivalWithoutColourIsAMalformedRequest() {
        String id = newGame(suddenDeath("PT1H"));
        post(id, "clock/start", "{}").statusCode(200);
        post(id, "arrivals", "{\"at\": \"yesterday\"}").statusCode(400).contentType(PROBLEM);
        post(id, "arrivals", "{}").statusCode(400).contentType(PROBLEM).body("field", equalTo("color"));
    }

    @Test
    void anUnknownGameIsNotFound() {
        post("no-such-game", "clock/start", "{}").statusCode(404).contentType(PROBLEM).body("code", equalTo("game-not-found"));
    }

    @Test
    @TestSecurity(user = "p-lee", roles = {Roles.PLAYER})
    void aPlayerDoesNotWorkTheClock() {
        post("any-game", "clock/start", "{}").statusCode(403).contentType(PROBLEM);
        post("any-game", "arrivals", "{\"color\": \"white\"}").statusCode(403).contentType(PROBLEM);
        post("any-game", "clock/expiry-pass", "{\"color\": \"black\"}").statusCode(403).contentType(PROBLEM);
    }
}
