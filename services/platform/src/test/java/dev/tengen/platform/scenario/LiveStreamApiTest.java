package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.launch.SseClient;
import dev.tengen.platform.live.LiveFeed;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The live streams: a change applied by the read model reaches the stream of its tournament or game within a
 * moment, and the query endpoints show it once it has; the stream keeps an idle connection open with comments and
 * forgets a client that went away.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE})
class LiveStreamApiTest {

    private static final Duration MOMENT = Duration.ofSeconds(3);

    private static final String SWISS = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 2,
             "pairingSystem": "swiss", "placementCriteria": ["NBW", "SOS"]}""";
    private static final String TIMED_SWISS = SWISS.replace("}", ",\n \"timeControl\": {\"kind\": \"sudden-death\", \"basicTime\": \"PT1H\"}}");

    @TestHTTPResource("/")
    URI base;

    @Inject
    LiveFeed feed;

    @Test
    void aConfirmedResultReachesTheTournamentStreamAndTheStandingsShowIt() throws Exception {
        TournamentDriver tournament = TournamentDriver.open("Live Open", SWISS);
        tournament.register("Lee Sedol", "9p");
        tournament.register("Cho Hunhyun", "9p");
        Map<String, Object> game = tournament.pairAndPublish(1).getFirst();
        String gameId = (String) game.get("gameId");
        String black = (String) game.get("black");

        try (SseClient stream = follow("/api/v1/tournaments/" + tournament.id, "/standings")) {
            TournamentDriver.resignAndConfirm(gameId, "white");

            SseClient.Event standings = stream.await(MOMENT, e -> e.name().equals("standings"));
            JsonPath change = new JsonPath(standings.data());
            assertEquals(tournament.id, change.getString("tournamentId"));
            assertEquals(gameId, change.getString("gameId"));
            assertEquals(1, change.getInt("round"));
            assertEquals(1, change.getInt("board"));
            assertTrue(change.getLong("position") > 0, standings.data());
            // Black won by White's resignation: one win after round 1, placed first (NBW 1 against 0)
            JsonPath table = tournament.standings();
            assertEquals(1, table.getInt("afterRound"));
            assertEquals(black, table.getString("rows[0].playerId"));
            assertEquals(1.0, table.getDouble("rows[0].values[0]"));
        }
    }

    @Test
    void aMoveAndAPassReachTheGameStreamAndTheBoardShowsThem() throws Exception {
        String gameId = firstGame("Live Board Open", SWISS);

        try (SseClient stream = follow("/api/v1/games/" + gameId, "/record")) {
            json().body("{\"color\": \"black\", \"point\": \"E5\"}").post("/api/v1/games/" + gameId + "/moves")
                    .then().statusCode(201);
            JsonPath move = new JsonPath(stream.await(MOMENT, e -> e.name().equals("move")).data());
            assertEquals(List.of(1, "black", "E5", List.of()), List.of(move.getInt("number"), move.getString("color"),
                    move.getString("point"), move.getList("captured")));
            // E5 is the centre of a 9x9 board: row 5 from the top, column 5
            given().get("/api/v1/games/" + gameId + "/board").then().statusCode(200)
                    .body("moves", equalTo(1)).body("rows[4]", equalTo("....X....")).body("toMove", equalTo("white"));

            json().body("{\"color\": \"white\"}").post("/api/v1/games/" + gameId + "/passes").then().statusCode(201);
            JsonPath pass = new JsonPath(stream.await(MOMENT, e -> e.name().equals("pass")).data());
            assertEquals(List.of(2, "white"), List.of(pass.getInt("number"), pass.getString("color")));
        }
    }

    @Test
    void theClockStartingAndPausingReachTheGameStreamAsClockEvents() throws Exception {
        String gameId = firstGame("Live Clock Open", TIMED_SWISS);

        try (SseClient stream = follow("/api/v1/games/" + gameId, "/record")) {
            json().body("{}").post("/api/v1/games/" + gameId + "/clock/start").then().statusCode(200);
            JsonPath started = new JsonPath(stream.await(MOMENT, e -> e.name().equals("clock")).data());
            assertEquals(List.of(gameId, "ClockStarted"), List.of(started.getString("gameId"), started.getString("event")));

            json().body("{}").post("/api/v1/games/" + gameId + "/clock/pause").then().statusCode(200);
            JsonPath paused = new JsonPath(stream.await(MOMENT,
                    e -> e.name().equals("clock") && e.data().contains("ClockPaused")).data());
            assertTrue(paused.getLong("position") > started.getLong("position"), paused.prettify());
        }
    }

    @Test
    void anIdleStreamSendsHeartbeatCommentsAndForgetsAClientThatLeft() throws Exception {
        TournamentDriver tournament = TournamentDriver.open("Quiet Open", SWISS);
        SseClient stream = follow("/api/v1/tournaments/" + tournament.id, "/standings");
        assertEquals(1, feed.following(tournament.id));
        // the test profile beats every second (tengen.live-heartbeat)
        assertEquals("heartbeat", stream.await(MOMENT, e -> e.name().equals(":")).data());
        stream.close();
        TournamentDriver.await("the stream of a closed connection ended", () -> feed.following(tournament.id) == 0);
    }

    /** The game of round 1's only board in a new two-player tournament. */
    private static String firstGame(String name, String settings) {
        TournamentDriver tournament = TournamentDriver.open(name, settings);
        tournament.register("Shin Jinseo", "9p");
        tournament.register("Park Junghwan", "9p");
        return (String) tournament.pairAndPublish(1).getFirst().get("gameId");
    }

    /**
     * Opens the stream of {@code resource} once its read model knows it (a query under {@code readPath} answers):
     * the write side acknowledges before the projection has applied the event, and until then the id is unknown.
     */
    private SseClient follow(String resource, String readPath) throws java.io.IOException {
        TournamentDriver.await(resource + " in the read model", () -> given().get(resource + readPath).statusCode() == 200);
        return SseClient.open(base.resolve(resource + "/stream"));
    }

    @Test
    void aStreamOfAnUnknownTournamentOrGameIsA404Problem() {
        String nobody = UUID.randomUUID().toString();
        given().accept("text/event-stream").get("/api/v1/tournaments/" + nobody + "/stream")
                .then().statusCode(404).contentType("application/problem+json")
                .body("code", equalTo("tournament-not-found"));
        given().accept("text/event-stream").get("/api/v1/games/" + nobody + "/stream")
                .then().statusCode(404).contentType("application/problem+json")
                .body("code", equalTo("game-not-found"));
    }
}
