package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "Why this pairing" ({@code GET .../rounds/{n}/pairing/why}): a McMahon of four on 9x9, round 1 published with its
 * results, round 2 a draft. The director reads the criteria of a board of the draft and of a pair the draft does not
 * have (a rematch), and gets a problem for a pair that cannot be weighed.
 */
@QuarkusTest
@TestSecurity(user = "td-park", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
class PairingWhyApiTest {

    private static final String MCMAHON = """
            {"ruleSet": "korean-2016", "boardSize": 9, "rounds": 3, "pairingSystem": "mcmahon",
             "pairingParameters": {"bar": "9d", "floor": "30k"}}""";

    /** Four players of one rank, round 1 published and won by Black on both boards, round 2 paired. */
    private static TournamentDriver roundTwoDrafted(String name) {
        TournamentDriver t = TournamentDriver.open(name, MCMAHON);
        for (String player : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan")) {
            t.register(player, "3d");
        }
        t.pairAndPublish(1);
        for (int board = 1; board <= 2; board++) {
            json().body("{\"result\": \"B+R\"}").put(t.path("/rounds/1/boards/" + board + "/result")).then().statusCode(200);
        }
        t.awaitResults(1);
        json().post(t.path("/rounds/2/pairing")).then().statusCode(200);
        return t;
    }

    private static JsonPath why(TournamentDriver t, int round, String black, String white) {
        return json().queryParam("black", black).queryParam("white", white).get(t.path("/rounds/" + round + "/pairing/why"))
                .then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aBoardOfTheDraftIsExplainedCriterionByCriterion() {
        TournamentDriver t = roundTwoDrafted("Why Cup");
        Map<String, Object> board = t.round(2).getList("games", Map.class).getFirst();
        JsonPath why = why(t, 2, (String) board.get("black"), (String) board.get("white"));
        assertEquals("paired", why.getString("status"));
        assertEquals(board.get("board"), why.get("board"));
        assertEquals(List.of("avoid-rematch", "score-difference", "geography", "draw-up-down", "seeding", "colour-balance"),
                why.getList("components.criterion"));
        assertEquals(List.of(1, 2, 3, 4, 5, 6), why.getList("components.priority"));
        // the two winners of round 1 meet: same score, never met
        assertEquals(false, why.get("components[0].facts.metBefore"));
        assertEquals(why.getFloat("components[1].facts.scoreFirst"), why.getFloat("components[1].facts.scoreSecond"));
        long sum = why.getList("components.weight", Long.class).stream().mapToLong(Long::longValue).sum();
        assertEquals(why.getLong("weight"), sum, "the weight is the sum of its components");
    }

    @Test
    void aRematchTheDraftDoesNotHaveLosesTheRematchBonusAndNamesItsRound() {
        TournamentDriver t = roundTwoDrafted("Rematch Cup");
        Map<String, Object> first = t.round(1).getList("games", Map.class).getFirst();
        JsonPath why = why(t, 2, (String) first.get("black"), (String) first.get("white"));
        assertNull(why.get("board"), "the draft does not pair them");
        assertEquals(true, why.get("components[0].facts.metBefore"));
        assertEquals(List.of(1), why.getList("components[0].facts.metInRounds"));
        assertEquals(0L, why.getLong("components[0].weight"));
        assertEquals(1.0f, why.getFloat("components[1].facts.scoreFirst") - why.getFloat("components[1].facts.scoreSecond"),
                "the winner of the board against its loser");
    }

    @Test
    void aPublishedRoundIsExplainedAsItWasPaired() {
        TournamentDriver t = roundTwoDrafted("Published Why Cup");
        Map<String, Object> first = t.round(1).getList("games", Map.class).getFirst();
        JsonPath why = why(t, 1, (String) first.get("black"), (String) first.get("white"));
        assertEquals("published", why.getString("status"));
        assertEquals(false, why.get("components[0].facts.metBefore"), "round 1 is weighed before it was played");
    }

    @Test
    void unknownPlayersRoundsAndSelfPairsAreProblems() {
        TournamentDriver t = roundTwoDrafted("Problem Why Cup");
        String someone = t.round(2).getString("games[0].black");
        String path = t.path("/rounds/2/pairing/why");
        json().queryParam("black", someone).queryParam("white", "nobody").get(path).then().statusCode(404)
                .body("code", equalTo("player-not-found")).body("detail", containsString("nobody"));
        json().queryParam("black", someone).queryParam("white", someone).get(path).then().statusCode(422)
                .body("code", equalTo("pair-same-player")).body("field", equalTo("white"));
        json().queryParam("black", someone).get(path).then().statusCode(400)
                .body("code", equalTo("field-invalid")).body("field", equalTo("white"));
        json().queryParam("black", someone).queryParam("white", t.round(2).getString("games[0].white"))
                .get(t.path("/rounds/3/pairing/why")).then().statusCode(404).body("code", equalTo("round-not-found"));
    }

    @Test
    void aRoundRobinDrawsWithoutWeightsAndSaysSo() {
        TournamentDriver t = TournamentDriver.open("Berger Why Cup", """
                {"ruleSet": "korean-2016", "boardSize": 9, "rounds": 3, "pairingSystem": "round-robin"}""");
        for (String player : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan")) {
            t.register(player, "9p");
        }
        json().post(t.path("/rounds/1/pairing")).then().statusCode(200);
        JsonPath round = t.round(1);
        json().queryParam("black", round.getString("games[0].black")).queryParam("white", round.getString("games[0].white"))
                .get(t.path("/rounds/1/pairing/why")).then().statusCode(422).body("code", equalTo("pair-not-weighed"))
                .body("detail", containsString("without weighing"));
    }

    @Test
    @TestSecurity(user = "someone", roles = {Roles.PLAYER})
    void aPlayerDoesNotReadWhy() {
        json().queryParam("black", "a").queryParam("white", "b").get("/api/v1/tournaments/any/rounds/1/pairing/why")
                .then().statusCode(403);
    }
}
