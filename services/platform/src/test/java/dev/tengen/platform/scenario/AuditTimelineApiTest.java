package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.AuditEvent;
import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import dev.tengen.platform.security.Account;
import dev.tengen.platform.security.AccountFile;
import dev.tengen.platform.security.ConsoleGuard;
import dev.tengen.platform.security.PasswordHash;
import dev.tengen.service.web.security.Roles;
import dev.tengen.platform.security.SessionCookie;
import dev.tengen.platform.security.SessionStore;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The auditor's screens through the API: the timeline filtered by game, player, kind and time a page at a time, and
 * an export verified by the platform with the verifier of {@code tengen audit verify}, storing nothing.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AuditTimelineApiTest {

    private static final String NDJSON = "application/x-ndjson";
    private static final String ONE_ROUND = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 1,
             "pairingSystem": "round-robin"}""";
    /** Black D5, E6, E4 around E5; White G5, F6, F4 around F5; Black F5, White takes at E5 (AuditTrailApiTest). */
    private static final List<String> KO_OPENING = List.of("D5", "G5", "E6", "F6", "E4", "F4", "F5", "E5");

    private static TournamentDriver tournament;
    private static String gameId;

    @TestHTTPResource("/")
    URI base;

    @Inject
    SessionStore sessions;

    @Inject
    AccountFile accounts;


    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.CHIEF_REFEREE, Roles.REFEREE})
    void theDirectorPlaysAGameWithAnIllegalKoRetake() {
        tournament = TournamentDriver.open("Timeline Cup", ONE_ROUND);
        tournament.register("Lee Sedol", "9p");
        tournament.register("Cho Hunhyun", "8p");
        gameId = (String) tournament.pairAndPublish(1).get(0).get("gameId");
        TournamentDriver.play(gameId, KO_OPENING);
        json().body("{\"color\": \"black\", \"point\": \"F5\"}").post("/api/v1/games/" + gameId + "/moves")
                .then().statusCode(200);
        TournamentDriver.resignAndConfirm(gameId, "black");
        tournament.awaitResults(1);
    }

    private static JsonPath timeline(String query) {
        assertNotNull(tournament, "the first test plays the tournament");
        TournamentDriver.await("the ledger holds the result", () -> given().get(tournament.path("/audit/timeline?kind=ResultRecorded"))
                .jsonPath().getInt("total") == 1);
        return json().get(tournament.path("/audit/timeline" + query)).then().statusCode(200).extract().jsonPath();
    }

    private static String black() {
        return (String) json().get(tournament.path("/rounds/1")).jsonPath().getList("games", Map.class).get(0).get("black");
    }

    @Test
    @Order(2)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aGamesMovesAreItsMovePlayedEventsInOrder() {
        JsonPath moves = timeline("?game=" + gameId + "&kind=MovePlayed");
        assertEquals(KO_OPENING, moves.getList("events.payload.point"));
        assertEquals(8, moves.getInt("total"));
        assertEquals(8, moves.getInt("kinds.MovePlayed"));
        assertEquals(1, moves.getInt("kinds.WarningIssued"), "counted beside the filter, though not asked for");
        assertEquals(List.of(gameId), moves.getList("games.gameId"));
    }

    @Test
    @Order(3)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void blacksWarningIsBlacksAndNotWhites() {
        String black = black();
        JsonPath blacks = timeline("?player=" + black + "&kind=WarningIssued,TurnLost");
        assertEquals(List.of("WarningIssued", "TurnLost"), blacks.getList("events.type"));
        assertEquals("Incheon 2013 code art. 5.3", blacks.getString("events[0].payload.article"));
        assertEquals("director", blacks.getString("events[0].by"));
        String white = (String) json().get(tournament.path("/rounds/1")).jsonPath().getList("games", Map.class).get(0).get("white");
        // each decision carries its reading, as the decisions' list reads it: the console says it from these facts
        assertEquals(List.of("warning", "turn-lost"), blacks.getList("events.decision.decision"));
        assertEquals("BLACK", blacks.getString("events[0].decision.facts.color"));
        assertEquals(1, blacks.getInt("events[0].decision.facts.count"));
        assertEquals(black, blacks.getString("events[0].decision.player"));
        assertEquals(1, blacks.getInt("events[0].decision.board"));
        assertEquals(json().get(tournament.path("/audit/decisions")).jsonPath().getString("find { it.event == 'WarningIssued' }.consequence"),
                blacks.getString("events[0].decision.consequence"), "the same sentence as the decisions' list");
        assertEquals("warning", blacks.getString("decisions.WarningIssued"), "the filter's kinds that are decisions");
        assertEquals("turn-lost", blacks.getString("decisions.TurnLost"));
        assertNull(blacks.get("decisions.MovePlayed"), "a move is no official's decision");
        JsonPath moves = timeline("?player=" + black + "&kind=MovePlayed&limit=1");
        assertNull(moves.get("events[0].decision"));
        assertEquals(0, timeline("?player=" + white + "&kind=WarningIssued").getInt("total"));
        assertEquals(4, timeline("?player=" + white + "&kind=MovePlayed").getInt("total"), "White's own four moves");
    }

    @Test
    @Order(4)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void pagesFollowOnAndATimeRangeCuts() {
        JsonPath first = timeline("?limit=3");
        assertEquals(List.of(1, 2, 3), first.getList("events.sequence"));
        JsonPath second = timeline("?limit=3&after=" + first.getLong("next"));
        assertEquals(List.of(4, 5, 6), second.getList("events.sequence"));
        String fourth = second.getString("events[0].at");
        JsonPath from = timeline("?from=" + fourth);
        assertTrue(from.getInt("total") < first.getInt("total"), "fewer events from the fourth one's time on");
        assertEquals(0, timeline("?to=" + first.getString("events[0].at")).getInt("total"));
    }

    @Test
    @Order(5)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void badParametersAreNamed() {
        json().get(tournament.path("/audit/timeline?limit=5000")).then().statusCode(400)
                .body("code", equalTo("field-invalid")).body("field", equalTo("limit"));
        json().get(tournament.path("/audit/timeline?from=yesterday")).then().statusCode(400)
                .body("field", equalTo("from"));
        json().get("/api/v1/tournaments/no-such/audit/timeline").then().statusCode(404)
                .body("code", equalTo("tournament-not-found"));
    }

    @Test
    @Order(6)
    @TestSecurity(user = "player-lee", roles = Roles.PLAYER)
    void aPlayerDoesNotReadTheTimeline() {
        json().get(tournament.path("/audit/timeline")).then().statusCode(403);
    }

    private static String export() {
        timeline("");
        return given().accept(NDJSON).get(tournament.path("/audit")).then().statusCode(200).extract().asString();
    }

    private static io.restassured.response.ValidatableResponse verify(String export, String query) {
        return given().contentType(NDJSON).body(export.getBytes(StandardCharsets.UTF_8))
                .post("/api/v1/audit/verify" + query).then();
    }

    @Test
    @Order(7)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theExportSentBackHoldsAndEndsWithItsHead() {
        String export = export();
        String head = given().accept(NDJSON).get(tournament.path("/audit")).header("X-Audit-Head");
        int events = export.split("\n").length - 1; // the last line is the signed head
        verify(export, "").statusCode(200).body("holds", equalTo(true)).body("events", equalTo(events))
                .body("head", equalTo(head)).body("signed", equalTo(true)).body("keyFingerprint", notNullValue());
        verify(export, "?head=" + head).statusCode(200).body("holds", equalTo(true));
    }

    @Test
    @Order(8)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aChangedWarningIsNamedAtItsLine() {
        List<String> lines = new ArrayList<>(List.of(export().split("\n")));
        int warning = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("\"type\":\"WarningIssued\"")) {
                warning = i;
            }
        }
        lines.set(warning, lines.get(warning).replace("\"color\":\"BLACK\"", "\"color\":\"WHITE\""));
        verify(String.join("\n", lines) + "\n", "").statusCode(200).body("holds", equalTo(false))
                .body("line", equalTo(warning + 1)).body("problem", equalTo("altered"));
    }

    @Test
    @Order(9)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void aCutTailShowsAgainstTheHeadKept() {
        String export = export();
        String head = given().accept(NDJSON).get(tournament.path("/audit")).header("X-Audit-Head");
        List<String> lines = List.of(export.split("\n"));
        String cut = String.join("\n", lines.subList(0, lines.size() - 2)) + "\n";
        verify(cut, "?head=" + head).statusCode(200).body("holds", equalTo(false))
                .body("line", equalTo(lines.size() - 1)).body("problem", equalTo("missing"));
        verify(export, "?head=not-a-hash").statusCode(400).body("field", equalTo("head"));
        verify("not json\n", "").statusCode(200).body("problem", equalTo("unreadable")).body("line", equalTo(1));
    }

    /**
     * The cookie of a console session of a new account with {@code role}: an export over 64 KiB needs credentials the
     * early refusal of anonymous writes sees (AnonymousWrites), which a test identity is not. Never an organizer:
     * SecurityApiTest's first run needs none to exist.
     */
    private String session(String role) {
        String user = role + "-" + UUID.randomUUID().toString().substring(0, 8);
        accounts.add(new Account(user, PasswordHash.of("console-2026".toCharArray(), 1000), List.of(role), List.of()));
        return sessions.open(user);
    }

    @Test
    @Order(10)
    void anExportLargerThanACommandIsVerified() throws Exception {
        List<AuditEvent> events = new ArrayList<>();
        String payload = "{\"tournamentId\":\"t-big\",\"note\":\"" + "x".repeat(300) + "\"}";
        for (int i = 1; i <= 6000; i++) {
            events.add(AuditEvent.of(i, "Noted", "t-big", (long) i - 1, "2026-05-02T09:30:00Z", payload));
        }
        StringBuilder file = new StringBuilder();
        String last = null;
        for (ChainLink link : HashChain.link(events)) {
            file.append(link.line()).append('\n');
            last = link.hash();
        }
        assertTrue(file.length() > 2 * 1024 * 1024, "larger than a command's 1 MiB");
        // unsigned (made here, not by the platform): its end is proven by the head hash kept
        given().cookie(SessionCookie.NAME, session(Roles.AUDITOR)).header(ConsoleGuard.HEADER, "1").contentType(NDJSON)
                .body(file.toString().getBytes(StandardCharsets.UTF_8)).post("/api/v1/audit/verify?head=" + last).then()
                .statusCode(200).body("holds", equalTo(true)).body("events", equalTo(6000));
    }

    @Test
    @Order(11)
    void aCommandSentWithoutItsLengthStillStopsAtOneMebibyte() throws Exception {
        String cookie = SessionCookie.NAME + "=" + session(Roles.REFEREE); // a referee files protests
        byte[] body = ("{\"judgment\": \"" + "x".repeat(2 * 1024 * 1024) + "\"}").getBytes(StandardCharsets.UTF_8);
        // HTTP/1.1 as a browser speaks it on plain http (no h2c upgrade), the body chunked: no length announced.
        HttpResponse<String> answer = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(HttpRequest.newBuilder(base.resolve("/api/v1/protests"))
                .header("Content-Type", "application/json").header("Cookie", cookie).header(ConsoleGuard.HEADER, "1")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(413, answer.statusCode(), answer.body());
    }

    @Test
    @Order(12)
    @TestSecurity(user = "player-lee", roles = Roles.PLAYER)
    void aPlayerCannotUseTheVerifier() {
        verify("{}\n", "").statusCode(403);
    }
}
