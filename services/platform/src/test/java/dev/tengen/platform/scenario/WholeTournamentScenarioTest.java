package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import dev.tengen.standing.Crosstable;
import dev.tengen.standing.EgfCriteria;
import dev.tengen.standing.Entrant;
import dev.tengen.standing.Place;
import dev.tengen.standing.Placement;
import dev.tengen.standing.Scoring;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A whole small tournament through the API, as on the day: six players registered, three Swiss rounds on 9x9 under
 * the Korean 2016 rules and the Incheon 2013 code, each round paired, published, its games played move by move
 * (one with an illegal ko retake), resigned or counted, confirmed by both players and the referee; one player arrives
 * late within the limit and loses twice the lateness off the clock, another arrives beyond it and forfeits; then the
 * public standings are compared with the engine's own computation from the same results.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE})
class WholeTournamentScenarioTest {

    private static final String SWISS = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "swiss", "placementCriteria": ["NBW", "SOS", "SOSOS"],
             "timeControl": {"kind": "byoyomi", "basicTime": "PT1H", "periods": 3, "period": "PT30S"}}""";

    /**
     * A ko in the middle of a 9x9 board: Black D5, E6, E4 around E5; White G5, F6, F4 around F5. Black plays into
     * F5, White takes it at E5, and Black's retake at F5 at once is the illegal ko retake (Korean 2016 art. 7).
     */
    private static final List<String> KO_OPENING = List.of("D5", "G5", "E6", "F6", "E4", "F4", "F5", "E5");

    @Test
    void aSwissTournamentPlayedThroughTheApiEndsWithTheEnginesStandings() {
        TournamentDriver tournament = TournamentDriver.open("Scenario Open", SWISS);
        String[][] field = {{"Lee Sedol", "9p"}, {"Cho Hunhyun", "9p"}, {"Kim Jiseok", "8p"}, {"Park Junghwan", "9p"},
                {"Shin Jinseo", "9p"}, {"Choi Jeong", "7p"}};
        for (String[] player : field) {
            tournament.register(player[0], player[1]);
        }

        for (int round = 1; round <= 3; round++) {
            List<Map<String, Object>> games = tournament.pairAndPublish(round);
            assertEquals(3, games.size(), "six players make three boards");
            for (Map<String, Object> game : games) {
                String gameId = (String) game.get("gameId");
                int board = (Integer) game.get("board");
                if (round == 1 && board == 1) {
                    playTheKoAndTheIllegalRetake(gameId);
                } else if (round == 2 && board == 1) {
                    whiteArrivesTenMinutesLate(gameId);
                    play(gameId, List.of("E5", "C3"));
                    TournamentDriver.resignAndConfirm(gameId, "black");
                } else if (round == 3 && board == 2) {
                    whiteArrivesSixteenMinutesLateAndForfeits(gameId);
                } else {
                    play(gameId, List.of("E5", "C3"));
                    // round and board decide who resigns, so the table is not a foregone order
                    TournamentDriver.resignAndConfirm(gameId, (round + board) % 2 == 0 ? "white" : "black");
                }
            }
            tournament.awaitResults(round);
        }

        assertStandingsAreTheEngines(tournament, 3);
        given().accept("text/html").get("/t/" + tournament.id + "/standings").then().statusCode(200)
                .body(containsString("Lee Sedol")).body(containsString("SOS"));
    }

    private static void playTheKoAndTheIllegalRetake(String gameId) {
        play(gameId, KO_OPENING);
        List<String> before = json().get("/api/v1/games/" + gameId).then().extract().jsonPath().getList("position");
        JsonPath retake = json().body("{\"color\": \"black\", \"point\": \"F5\"}")
                .post("/api/v1/games/" + gameId + "/moves").then().statusCode(200).extract().jsonPath();
        assertTrue(retake.getList("events.type").contains("IllegalMoveRejected"), retake.prettify());
        // Incheon 2013 code art. 5.3: the retake is void, Black is warned and loses the turn
        json().get("/api/v1/games/" + gameId).then().statusCode(200)
                .body("position", equalTo(before))
                .body("warnings.black", equalTo(1))
                .body("toMove", equalTo("white"));
        // Black was the one to break the ko rule and resigns
        TournamentDriver.resignAndConfirm(gameId, "black");
    }

    /**
     * The referee started the clock at the scheduled start, twenty minutes ago; White arrives ten minutes after it.
     * Incheon 2013 code art. 2.2: twice the lateness, twenty minutes, comes off White's hour; Black is to move, so
     * White's own clock has not run and all twenty are charged at once.
     */
    private static void whiteArrivesTenMinutesLate(String gameId) {
        Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(20, ChronoUnit.MINUTES);
        json().body("{\"at\": \"" + start + "\"}").post("/api/v1/games/" + gameId + "/clock/start")
                .then().statusCode(200);
        json().body("{\"color\": \"white\", \"at\": \"" + start.plus(10, ChronoUnit.MINUTES) + "\"}")
                .post("/api/v1/games/" + gameId + "/arrivals").then().statusCode(200);
        json().get("/api/v1/games/" + gameId).then().statusCode(200)
                .body("clock.running", equalTo("black"))
                .body("clock.whiteArrival.lateness", equalTo("PT10M"))
                .body("clock.white.basicTimeLeft", equalTo("PT40M"))
                .body("clock.white.periodsLeft", equalTo(3));
    }

    /** Incheon 2013 code art. 2.2: more than fifteen minutes late loses; no stone was played, so by forfeit. */
    private static void whiteArrivesSixteenMinutesLateAndForfeits(String gameId) {
        Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(20, ChronoUnit.MINUTES);
        json().body("{\"at\": \"" + start + "\"}").post("/api/v1/games/" + gameId + "/clock/start")
                .then().statusCode(200);
        json().body("{\"color\": \"white\", \"at\": \"" + start.plus(16, ChronoUnit.MINUTES) + "\"}")
                .post("/api/v1/games/" + gameId + "/arrivals").then().statusCode(200);
        json().get("/api/v1/games/" + gameId).then().statusCode(200)
                .body("result.result", equalTo("B+F"))
                .body("result.byForfeit", equalTo(true))
                .body("result.reason", containsString("Incheon 2013 code art. 2.2.2"));
        TournamentDriver.confirm(gameId, "B+F");
    }

    /** Plays {@code points} alternately from Black, each answered 201. */
    private static void play(String gameId, List<String> points) {
        for (int i = 0; i < points.size(); i++) {
            json().body("{\"color\": \"" + (i % 2 == 0 ? "black" : "white") + "\", \"point\": \"" + points.get(i) + "\"}")
                    .post("/api/v1/games/" + gameId + "/moves").then().statusCode(201);
        }
    }

    /** The public standings list the players in the order, and with the values, the engine gives the same results. */
    private static void assertStandingsAreTheEngines(TournamentDriver tournament, int rounds) {
        List<GameRecord> games = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (Map<String, Object> game : tournament.round(round).<Map<String, Object>>getList("games")) {
                games.add(new GameRecord(round, (Integer) game.get("board"), (String) game.get("black"),
                        (String) game.get("white"), 0, Outcome.valueOf((String) game.get("outcome")),
                        Boolean.TRUE.equals(game.get("byForfeit"))));
            }
        }
        List<Entrant> entrants = games.stream().flatMap(g -> Stream.of(g.black(), g.white()))
                .distinct().map(Entrant::of).toList();
        // the platform places as OpenGotha does: a game lost by forfeit puts its real opponent in SOS
        Crosstable table = Crosstable.of(entrants, games, List.of(),
                Scoring.EGF.withOpponentsMet(Scoring.OpponentsMet.PAIRED), rounds);
        List<Place> expected = Placement.of("NBW, SOS, SOSOS", EgfCriteria.NBW, EgfCriteria.SOS, EgfCriteria.SOSOS)
                .rank(table).places();

        List<Map<String, Object>> rows = tournament.standings().getList("rows");
        assertEquals(expected.size(), rows.size());
        for (int i = 0; i < expected.size(); i++) {
            Place place = expected.get(i);
            Map<String, Object> row = rows.get(i);
            assertEquals(place.place(), row.get("place"), "place of line " + (i + 1));
            List<Double> values = ((List<?>) row.get("values")).stream().map(v -> ((Number) v).doubleValue()).toList();
            assertEquals(place.values(), values, "values of line " + (i + 1));
            if (!place.shared()) {
                assertEquals(place.entrant(), row.get("playerId"), "player of line " + (i + 1));
            }
        }
    }
}
