package dev.tengen.platform.pages;

import static dev.tengen.platform.pages.PagesFixture.browse;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A visitor's browser sent to a malformed address of the public pages ({@code /t/...}, {@code /g/...}) gets the public
 * site's own "not found" page in the visitor's language, never a JSON problem nor a stack trace; the API keeps its
 * JSON problems. The addresses are sent as written (no encoding by the client), as a browser sends a typed address.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class MalformedPagePathsTest {

    private static PagesFixture fixture;

    @BeforeEach
    void oneEvent() {
        fixture = PagesFixture.shared();
    }

    /** What is wrong with the answer to {@code path} for a browser, or null when it is the public 404 page. */
    private static String fault(String path, String language, String heading) {
        Response answer = browse(path, language);
        String wrong = PagesFixture.notAn404Page(path, answer);
        String body = answer.asString();
        if (wrong != null) {
            return wrong;
        }
        if (!body.contains(heading) || !body.contains("<a href=\"/\">")) {
            return path + " answered a page that is not the public 404 page: " + body.substring(0, Math.min(200, body.length()));
        }
        return null;
    }

    private static void allAnswerThe404Page(List<String> paths, String language, String heading) {
        List<String> faults = new ArrayList<>();
        for (String path : paths) {
            String fault = fault(path, language, heading);
            if (fault != null) {
                faults.add(fault);
            }
        }
        assertEquals(List.of(), faults);
    }

    @Test
    void malformedAddressesUnderAnEventAnswerThePublic404Page() {
        String t = "/t/" + fixture.id;
        allAnswerThe404Page(List.of(t + "/%00", t + "/%2e%2e/x", t + "/standings%20", t + "/no-such-page",
                t + "/round/1/extra", t + "/player/%00", t + "/round/%00", t + "/%0A", t + "/rulings/%00/x"),
                "en", "<h1>Not found</h1>");
    }

    @Test
    void anAddressNoPageHasNamesTheEventInItsOwnFrame() {
        String page = browse("/t/" + fixture.id + "/standings%20", "en").then().extract().asString();
        assertTrue(page.contains("&lt;b&gt;Toulouse&lt;/b&gt; &amp; &quot;Open&quot; has no page at this address."), page);
        assertTrue(page.contains("href=\"/t/" + fixture.id + "/standings\""), "the event's tabs");
    }

    /** A slash more is the same address to the pages, as to a browser's reader: the page itself, not a 404. */
    @Test
    void aSlashMoreGivesThePageItself() {
        String t = "/t/" + fixture.id;
        for (String path : List.of(t + "/", t + "/standings/", t + "//standings")) {
            Response answer = browse(path, "en");
            assertEquals(200, answer.statusCode(), path);
            assertTrue(answer.contentType().startsWith("text/html"), path);
        }
    }

    @Test
    void malformedTournamentAndGameIdsAnswerThePublic404Page() {
        String overlong = "x".repeat(3000);
        allAnswerThe404Page(List.of("/t/%00", "/t/%00/standings", "/t/" + overlong, "/t/" + overlong + "/standings",
                "/t/", "/t", "/g/%00", "/g/", "/g", "/g/" + overlong, "/g/" + fixture.liveGame + "/%00", "/t/%C3%28"), "en",
                "<h1>Not found</h1>");
    }

    /**
     * An id or a round written with a character nobody sees is repeated with that character as its code point: the
     * tournament's own id followed by a zero-width space read "There is no tournament tengen-demo-open." of a
     * tournament that exists, and a {@code %00} put a NUL byte into the page.
     */
    @Test
    void whatTheAddressWroteIsRepeatedWithItsInvisibleCharactersShown() {
        String tournament = browse("/t/" + fixture.id + "%E2%80%8B", "en").then().statusCode(404).extract().asString();
        assertTrue(tournament.contains("There is no tournament " + fixture.id + "[U+200B]."), tournament);
        String game = browse("/g/" + fixture.captureGame + "%00", "en").then().statusCode(404).extract().asString();
        assertTrue(game.contains("There is no game " + fixture.captureGame + "[U+0000]."), game);
        assertFalse(game.contains("\u0000"), "no NUL in the page");
        String player = browse("/t/" + fixture.id + "/player/x%0D%0Ay", "en").then().statusCode(404).extract().asString();
        assertTrue(player.contains("No player x[U+000D][U+000A]y is registered"), player);
        String round = browse("/t/" + fixture.id + "/standings?after=1%E2%80%8B", "en").then().statusCode(404).extract()
                .asString();
        assertTrue(round.contains("There is no round 1[U+200B] in"), round);
    }

    /** A page is read with GET or HEAD (OPTIONS lists them); another method is 405, never a page nor a trace. */
    @Test
    void aPageTakesGetAndHeadAndAnotherMethodIs405() {
        String page = "/t/" + fixture.id + "/round/1";
        for (String method : List.of("POST", "PUT", "DELETE", "PATCH")) {
            Response answer = given().header("Accept", "text/html").request(method, page);
            assertEquals(405, answer.statusCode(), method);
            assertTrue(answer.asString().contains("\"code\":\"method-not-allowed\""), method);
            assertFalse(answer.asString().contains("Exception"), method);
            assertEquals("GET, HEAD, OPTIONS", answer.header("Allow").replace(",", ", ").replaceAll(",\\s+", ", "), method);
        }
        Response head = given().head(page);
        assertEquals(200, head.statusCode());
        assertTrue(head.contentType().startsWith("text/html"));
        Response options = given().options(page);
        assertEquals(200, options.statusCode());
        assertTrue(options.header("Allow").contains("GET"), options.header("Allow"));
    }

    @Test
    void thePageIsInTheVisitorsLanguage() {
        allAnswerThe404Page(List.of("/t/" + fixture.id + "/%00", "/t/%00"), "ko", "페이지를 찾을 수 없습니다");
        Response page = browse("/t/" + fixture.id + "/%00", "ko");
        assertEquals("ko", page.header("Content-Language"));
    }

    /**
     * An address no page and no endpoint has, typed or cut short ({@code /standings}, {@code /tournaments}): a browser
     * is shown the public 404 page in its reader's language, as under /t and /g; it was shown the API's JSON problem.
     */
    @Test
    void anAddressNothingAnswersIsThePublic404PageToABrowser() {
        List<String> paths = List.of("/standings", "/tournaments", "/t-" + fixture.id, "/results.html", "/%00",
                "/x/" + "y".repeat(3000));
        allAnswerThe404Page(paths, "en", "<h1>Not found</h1>");
        allAnswerThe404Page(paths, "ko", "페이지를 찾을 수 없습니다");
        assertEquals(404, given().header("Accept", "text/html").head("/standings").statusCode());
    }

    /** ... while a client of the API, asking for JSON or anything, still gets the problem, as Quarkus' own paths do. */
    @Test
    void anAddressNothingAnswersIsAProblemToAnApiClient() {
        for (String accept : List.of("application/json", "*/*", "application/problem+json")) {
            Response answer = given().header("Accept", accept).get("/standings");
            assertEquals(404, answer.statusCode(), accept);
            assertTrue(answer.contentType().startsWith("application/problem+json"), accept + ": " + answer.contentType());
        }
        Response quarkus = given().header("Accept", "text/html").get("/q/no-such");
        assertTrue(quarkus.contentType().startsWith("application/problem+json"), quarkus.contentType());
        Response posted = given().header("Accept", "text/html").post("/standings");
        assertTrue(posted.contentType().startsWith("application/problem+json"), posted.contentType());
    }

    @Test
    void theApiKeepsItsJsonProblems() {
        for (String path : List.of("/api/v1/tournaments/" + fixture.id + "/%00", "/api/v1/no-such")) {
            Response answer = given().urlEncodingEnabled(false).header("Accept", "text/html").get(path);
            assertEquals(404, answer.statusCode(), path);
            assertTrue(answer.contentType().startsWith("application/problem+json"), path + ": " + answer.contentType());
        }
    }
}
