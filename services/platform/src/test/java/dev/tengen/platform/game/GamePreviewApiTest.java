package dev.tengen.platform.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a referee's screen asks before recording, under korean-2016 and the Incheon 2013 code (seed 000): a move's
 * consequence (art. 5.3: a ko retaken at once is a warning and the turn lost; art. 5.7: the second warning loses), a
 * decision's, the count for proposed dead stones, and the code's infractions. A preview records nothing.
 */
@QuarkusTest
@TestSecurity(user = "referee-han", roles = {Roles.ORGANIZER, Roles.REFEREE})
class GamePreviewApiTest {

    private static final String GAMES = "/api/v1/games";
    private static final String PROBLEM = "application/problem+json";

    /** A ko at D5/E5 on 9x9: Black's 9th move takes White's D5; White may not take back at once. */
    static final List<String> KO = List.of("D6", "E6", "C5", "F5", "D4", "E4", "B2", "D5", "E5");

    /**
     * Black walls column E, White column F, then White's B5 inside Black's area is answered by a pass: Black's
     * territory A-D (36), White's G, H, J (27) and komi 6.5 (Korean 2016 art. 8, 9 and 12).
     */
    static final List<String> WALLS = List.of("E1", "F1", "E2", "F2", "E3", "F3", "E4", "F4", "E5", "F5", "E6", "F6",
            "E7", "F7", "E8", "F8", "E9", "F9");

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    private static String newGame() {
        return json().body("{\"tournamentId\": \"t-preview\", \"round\": 1, \"board\": 1, \"black\": \"p-lee\","
                        + " \"white\": \"p-cho\", \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\","
                        + " \"boardSize\": 9, \"komi\": 6.5}")
                .post(GAMES).then().statusCode(201).extract().path("gameId");
    }

    private static void play(String id, List<String> points) {
        for (int i = 0; i < points.size(); i++) {
            post(id + "/moves", move(i % 2 == 0 ? "black" : "white", points.get(i))).statusCode(201);
        }
    }

    private static String move(String color, String point) {
        return "{\"color\": \"" + color + "\", \"point\": \"" + point + "\"}";
    }

    private static ValidatableResponse post(String path, String body) {
        return json().body(body).post(GAMES + "/" + path).then();
    }

    @Test
    void aKoRetakePreviewShowsTheWarningAndTheLostTurnAndRecordsNothing() {
        String id = newGame();
        play(id, KO);
        post(id + "/moves/preview", move("white", "D5")).statusCode(200)
                .body("events.type", equalTo(List.of("IllegalMoveRejected", "WarningIssued", "TurnLost")))
                .body("events[0].event.article", equalTo("Korean 2016 art. 7"))
                .body("events[0].event.sanctionArticle", equalTo("Incheon 2013 code art. 5.3"))
                .body("events[1].event.count", equalTo(1));
        given().get(GAMES + "/" + id).then().body("version", equalTo(KO.size())).body("warnings.white", equalTo(0));
    }

    @Test
    void aLegalMovePreviewShowsTheStoneAndItsCaptures() {
        String id = newGame();
        play(id, KO.subList(0, 8));
        post(id + "/moves/preview", move("black", "E5")).statusCode(200)
                .body("events.type", equalTo(List.of("MovePlayed")))
                .body("events[0].event.captured", equalTo(List.of("D5")));
    }

    @Test
    void aRecordedRetakeIsListedWithBothArticles() {
        String id = newGame();
        play(id, KO);
        post(id + "/moves", move("white", "D5")).statusCode(200);
        given().get(GAMES + "/" + id).then()
                .body("attempts[0].point", equalTo("D5"))
                .body("attempts[0].infraction", equalTo("ko-retaken"))
                .body("attempts[0].afterMoves", equalTo(KO.size()))
                .body("attempts[0].sanctionArticle", equalTo("Incheon 2013 code art. 5.3"));
    }

    @Test
    void aStoneOnAnOccupiedPointIsRefusedAsTheCommandWouldBe() {
        String id = newGame();
        play(id, KO.subList(0, 1));
        post(id + "/moves/preview", move("white", "D6")).statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("illegal-move"));
    }

    @Test
    void aPassOutOfTurnPreviewLosesTheGame() {
        String id = newGame();
        play(id, KO.subList(0, 1));
        post(id + "/passes/preview", "{\"color\": \"black\"}").statusCode(200)
                .body("events.type", hasItems("GameForfeited", "ResultProposed"))
                .body("events[1].event.article", equalTo("Incheon 2013 code art. 5.1.1"));
    }

    @Test
    void aDecisionPreviewNeedsTheChoiceTheCodeLeavesToTheReferee() {
        String id = newGame();
        post(id + "/decisions/preview", "{\"infraction\": \"distracting-opponent\", \"offender\": \"white\"}")
                .statusCode(422).body("code", equalTo("claim-refused")).body("detail", containsString("warning"));
        post(id + "/decisions/preview", "{\"infraction\": \"distracting-opponent\", \"offender\": \"white\","
                        + " \"choice\": \"loss\"}").statusCode(200)
                .body("events[0].type", equalTo("RefereeDecided"))
                .body("events[0].event.awaitsChiefReferee", equalTo(true))
                .body("events[0].event.rulings[0].article", equalTo("Incheon 2013 code art. 6.3"));
        given().get(GAMES + "/" + id).then().body("decisions.size()", equalTo(0));
    }

    @Test
    void theCountForProposedDeadStonesIsInTheRuleSetsTerms() {
        String id = newGame();
        play(id, WALLS);
        post(id + "/passes", "{\"color\": \"black\"}").statusCode(201);
        post(id + "/moves", move("white", "B5")).statusCode(201);
        post(id + "/passes", "{\"color\": \"black\"}").statusCode(201);
        post(id + "/passes", "{\"color\": \"white\"}").statusCode(201);
        post(id + "/dead-stones/preview", "{\"points\": [\"B5\"]}").statusCode(200)
                .body("counting", equalTo("territory"))
                .body("black.territory", equalTo(36))
                .body("black.prisoners", equalTo(1))
                .body("white.total", equalTo(33.5f))
                .body("result", equalTo("B+3.5"))
                .body("deadStones", equalTo(List.of("B5")))
                .body("ownership[4]", equalTo("BBBBBWWWW"));
        given().get(GAMES + "/" + id).then().body("deadStones.black", equalTo(null));
    }

    @Test
    void noCountWhilePlayGoesOn() {
        String id = newGame();
        post(id + "/dead-stones/preview", "{\"points\": []}").statusCode(422).body("code", equalTo("play-not-stopped"));
        post(id + "/dead-stones/preview", "{}").statusCode(400).body("field", equalTo("points"));
    }

    @Test
    void theCodesInfractionsAreListedWithSanctionsAndArticles() {
        String id = newGame();
        given().get(GAMES + "/" + id + "/infractions").then().statusCode(200)
                .body("competitionCode", equalTo("incheon-2013"))
                .body("warningsLose", equalTo(2))
                .body("infractions.infraction", hasItem("phone-rang"))
                .body("infractions.find { it.infraction == 'phone-rang' }.penalty", equalTo("warning-then-loss"))
                .body("infractions.find { it.infraction == 'moved-stones' }.choices",
                        equalTo(List.of("restore", "declare-valid", "draw", "replay", "both-lose")));
    }

    @Test
    @TestSecurity(user = "p-lee", roles = {Roles.PLAYER})
    void aPlayerCannotPreviewARefereesDecision() {
        post("any-game/decisions/preview", "{\"infraction\": \"phone-rang\", \"offender\": \"white\"}").statusCode(403);
    }
}
