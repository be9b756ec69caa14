package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.platform.RetryKey;
import dev.tengen.platform.arbitration.FiledAppeals;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The docket: a tournament's protests and appeals with the deadline running for each, from the protest to the
 * committee's ruling (Incheon 2013 arbitration art. 1.2: 15 minutes to appeal; art. 3.2: half an hour to rule).
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class DocketApiTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";

    private static TournamentDriver roundOne(String name) {
        TournamentDriver tournament = TournamentDriver.open(name, ROUND_ROBIN);
        for (String player : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan")) {
            tournament.register(player, "9p");
        }
        tournament.pairAndPublish(1);
        return tournament;
    }

    private static JsonPath docket(TournamentDriver tournament) {
        return json().get(tournament.path("/docket")).then().statusCode(200).extract().jsonPath();
    }

    /** The docket once it shows its first matter at {@code status}: it is a projection, which follows the write. */
    private static JsonPath docketAt(TournamentDriver tournament, String status) {
        JsonPath[] seen = new JsonPath[1];
        TournamentDriver.await("the docket at " + status,
                () -> status.equals((seen[0] = docket(tournament)).getString("[0].status")));
        return seen[0];
    }

    @Test
    void aProtestAwaitsItsDecisionThenTheFilingWindowRuns() {
        TournamentDriver tournament = roundOne("Docket Cup");
        String gameId = (String) tournament.round(1).getList("games", Map.class).getFirst().get("gameId");
        String protest = json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": 1, "complainant": "Lee Sedol",
                 "judgment": "A warning for a ko retake"}""".formatted(tournament.id, gameId))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        JsonPath filed = docketAt(tournament, "protest-filed");
        assertEquals(null, filed.getString("[0].deadline"));

        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
        JsonPath decided = docketAt(tournament, "protest-decided");
        Instant decidedAt = Instant.parse(decided.getString("[0].decidedAt"));
        assertEquals(decidedAt.truncatedTo(ChronoUnit.MINUTES).plus(16, ChronoUnit.MINUTES),
                Instant.parse(decided.getString("[0].deadline")));
        assertEquals("Incheon 2013 arbitration art. 1.2", decided.getString("[0].deadlineArticle"));
    }

    @Test
    void anAppealShowsTheHalfHourForItsRulingAndThenTheRuling() {
        TournamentDriver tournament = roundOne("Committee Docket Cup");
        String gameId = (String) tournament.round(1).getList("games", Map.class).getFirst().get("gameId");
        String appeal = FiledAppeals.filed(tournament.id, gameId, Instant.now());
        JsonPath filed = docketAt(tournament, "appeal-filed");
        assertEquals(appeal, filed.getString("[0].appealId"));
        assertEquals("Incheon 2013 arbitration art. 3.2", filed.getString("[0].deadlineArticle"));
        Instant appealed = Instant.parse(filed.getString("[0].appealedAt"));
        assertEquals(appealed.plus(30, ChronoUnit.MINUTES).truncatedTo(ChronoUnit.MINUTES),
                Instant.parse(filed.getString("[0].deadline")).truncatedTo(ChronoUnit.MINUTES));
    }

    @Test
    void anotherTournamentsDocketIsEmpty() {
        TournamentDriver tournament = roundOne("Quiet Cup");
        json().get(tournament.path("/docket")).then().statusCode(200).body("$", hasSize(0));
        json().get("/api/v1/tournaments/no-such-tournament/docket").then().statusCode(404)
                .body("code", equalTo("tournament-not-found"));
    }

    @Test
    @TestSecurity(user = "lee", roles = Roles.PLAYER)
    void aPlayerDoesNotReadTheDocket() {
        json().get("/api/v1/tournaments/any/docket").then().statusCode(403).body("status", equalTo(403))
                .body("deadline", nullValue());
    }
}
