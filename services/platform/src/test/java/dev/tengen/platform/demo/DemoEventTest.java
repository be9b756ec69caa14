package dev.tengen.platform.demo;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * With {@code tengen.demo=true} the platform loads the demo event: 40 players, rounds 1 to 4 played with real-length
 * games, the dispute of round 1 ruled by the committee, and round 5 in progress with games still moving.
 */
@QuarkusTest
@TestProfile(DemoEventTest.Demo.class)
class DemoEventTest {

    public static class Demo implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tengen.demo", "true", "tengen.demo-move-interval", "PT0.2S");
        }
    }

    private static final String TOURNAMENT = "/api/v1/tournaments/" + DemoEvent.TOURNAMENT_ID;

    @Inject
    DemoEvent demo;

    @BeforeEach
    void demoLoaded() throws InterruptedException {
        long until = System.currentTimeMillis() + 600_000;
        while (!demo.done() && System.currentTimeMillis() < until) {
            Thread.sleep(500);
        }
        assertEquals(4, demo.roundsFinished(), "rounds played to the end by the demo loader");
    }

    @Test
    void roundsOneToFourHaveTwentyResultsEach() {
        for (int round = 1; round <= 4; round++) {
            given().accept("application/json").get(TOURNAMENT + "/rounds/" + round + "/pairings").then()
                    .statusCode(200).body("pairings", hasSize(20))
                    .body("pairings.findAll { it.result != null }", hasSize(20));
        }
    }

    @Test
    void gamesAreRealLength() {
        List<String> games = given().accept("application/json").get(TOURNAMENT + "/rounds/2/pairings").then()
                .extract().jsonPath().getList("pairings.gameId");
        long longGames = games.stream().filter(id -> given().accept("application/json").get("/api/v1/games/" + id)
                .then().extract().jsonPath().getList("moves").size() >= 150).count();
        assertTrue(longGames >= 10, "games of at least 150 moves in round 2: " + longGames);
    }

    @Test
    void roundFiveIsInProgressAndItsGamesMove() throws InterruptedException {
        given().accept("application/json").get(TOURNAMENT + "/rounds/5/pairings").then()
                .statusCode(200).body("pairings", hasSize(20))
                .body("pairings.findAll { it.result != null }.size()", greaterThan(9));
        List<String> inPlay = demo.gamesInPlay();
        assertFalse(inPlay.isEmpty(), "games of round 5 still in play");
        String game = inPlay.getFirst();
        int before = moves(game);
        long until = System.currentTimeMillis() + 20_000;
        while (moves(game) == before && System.currentTimeMillis() < until) {
            Thread.sleep(100);
        }
        assertTrue(moves(game) > before, "a game in play gained a move");
    }

    @Test
    void theAppealOfRoundOneIsRuledByTheCommittee() {
        given().accept("application/json").get("/api/v1/appeals/" + DemoEvent.APPEAL_ID).then()
                .statusCode(200).body("protestId", equalTo(DemoEvent.PROTEST_ID))
                .body(containsString("UPHOLD"));
    }

    @Test
    void standingsListFortyPlayers() {
        given().accept("application/json").get(TOURNAMENT + "/standings?afterRound=4").then()
                .statusCode(200).body("afterRound", equalTo(4)).body("rows", hasSize(40));
    }

    private static int moves(String gameId) {
        return given().accept("application/json").get("/api/v1/games/" + gameId).then().statusCode(200)
                .extract().jsonPath().getList("moves").size();
    }
}
