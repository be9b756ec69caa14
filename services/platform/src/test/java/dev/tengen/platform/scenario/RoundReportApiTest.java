package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

/** Incheon 2013 duties art. 3.8: each referee's sum-up report of a round, read by the Chief Referee. */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
class RoundReportApiTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";

    @Test
    void anAppointedRefereesReportReachesTheChiefReferee() {
        TournamentDriver tournament = TournamentDriver.open("Report Cup", ROUND_ROBIN);
        for (String name : new String[] {"Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan"}) {
            tournament.register(name, "9p");
        }
        tournament.pairAndPublish(1);
        String report = "{\"text\": \"Board 2: a phone rang, Black warned (art. 6.6).\"}";
        json().body(report).post(tournament.path("/rounds/1/reports")).then().statusCode(422)
                .body("code", equalTo("not-a-referee-here"));

        json().body("{\"personId\": \"director\", \"role\": \"referee\", \"name\": \"Han Jiwon\", \"nationality\": \"KR\"}")
                .post(tournament.path("/officials")).then().statusCode(200);
        json().body(report).post(tournament.path("/rounds/1/reports")).then().statusCode(201);
        json().body("{\"text\": \" \"}").post(tournament.path("/rounds/1/reports")).then().statusCode(400)
                .body("code", equalTo("report-blank"));
        json().body("{\"text\":").post(tournament.path("/rounds/1/reports")).then().statusCode(400);

        json().get(tournament.path("/rounds/1/reports")).then().statusCode(200)
                .body("name", contains("Han Jiwon"))
                .body("role", contains("referee"))
                .body("text", contains("Board 2: a phone rang, Black warned (art. 6.6)."));
        json().get("/api/v1/tournaments/no-such-tournament/rounds/1/reports").then().statusCode(404);
    }
}
