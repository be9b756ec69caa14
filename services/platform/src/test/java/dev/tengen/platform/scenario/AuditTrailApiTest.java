package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.ChainBreak;
import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
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
 * the Incheon 2013 code, where Black retakes a ko at once (void, a warning and the turn lost: Incheon 2013 code art. 5.3)
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
    private static String cho;
    /** While the game is played: the protest of the later test is made then (Incheon 2013 code art. 4.3). */
    private static java.time.Instant duringTheGame;

    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.CHIEF_REFEREE, Roles.REFEREE})
    void theDirectorRunsATournamentWithARingingPhoneAndAnIllegalKoRetake() {
        tournament = TournamentDriver.open("Audit Cup", ONE_ROUND);
        lee = tournament.register("Lee Sedol", "9p");
        cho = tournament.register("Cho Hunhyun", "8p");
        String gameId = (String) tournament.pairAndPublish(1).get(0).get("gameId");
        json().body("{\"infraction\": \"phone-rang\", \"offender\": \"white\", \"note\": \"before the first move\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/games/" + gameId + "/decisions").then().statusCode(201);
        TournamentDriver.play(gameId, KO_OPENING);
        duringTheGame = java.time.Instant.now();
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
    @Order(6)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theDecisionsAreThePhoneWarningAndTheWarningAndLostTurnOfTheKoRetake() {
        export();
        String black = black();
        String white = other(black);
        JsonPath decisions = json().get(tournament.path("/audit/decisions")).then().statusCode(200).extract().jsonPath();
        List<String> kinds = decisions.getList("decision");
        assertEquals(4, kinds.size(), kinds.toString());
        assertEquals(java.util.Set.of("referee-decision", "warning"), java.util.Set.copyOf(kinds.subList(0, 2)));
        assertEquals(List.of("warning", "turn-lost"), kinds.subList(2, 4));
        // Incheon 2013 code art. 6.6: a first ringing phone is a warning
        assertEquals("Incheon 2013 code art. 6.6", decisions.getString("find { it.decision == 'referee-decision' }.article"));
        assertEquals(white, decisions.getString("find { it.decision == 'referee-decision' }.player"));
        assertEquals("phone-rang: before the first move", decisions.getString("find { it.decision == 'referee-decision' }.reason"));
        // Incheon 2013 code art. 5.3: the retake is void, the player is warned and loses the turn; eight moves were
        // played, so the lost turn is move 9 of the record
        List<Map<String, Object>> blacks = decisions.getList("findAll { it.player == '" + black + "' }");
        assertEquals(List.of("warning", "turn-lost"), blacks.stream().map(d -> d.get("decision")).toList());
        assertEquals("Incheon 2013 code art. 5.3", blacks.get(0).get("article"));
        assertEquals(name(black) + " is warned: warning 1 in this game", blacks.get(0).get("consequence"));
        assertEquals(name(black) + " loses the turn: move 9 of the record is a pass", blacks.get(1).get("consequence"));
        // the same, as facts a console says in the reader's language: the colour, the warning's number, the move
        assertEquals(Map.of("color", "BLACK", "count", 1), blacks.get(0).get("facts"));
        assertEquals(Map.of("color", "BLACK", "move", 9), blacks.get(1).get("facts"));
        assertEquals(List.of(1, 1), blacks.stream().map(d -> d.get("round")).toList());
        assertEquals(List.of(1, 1), blacks.stream().map(d -> d.get("board")).toList());
        assertEquals(List.of("director", "director"), blacks.stream().map(d -> d.get("by")).toList());
    }

    @Test
    @Order(7)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void eachPlayerHasTheWarningsAndSanctionsRecordedAgainstHim() {
        export();
        String black = black();
        JsonPath players = json().get(tournament.path("/audit/players")).then().statusCode(200).extract().jsonPath();
        Map<String, Object> offender = players.getMap("find { it.playerId == '" + black + "' }");
        assertEquals(1, offender.get("warnings"));
        assertEquals(0, offender.get("penalties"));
        assertEquals(List.of("round 1, board 1: warning: " + players.getString("find { it.playerId == '" + black
                + "' }.decisions[0].reason") + " (Incheon 2013 code art. 5.3)"), offender.get("sanctions"));
        assertEquals(2, ((List<?>) offender.get("decisions")).size());
        Map<String, Object> phone = players.getMap("find { it.playerId != '" + black + "' }");
        assertEquals(1, phone.get("warnings"));
        assertEquals(0, phone.get("penalties"));
        assertEquals(2, ((List<?>) phone.get("decisions")).size(), "the referee's decision and its warning");
    }

    @Test
    @Order(8)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theDuanReportScoresCho8pAgainstA9p() {
        export();
        // Chinese 2002 appendix 7 Table 4, one Duan difference, the lower player: win 95, loss 35. Black resigned.
        int expected = cho.equals(black()) ? 35 : 95;
        json().get(tournament.path("/audit/duan")).then().statusCode(200)
                .body("name", equalTo("Audit Cup"))
                .body("players.find { it.playerId == '" + cho + "' }.duan.points", contains(expected))
                .body("players.find { it.playerId == '" + cho + "' }.duan.total", equalTo(expected))
                .body("players.find { it.playerId == '" + cho + "' }.duan.promotedTo", nullValue());
    }

    @Test
    @Order(9)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theViewsOfAnUnknownTournamentAre404() {
        for (String view : new String[] {"/audit/decisions", "/audit/players", "/audit/duan"}) {
            json().get("/api/v1/tournaments/no-such" + view).then().statusCode(404)
                    .body("code", equalTo("tournament-not-found"));
        }
    }

    @Test
    @Order(10)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.CHIEF_REFEREE, Roles.REFEREE, Roles.ARBITRATOR})
    void theLoserProtestsAppealsAndTheCommitteeOverrulesTheReferees() {
        assertNotNull(tournament, "the first test plays the tournament");
        String gameId = (String) tournament.round(1).getList("games", Map.class).get(0).get("gameId");
        tournament.appealOverruled(gameId, "Black", "White", "The retake at F5 was ruled an illegal ko retake",
                duringTheGame, "White's stone had been captured twice.", "no-result", "Void",
                "The position had changed in between.");
        tournament.awaitResult(1, 1, "Void");
    }

    @Test
    @Order(11)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theProtestTheAppealTheRulingAndTheCorrectedResultAreDecisionsAndTheChainStillHolds() {
        TournamentDriver.await("the ledger holds the corrected result", () -> json().get(tournament.path("/audit/decisions"))
                .jsonPath().getList("decision").contains("result-corrected"));
        JsonPath decisions = json().get(tournament.path("/audit/decisions")).then().statusCode(200).extract().jsonPath();
        List<String> kinds = decisions.getList("decision");
        assertEquals(List.of("protest", "protest-decision", "appeal", "ruling"), kinds.subList(4, 8));
        assertTrue(kinds.containsAll(List.of("deposit-refunded", "result-changed-by-ruling", "result-corrected")), kinds.toString());
        assertEquals("Incheon 2013 arbitration art. 1.1", decisions.getString("find { it.decision == 'protest' }.article"));
        assertEquals("The committee overrules the referees' decision; the result becomes Void",
                decisions.getString("find { it.decision == 'ruling' }.consequence"));
        assertEquals("Round 1, board 1: W+R becomes Void", decisions.getString("find { it.decision == 'result-corrected' }.consequence"));
        assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(given().accept(NDJSON).get(tournament.path("/audit")).asByteArray()));
    }

    private static String black() {
        return (String) tournament.round(1).getList("games", Map.class).get(0).get("black");
    }

    private static String other(String playerId) {
        return playerId.equals(lee) ? cho : lee;
    }

    private static String name(String playerId) {
        return playerId.equals(lee) ? "Lee Sedol" : "Cho Hunhyun";
    }

    @Test
    void theAnonymousPublicIsAskedToSignIn() {
        given().accept(NDJSON).get("/api/v1/tournaments/any/audit")
                .then().statusCode(401).contentType("application/problem+json").body("code", equalTo("sign-in-required"));
        json().get("/api/v1/tournaments/any/audit").then().statusCode(401);
        json().get("/api/v1/tournaments/any/audit/decisions").then().statusCode(401);
    }

    @Test
    @TestSecurity(user = "lee-sedol", roles = Roles.PLAYER)
    void aPlayerIsRefused() {
        given().accept(NDJSON).get("/api/v1/tournaments/any/audit")
                .then().statusCode(403).contentType("application/problem+json");
        json().get("/api/v1/tournaments/any/audit/decisions").then().statusCode(403);
        json().get("/api/v1/tournaments/any/audit/players").then().statusCode(403);
        json().get("/api/v1/tournaments/any/audit/duan").then().statusCode(403);
    }
}
