package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import dev.tengen.platform.arbitration.FiledAppeals;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Incheon 2013 arbitration art. 2.2: the Arbitration Committee has three members, from Korea, China and Japan respectively, one of
 * them the liaison; an incomplete committee neither meets nor rules.
 */
@QuarkusTest
class CommitteeMakeUpApiTest {

    private static final String PROBLEM = "application/problem+json";
    private static final String SETTINGS = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";
    private static final String OVERRULE = """
            {"membersPresent": ["arb-kim", "arb-wang"],
             "votes": [{"member": "arb-kim", "decision": "overrule"}, {"member": "arb-wang", "decision": "overrule"}],
             "reasons": "The players had agreed the stones live."}""";

    private static void appoint(TournamentDriver tournament, String personId, String role, String nationality,
            int status) {
        json().body("{\"personId\": \"" + personId + "\", \"role\": \"" + role + "\", \"name\": \"" + personId
                        + "\", \"nationality\": \"" + nationality + "\"}")
                .post(tournament.path("/officials")).then().statusCode(status);
    }

    /** A valid appeal in {@code tournament}, filed now. */
    private static String appeal(TournamentDriver tournament) {
        return FiledAppeals.filed(tournament.id, tournament.id + "-r1-b1", Instant.now().minusSeconds(60));
    }

    @Test
    // a member posts the ruling: a Technical Delegate who is not on the committee does not rule for it
    @TestSecurity(user = "arb-kim", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.PLAYER})
    void theCommitteeIsMadeUpAsConfiguredAndRulesOnlyWhenComplete() {
        TournamentDriver tournament = TournamentDriver.open("Jury Make-up Cup", SETTINGS);
        // An event that never set its make-up: three members of any nationality.
        json().get(tournament.path("/committee")).then().statusCode(200)
                .body("size", equalTo(3)).body("nationalities", hasSize(0)).body("complete", equalTo(false));

        json().body("{\"nationalities\": [\"kor\", \"CHN\", \"JPN\"]}").put(tournament.path("/committee-make-up"))
                .then().statusCode(200);
        json().get(tournament.path("/committee")).then().statusCode(200)
                .body("size", equalTo(3)).body("nationalities", equalTo(List.of("KOR", "CHN", "JPN")));

        appoint(tournament, "arb-kim", "arbitrator", "KOR", 200);
        json().body("{\"personId\": \"arb-smith\", \"role\": \"arbitrator\", \"name\": \"Smith\", \"nationality\": \"USA\"}")
                .post(tournament.path("/officials")).then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("committee-nationality-not-allowed")).body("field", equalTo("nationality"))
                .body("detail", containsString("Incheon 2013 arbitration art. 2.2"));
        appoint(tournament, "arb-lee", "arbitrator", "KOR", 422);
        appoint(tournament, "arb-wang", "arbitrator", "CHN", 200);

        String appeal = appeal(tournament);
        json().body(OVERRULE).post("/api/v1/appeals/" + appeal + "/ruling").then().statusCode(422)
                .contentType(PROBLEM).body("code", equalTo("committee-incomplete"))
                .body("article", equalTo("Incheon 2013 arbitration art. 2.2"))
                .body("detail", containsString("1 more member, one of them the liaison"));
        json().get("/api/v1/appeals/" + appeal).then().body("status", equalTo("pending"));

        appoint(tournament, "arb-tanaka", "arbitration-liaison", "JPN", 200);
        json().get(tournament.path("/committee")).then().body("complete", equalTo(true)).body("members", hasSize(3));
        json().body("{\"personId\": \"arb-cho\", \"role\": \"arbitrator\", \"name\": \"Cho\", \"nationality\": \"KOR\"}")
                .post(tournament.path("/officials")).then().statusCode(422).body("code", equalTo("committee-full"));
        json().body("{\"size\": 2}").put(tournament.path("/committee-make-up")).then().statusCode(422)
                .body("code", equalTo("committee-make-up-unmet"));

        json().body(OVERRULE).post("/api/v1/appeals/" + appeal + "/ruling").then().statusCode(200);
    }

    @Test
    @TestSecurity(user = "arb-kim", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.PLAYER,
            Roles.ARBITRATOR})
    void anIncompleteCommitteeDoesNotMeet() {
        TournamentDriver tournament = TournamentDriver.open("Jury Meeting Cup", SETTINGS);
        appoint(tournament, "arb-kim", "arbitrator", "KR", 200);
        appoint(tournament, "arb-wang", "arbitration-liaison", "CN", 200);
        json().body("{\"membersPresent\": [\"arb-kim\", \"arb-wang\"]}")
                .post("/api/v1/appeals/" + appeal(tournament) + "/meeting").then().statusCode(422)
                .contentType(PROBLEM).body("code", equalTo("committee-incomplete"))
                .body("detail", containsString("needs 1 more member"));
    }
}
