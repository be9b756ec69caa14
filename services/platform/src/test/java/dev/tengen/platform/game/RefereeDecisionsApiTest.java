package dev.tengen.platform.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A referee's decisions through the API, under the Incheon 2013 code (seed 000): the code's sanction and article, the
 * Chief Referee's review of a proposed penalty (ch. 3 art. 2.5), a complaint after the game refused (ch. 2 art. 4.3).
 */
@QuarkusTest
class RefereeDecisionsApiTest {

    private static final String GAMES = "/api/v1/games";
    private static final String PROBLEM = "application/problem+json";
    private static final String PHONE = "{\"infraction\": \"phone-rang\", \"offender\": \"black\", \"note\": \"during move 3\"}";

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    private static String newGame() {
        return json().body("{\"tournamentId\": \"t-dec\", \"round\": 1, \"board\": 1, \"black\": \"p-lee\", \"white\": \"p-cho\","
                        + " \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\", \"boardSize\": 9, \"komi\": 6.5}")
                .post(GAMES).then().statusCode(201).extract().path("gameId");
    }

    /** A write as the console sends it: with an Idempotency-Key of its own (a decision asks for one or an If-Match). */
    private static ValidatableResponse post(String path, String body) {
        return json().header(RetryKey.fresh()).body(body).post(GAMES + "/" + path).then();
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void aFirstRingingPhoneIsAWarningWithItsArticle() {
        String id = newGame();
        post(id + "/decisions", PHONE).statusCode(201);
        given().get(GAMES + "/" + id).then().statusCode(200)
                .body("warnings.black", equalTo(1))
                .body("decisions[0].id", equalTo("d1"))
                .body("decisions[0].status", equalTo("in-effect"))
                .body("decisions[0].by", equalTo("referee-han"))
                .body("decisions[0].rulings[0].kind", equalTo("warning"))
                .body("decisions[0].rulings[0].article", equalTo("Incheon 2013 code art. 6.6"));
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void aRefereesProposedLossWaitsAndOnlyTheChiefRefereeReviewsIt() {
        String id = newGame();
        post(id + "/decisions", PHONE).statusCode(201);
        post(id + "/decisions", PHONE).statusCode(201);
        given().get(GAMES + "/" + id).then().body("decisions[1].status", equalTo("awaiting-chief-referee"))
                .body("result", equalTo(null));
        post(id + "/moves", "{\"color\": \"black\", \"point\": \"E5\"}").statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("awaiting-chief-referee"));
        post(id + "/decisions/d2/review", "{\"concur\": true}").statusCode(403).contentType(PROBLEM);
    }

    @Test
    @TestSecurity(user = "chief-kim", roles = {Roles.ORGANIZER, Roles.REFEREE, Roles.CHIEF_REFEREE})
    void theChiefRefereesOwnPenaltyTakesEffectAtOnce() {
        String id = newGame();
        post(id + "/decisions", PHONE).statusCode(201);
        // the Chief Referee's own decisions take effect at once: there is nothing to review
        post(id + "/decisions/d1/review", "{\"concur\": true}").statusCode(422).body("code", equalTo("decision-not-pending"));
        post(id + "/decisions", PHONE).statusCode(201);
        given().get(GAMES + "/" + id).then()
                .body("decisions[1].status", equalTo("in-effect"))
                .body("result.result", equalTo("W+F"))
                .body("result.reason", containsString("Incheon 2013 code art. 6.6"));
    }

    /** Incheon 2013 code art. 5.1.7 (a draw for a board that cannot be set up again) and art. 2.2.3 (the replay). */
    @Test
    @TestSecurity(user = "chief-kim", roles = {Roles.ORGANIZER, Roles.REFEREE, Roles.CHIEF_REFEREE})
    void aDrawnGameIsScheduledForReplayWithinTheRemainingTime() {
        String id = newGame();
        post(id + "/decisions", "{\"infraction\": \"board-disturbed\", \"recreatable\": false, \"choice\": \"draw\"}")
                .statusCode(201);
        given().get(GAMES + "/" + id).then()
                .body("result.result", equalTo("0"))
                .body("replay.article", equalTo("Incheon 2013 code art. 2.2.3"))
                .body("replay.board", equalTo(1));
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void aComplaintAfterTheGameIsRefusedWithTheReason() {
        String id = newGame();
        post(id + "/resignation", "{\"color\": \"white\"}").statusCode(200);
        post(id + "/decisions", "{\"infraction\": \"phone-rang\", \"offender\": \"white\"}").statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("complaint-after-game"))
                .body("detail", containsString("no effect"));
        given().get(GAMES + "/" + id).then().body("decisions.size()", equalTo(0));
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void badReportsAreRefusedWithTheFieldAndNothingIsRecorded() {
        String id = newGame();
        post(id + "/decisions", "{\"infraction\": \"sneezing\", \"offender\": \"black\"}").statusCode(400)
                .body("code", equalTo("infraction-unknown"));
        post(id + "/decisions", "{\"offender\": \"black\"}").statusCode(400).contentType(PROBLEM);
        post(id + "/decisions", "{\"infraction\": ").statusCode(400).contentType(PROBLEM);
        post("no-such-game/decisions", PHONE).statusCode(404).contentType(PROBLEM);
        given().get(GAMES + "/" + id).then().body("version", equalTo(0));
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void aDecisionWithNeitherIfMatchNorAnIdempotencyKeyIs428AndRecordsNothing() {
        String id = newGame();
        // a device that lost the answer and sent it again would record a second warning: under this code the loss
        // of the game (Incheon 2013 code art. 5.7; a phone's second ring, art. 6.6)
        json().body(PHONE).post(GAMES + "/" + id + "/decisions").then().statusCode(428).contentType(PROBLEM)
                .body("code", equalTo("precondition-required"))
                .body("field", equalTo("If-Match"))
                .body("detail", containsString("Idempotency-Key"));
        json().header("If-Match", "*").body(PHONE).post(GAMES + "/" + id + "/decisions").then().statusCode(428);
        // a weak or otherwise malformed ETag is not one: 400, nothing recorded; the header's name is read in any case
        json().header("If-Match", "W/\"0\"").body(PHONE).post(GAMES + "/" + id + "/decisions").then().statusCode(400)
                .body("code", equalTo("if-match-malformed"));
        json().header("Idempotency-Key", "").body(PHONE).post(GAMES + "/" + id + "/decisions").then().statusCode(400);
        json().header("Idempotency-Key", "k".repeat(201)).body(PHONE).post(GAMES + "/" + id + "/decisions").then()
                .statusCode(400);
        given().get(GAMES + "/" + id).then().body("version", equalTo(0)).body("decisions.size()", equalTo(0));
        json().header("idempotency-key", UUID.randomUUID().toString()).body(PHONE).post(GAMES + "/" + id + "/decisions")
                .then().statusCode(201);
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void aDecisionSentAgainWithItsIdempotencyKeyIsRecordedOnce() {
        String id = newGame();
        String key = UUID.randomUUID().toString();
        for (int sent = 0; sent < 2; sent++) {
            json().header("Idempotency-Key", key).body(PHONE).post(GAMES + "/" + id + "/decisions").then()
                    .statusCode(201);
        }
        given().get(GAMES + "/" + id).then().body("decisions.size()", equalTo(1)).body("warnings.black", equalTo(1));
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
    void aDecisionSentAgainWithTheSameIfMatchFindsTheGameChangedAndIsRecordedOnce() {
        String id = newGame();
        json().header("If-Match", "\"0\"").body(PHONE).post(GAMES + "/" + id + "/decisions").then().statusCode(201);
        json().header("If-Match", "\"0\"").body(PHONE).post(GAMES + "/" + id + "/decisions").then().statusCode(409)
                .body("code", equalTo("version-conflict"));
        given().get(GAMES + "/" + id).then().body("decisions.size()", equalTo(1)).body("warnings.black", equalTo(1));
    }

    @Test
    @TestSecurity(user = "p-lee", roles = {Roles.PLAYER})
    void aPlayerCannotRuleOnAGame() {
        post("any/decisions", PHONE).statusCode(403).contentType(PROBLEM);
        json().body(PHONE).post(GAMES + "/any/decisions").then().statusCode(403); // the role before the retry safety
    }
}
