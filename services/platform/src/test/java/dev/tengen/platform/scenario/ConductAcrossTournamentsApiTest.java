package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * A person's conduct across tournaments (issue 14, auditors: "per-player conduct (warnings, penalties, sanctions
 * across tournaments)"): Baek Hyunwoo, EGF 14100001, is warned for a ringing phone in two tournaments (registered the
 * second time without his id and written differently), then banned; a namesake with another EGF id plays a third.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConductAcrossTournamentsApiTest {

    private static final String ONE_ROUND = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 1,
             "pairingSystem": "round-robin"}""";
    private static final String CONDUCT = "/api/v1/conduct";

    private static TournamentDriver spring;
    private static TournamentDriver autumn;
    private static TournamentDriver namesakes;

    private static String register(TournamentDriver t, String name, String egf) {
        return json().body("{\"name\": \"" + name + "\", \"rank\": \"2d\", \"country\": \"KR\""
                        + (egf == null ? "" : ", \"memberships\": {\"egf\": \"" + egf + "\"}") + "}")
                .post(t.path("/players")).then().statusCode(201).extract().path("playerId");
    }

    /** One round, and the referee's decision on a ringing phone against {@code offender}'s colour. */
    private static void phoneRingsFor(TournamentDriver t, String offender) {
        Map<String, Object> board = t.pairAndPublish(1).getFirst();
        String colour = offender.equals(board.get("black")) ? "black" : "white";
        json().body("{\"infraction\": \"phone-rang\", \"offender\": \"" + colour + "\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/games/" + board.get("gameId") + "/decisions").then().statusCode(201);
    }

    /** The record asked for with these parameters, name and value pairs, each sent encoded once. */
    private static ValidatableResponse conduct(String... parameters) {
        var request = json();
        for (int i = 0; i < parameters.length; i += 2) {
            request = request.queryParam(parameters[i], parameters[i + 1]);
        }
        return request.get(CONDUCT).then();
    }

    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
    void baekIsWarnedInTwoTournamentsAndBanned() {
        spring = TournamentDriver.open("Conduct Spring Open", ONE_ROUND);
        String baek = register(spring, "Baek Hyunwoo", "14100001");
        register(spring, "Song Jiho", null);
        autumn = TournamentDriver.open("Conduct Autumn Open", ONE_ROUND);
        String baekAgain = register(autumn, "BAEK\u00a0 hyunwoo", null);
        register(autumn, "Moon Daeho", null);
        namesakes = TournamentDriver.open("Conduct Namesakes Cup", ONE_ROUND);
        String other = register(namesakes, "Baek Hyunwoo", "14100002");
        register(namesakes, "Ahn Sungjoon", null);
        phoneRingsFor(spring, baek);
        phoneRingsFor(autumn, baekAgain);
        phoneRingsFor(namesakes, other);
        json().body("{\"name\": \"Baek Hyunwoo\", \"country\": \"KR\", \"reason\": \"disqualified for disregarding a"
                + " ruling\", \"article\": \"Incheon 2013 arbitration art. 2.6\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/bans").then().statusCode(201);
    }

    @Test
    @Order(2)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theAuditorReadsBothTournamentsUnderTheNameAndTheIdButNotTheNamesake() {
        assertNotNull(autumn, "the first test runs the tournaments");
        TournamentDriver.await("both decisions in the logs", () -> conduct("name", "Baek Hyunwoo", "egf", "14100001")
                .extract().jsonPath().getList("entries.findAll { it.decision == 'referee-decision' }").size() == 2);
        conduct("name", "Baek Hyunwoo", "egf", "14100001").statusCode(200)
                .body("registrations.tournament", containsInAnyOrder("Conduct Spring Open", "Conduct Autumn Open"))
                .body("entries.tournament", everyItem(org.hamcrest.Matchers.oneOf("Conduct Spring Open", "Conduct Autumn Open")))
                .body("entries.find { it.decision == 'referee-decision' }.round", equalTo(1))
                .body("entries.find { it.decision == 'referee-decision' }.reason", equalTo("phone-rang"))
                .body("bans.article", hasItem("Incheon 2013 arbitration art. 2.6"));
    }

    @Test
    @Order(3)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theIdAloneFindsOnlyTheRegistrationThatCarriesIt() {
        conduct("egf", "14100001").statusCode(200)
                .body("registrations.tournament", containsInAnyOrder("Conduct Spring Open"))
                .body("bans", hasSize(1));
    }

    @Test
    @Order(4)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theNamesakesIdFindsTheNamesakeAlone() {
        conduct("name", "Baek Hyunwoo", "egf", "14100002").statusCode(200)
                .body("registrations.tournament", hasItem("Conduct Namesakes Cup"))
                .body("registrations.tournament", org.hamcrest.Matchers.not(hasItem("Conduct Spring Open")));
    }

    @Test
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void anUnknownPersonHasAnEmptyRecord() {
        conduct("name", "Nobody Known Here").statusCode(200)
                .body("registrations", empty()).body("entries", empty()).body("bans", empty());
    }

    @Test
    @TestSecurity(user = "organizer-kim", roles = Roles.ORGANIZER)
    void theOrganizerReadsIt() {
        conduct("name", "Nobody Known Here").statusCode(200);
    }

    @Test
    @TestSecurity(user = "referee-han", roles = {Roles.REFEREE, Roles.CHIEF_REFEREE, Roles.ARBITRATOR})
    void officialsOfTheGamesAreRefused() {
        conduct("name", "Baek Hyunwoo").statusCode(403);
    }

    @Test
    @TestSecurity(user = "player-baek", roles = Roles.PLAYER)
    void aPlayerIsRefused() {
        conduct("name", "Baek Hyunwoo").statusCode(403);
    }

    @Test
    void anonymousCallersMustSignIn() {
        given().accept("application/json").queryParam("name", "Baek Hyunwoo").get(CONDUCT).then().statusCode(401);
    }

    @Test
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void neitherNameNorIdIsRefusedNamingTheName() {
        conduct().statusCode(400).body("code", equalTo("field-missing")).body("field", equalTo("name"));
        conduct("name", "  ").statusCode(400).body("code", equalTo("field-missing"));
    }

    @Test
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aNameLongerThanAnyRegistrationIsRefused() {
        conduct("name", "a".repeat(1000)).statusCode(400).body("code", equalTo("field-invalid"))
                .body("field", equalTo("name"));
    }

    @Test
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aHugeQueryIsRefusedByTheServerBeforeAnyWork() {
        conduct("name", "a".repeat(100_000)).statusCode(414);
    }

    @Test
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aNameWithAControlCharacterIsRefused() {
        conduct("name", "Baek\u0000Hyunwoo").statusCode(400).body("code", equalTo("field-invalid")).body("field", equalTo("name"));
    }

    @Test
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aMalformedFederationIdIsRefusedNamingTheBody() {
        conduct("ffg", "12 34<script>").statusCode(400).body("code", equalTo("field-invalid")).body("field", equalTo("ffg"));
    }
}
