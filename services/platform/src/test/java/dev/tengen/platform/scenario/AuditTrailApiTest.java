package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.ChainBreak;
import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import dev.tengen.platform.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The federation audit trail of a small tournament: two players, one round on 9x9 under the Korean 2016 rules and
 * the Incheon 2013 code, where Black retakes a ko at once (void, a warning and the turn lost: Incheon 2013 art. 5.3)
 * and then resigns. The director plays it (first test); the auditor exports and verifies it with the verifier
 * {@code tengen audit verify} uses; the public and a player are refused.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AuditTrailApiTest {

    private static final String NDJSON = "application/x-ndjson";
    private static final String ZEROS = "0".repeat(64);
    private static final String ONE_ROUND = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 1,
             "pairingSystem": "round-robin"}""";

    /** Black D5, E6, E4 around E5; White G5, F6, F4 around F5; Black F5, White takes at E5 (see the scenario test). */
    private static final List<String> KO_OPENING = List.of("D5", "G5", "E6", "F6", "E4", "F4", "F5", "E5");

    private static TournamentDriver tournament;
    private static String lee;

    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.CHIEF_REFEREE, Roles.REFEREE})
    void theDirectorRunsATournamentWithAnIllegalKoRetake() {
        tournament = TournamentDriver.open("Audit Cup", ONE_ROUND);
        lee = tournament.register("Lee Sedol", "9p");
        tournament.register("Cho Hunhyun", "9p");
        String gameId = (String) tournament.pairAndPublish(1).get(0).get("gameId");
        TournamentDriver.play(gameId, KO_OPENING);
        json().body("{\"color\": \"black\", \"point\": \"F5\"}").post("/api/v1/games/" + gameId + "/moves")
                .then().statusCode(200);
        TournamentDriver.resignAndConfirm(gameId, "black");
        tournament.awaitResults(1);
    }

    private static Response export() {
        assertNotNull(tournament, "the first test plays the tournament");
        TournamentDriver.await("the ledger holds the result", () -> given().accept(NDJSON).get(tournament.path("/audit"))
                .asString().contains("\"type\":\"ResultRecorded\""));
        return given().accept(NDJSON).get(tournament.path("/audit"));
    }

    private static List<String> lines(String body) {
        return List.of(body.split("\n"));
    }

    static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    @Order(2)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theAuditorsExportIsAChainTheCommandLineVerifierAccepts() {
        Response response = export();
        response.then().statusCode(200).contentType(NDJSON);
        byte[] body = response.asByteArray();
        ChainVerdict.Holds holds = assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(body));
        assertEquals(response.header("X-Audit-Head"), holds.head());
        int events = json().get(tournament.path("/audit")).then().statusCode(200).extract().jsonPath().getList("$").size();
        assertEquals(events, holds.events(), "one line for each event of the JSON view");
        assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(body, response.header("X-Audit-Head")));
    }

    @Test
    @Order(3)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theFirstLineIsTheTournamentsCreationHashedAsDocumented() throws Exception {
        String first = lines(export().asString()).get(0);
        assertTrue(first.contains("\"prev\":\"" + ZEROS + "\""), first);
        assertTrue(first.contains("\"sequence\":1,"), first);
        assertTrue(first.contains("\"type\":\"TournamentCreated\""), first);
        // the line is canonical, so without its hash member it is exactly the text that was hashed
        int at = first.indexOf(",\"hash\":\"");
        String hash = first.substring(at + 9, at + 9 + 64);
        assertEquals(sha256(first.substring(0, at) + first.substring(at + 9 + 64 + 1)), hash);
    }

    @Test
    @Order(4)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void oneByteChangedInTheWarningIsNamedAtItsLine() {
        List<String> lines = new ArrayList<>(lines(export().asString()));
        int warning = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("\"type\":\"WarningIssued\"")) {
                warning = i;
            }
        }
        assertTrue(warning > 0, "the export holds the warning");
        lines.set(warning, lines.get(warning).replace("\"color\":\"BLACK\"", "\"color\":\"WHITE\""));
        byte[] spoiled = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        ChainVerdict.Broken broken = assertInstanceOf(ChainVerdict.Broken.class, ChainVerifier.verify(spoiled));
        assertEquals(warning + 1, broken.line());
        assertEquals(ChainBreak.ALTERED, broken.kind());
        assertTrue(broken.detail().contains("(WarningIssued)"), broken.detail());
    }

    @Test
    @Order(5)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theJsonViewStaysTheDefault() {
        json().get(tournament.path("/audit")).then().statusCode(200).contentType("application/json")
                .body("[0].type", equalTo("TournamentCreated"));
        given().get(tournament.path("/audit")).then().statusCode(200).contentType("application/json");
    }

    @Test
    void theAnonymousPublicIsAskedToSignIn() {
        given().accept(NDJSON).get("/api/v1/tournaments/any/audit")
                .then().statusCode(401).contentType("application/problem+json").body("code", equalTo("sign-in-required"));
        json().get("/api/v1/tournaments/any/audit").then().statusCode(401);
    }

    @Test
    @TestSecurity(user = "lee-sedol", roles = Roles.PLAYER)
    void aPlayerIsRefused() {
        given().accept(NDJSON).get("/api/v1/tournaments/any/audit")
                .then().statusCode(403).contentType("application/problem+json");
    }
}
