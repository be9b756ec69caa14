package dev.tengen.platform.demo;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** With {@code tengen.demo=true} the platform loads the demo event: 40 players, 5 rounds with results, one appeal. */
@QuarkusTest
@TestProfile(DemoEventTest.Demo.class)
class DemoEventTest {

    public static class Demo implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tengen.demo", "true");
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
        assertEquals(5, demo.roundsPlayed(), "rounds played by the demo loader");
    }

    @Test
    void everyRoundOfTheFiveHasTwentyResults() {
        for (int round = 1; round <= 5; round++) {
            eventually(round);
        }
    }

    private static void eventually(int round) {
        long until = System.currentTimeMillis() + 30_000;
        while (true) {
            try {
                given().accept("application/json").get(TOURNAMENT + "/rounds/" + round + "/pairings").then()
                        .statusCode(200).body("pairings", hasSize(20))
                        .body("pairings.findAll { it.result != null }", hasSize(20));
                return;
            } catch (AssertionError notYet) {
                if (System.currentTimeMillis() > until) {
                    throw notYet;
                }
            }
        }
    }

    @Test
    void standingsListFortyPlayersAfterRoundFive() {
        eventually(5);
        given().accept("application/json").get(TOURNAMENT + "/standings").then()
                .statusCode(200).body("afterRound", equalTo(5)).body("rows", hasSize(40));
    }

    @Test
    void oneAppealIsFiled() {
        given().accept("application/json").get("/api/v1/appeals/" + DemoEvent.APPEAL_ID).then()
                .statusCode(200).body("protestId", equalTo(DemoEvent.PROTEST_ID));
    }
}
