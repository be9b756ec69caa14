package dev.tengen.platform.pages;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The public pages over {@link PagesFixture}, read as HTML: content, links, escaping, languages, the 404 page. */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class PublicPagesTest {

    private static final String ESCAPED_NAME = "&lt;b&gt;Toulouse&lt;/b&gt; &amp; &quot;Open&quot;";
    private static final String ESCAPED_PLAYER = "&lt;script&gt;alert(1)&lt;/script&gt;";
    private static PagesFixture fixture;

    @BeforeEach
    void oneEvent() {
        fixture = PagesFixture.shared();
    }

    private static String english(String path) {
        return given().header("Accept-Language", "en").get(path).then().statusCode(200)
                .contentType(containsString("text/html")).extract().asString();
    }

    @Test
    void theHomePageListsTheEventWithItsDatesPlaceAndEscapedName() {
        String home = english("/");
        assertTrue(home.contains(ESCAPED_NAME), "the name, escaped");
        assertFalse(home.contains("<b>Toulouse</b>"), "no markup from a name");
        assertTrue(home.contains("May 9, 2026 – May 10, 2026"), "the dates");
        assertTrue(home.contains("Toulouse, France"), "the place, the country named");
        assertTrue(home.contains("href=\"/t/" + fixture.id + "\""));
    }

    @Test
    void theEventPageGivesItsDatesVenueRulesOfficialsRoundsAndPlayers() {
        String event = english(fixture.path(""));
        assertTrue(event.contains("Salle &lt;i&gt;Pagnol&lt;/i&gt;, Toulouse, France"), "the venue, escaped");
        assertTrue(event.contains("Toulouse Go Club"));
        assertTrue(event.contains("Korean rules (KBA 2016)"));
        assertTrue(event.contains("Incheon 2013 competition code"));
        assertTrue(event.contains("<dd>6.5</dd>"), "the komi");
        assertTrue(event.contains("<dd>Swiss</dd>"));
        assertTrue(event.contains("<dt>Referee</dt><dd>Han Sang-hoon</dd>"), "the officials by office and name");
        assertTrue(event.contains("href=\"/t/" + fixture.id + "/round/2\""));
        assertTrue(event.contains(ESCAPED_PLAYER));
        assertFalse(event.contains("<script>alert(1)"));
        assertTrue(event.contains("id=\"audit\""), "the place the audit chain's signed head goes");
    }

    @Test
    void theStandingsGiveEachRoundInOpenGothasFormLinkedToItsGame() {
        String standings = english(fixture.path("/standings?after=1"));
        assertTrue(standings.contains("Standings after round 1"));
        Matcher cell = Pattern.compile("<td class=\"cell (win|loss)\"><a href=\"/g/([^\"]+)\">(\\d[+-]/[bw])</a></td>")
                .matcher(standings);
        int cells = 0;
        while (cell.find()) {
            cells++;
        }
        assertEquals(4, cells, "every player's round 1, played, linked to the game:\n" + standings);
        assertTrue(standings.contains("<td class=\"wide country\">South Korea</td>"), "the country named");
        assertTrue(standings.contains("<td class=\"wide club\">Hanguk Kiwon</td>"));
        assertTrue(standings.contains("&lt;b&gt;Club&lt;/b&gt;"), "a club, escaped");
        assertTrue(standings.contains("<abbr title=\"Number of wins\">NBW</abbr>"), "the criteria with their meaning");
    }

    @Test
    void theStandingsOfARoundLeadToTheRoundBeforeAndAfter() {
        String first = english(fixture.path("/standings?after=1"));
        assertTrue(first.contains("rel=\"next\" href=\"/t/" + fixture.id + "/standings?after=2\""));
        assertFalse(first.contains("rel=\"prev\""));
        String second = english(fixture.path("/standings?after=2"));
        assertTrue(second.contains("rel=\"prev\" href=\"/t/" + fixture.id + "/standings?after=1\""));
    }

    @Test
    void aRoundGivesBoardsWithRanksHandicapKomiResultsAndGames() {
        String round = english(fixture.path("/round/1"));
        assertTrue(round.contains("Round 1: pairings and results"));
        assertTrue(round.contains("<a href=\"/g/" + fixture.captureGame + "\">B+R</a>"));
        assertTrue(round.contains("<a href=\"/g/" + fixture.koGame + "\">B+R</a>"), "the result the ruling gave");
        assertTrue(round.contains("<span class=\"rank\">5d</span>"));
        assertTrue(round.contains("<td class=\"n wide\">6.5</td>"), "the komi");
        assertTrue(round.contains("rel=\"next\" href=\"/t/" + fixture.id + "/round/2\""));
        assertFalse(round.contains("data-stream"), "a finished round does not follow the stream");
        String live = english(fixture.path("/round/2"));
        assertTrue(live.contains("in play"));
        assertTrue(live.contains("data-stream=\"/api/v1/tournaments/" + fixture.id + "/stream\""));
        assertTrue(live.contains("data-round=\"2\""));
    }

    @Test
    void aGamePageNamesPeopleNotEventsAndGivesEachMovesCaptures() {
        String game = english("/g/" + fixture.captureGame);
        assertTrue(game.contains("data-n=\"7\" data-c=\"b\" data-p=\"E6\" data-x=\"E5\""), "the capture at E6");
        assertTrue(game.contains("resigned."));
        assertTrue(game.contains("Referee Han Sang-hoon confirmed the result B+R."));
        assertTrue(game.contains("The result B+R is final."));
        assertTrue(game.contains("href=\"/api/v1/games/" + fixture.captureGame + "/sgf\""));
        assertTrue(game.contains("Times are given in Central European"));
        for (String machine : List.of("GameStarted", "ResultConfirmed", "PlayerResigned", "MovePlayed", "director")) {
            assertFalse(game.contains(machine), machine + " is not for people");
        }
        assertFalse(Pattern.compile("\\d{2}:\\d{2}:\\d{2}\\.\\d").matcher(game).find(), "no fractions of seconds");
        assertFalse(game.contains("data-stream"), "a finished game does not follow its stream");
    }

    @Test
    void aWarningIsSaidOnceWithItsArticleAndTheRulingThatChangedTheResult() {
        String game = english("/g/" + fixture.koGame);
        Matcher warning = Pattern.compile("Referee Han Sang-hoon warned ([^<]*)\\(warning 1 in this game\\): ([^<]*)</li>")
                .matcher(game);
        assertTrue(warning.find(), game);
        String reason = warning.group(2);
        assertEquals(1, reason.split("Incheon 2013 code art\\. 5\\.3", -1).length - 1, "the article once: " + reason);
        assertTrue(game.contains("Referee Han Sang-hoon entered the result W+3.5 from the result slip."));
        assertTrue(game.contains("After the Arbitration Committee&#39;s ruling the result changed from W+3.5 to B+R."));
    }

    @Test
    void theRulingsPageShowsTheRulingAndItsVoteButNotAnAppealStillBeforeTheCommittee() {
        String rulings = english(fixture.path("/rulings"));
        assertTrue(rulings.contains("Appeal on round 1, board 2"));
        assertTrue(rulings.contains("The committee overruled the referees&#39; decision."));
        assertTrue(rulings.contains("The game&#39;s result becomes B+R."));
        assertTrue(rulings.contains("Votes (3 members present):"));
        assertTrue(rulings.contains("The deposit of USD 500 is returned to the complainant."));
        assertFalse(rulings.contains("Appeal on round 1, board 1"), "the appeal before the committee is not public");
        assertFalse(rulings.contains("White never pressed the clock"));
        assertTrue(rulings.contains("Penalties in games"));
        assertTrue(rulings.contains("warning"));
    }

    @Test
    void thePageIsInTheBrowsersLanguageWithGoTermsInIt() {
        String round = given().header("Accept-Language", "ko-KR,ko;q=0.9,en;q=0.5").get(fixture.path("/round/1"))
                .then().statusCode(200).header("Content-Language", "ko").extract().asString();
        assertTrue(round.contains("<html lang=\"ko\">"));
        assertTrue(round.contains("1라운드 대진과 결과"));
        assertTrue(round.contains("흑 불계승"));
        assertTrue(round.contains("6집반"), "komi in the Korean way");
        String chinese = given().header("Accept-Language", "zh-CN").get("/g/" + fixture.captureGame).asString();
        assertTrue(chinese.contains("黑中盘胜"), chinese);
        String japanese = given().header("Accept-Language", "ja").get(fixture.path("/round/1")).asString();
        assertTrue(japanese.contains("黒中押し勝ち"));
        String french = given().header("Accept-Language", "fr").get(fixture.path("/round/1")).asString();
        assertTrue(french.contains("Noir gagne par abandon"));
        assertTrue(french.contains("6,5 points"), "the French decimal comma");
    }

    @Test
    void aLanguageChosenInTheAddressIsRememberedAndWinsOverTheBrowsers() {
        given().header("Accept-Language", "en").queryParam("lang", "ja").get(fixture.path(""))
                .then().statusCode(200).cookie("lang", "ja").body(containsString("<html lang=\"ja\">"));
        given().header("Accept-Language", "ko").cookie("lang", "fr").get(fixture.path("/standings"))
                .then().statusCode(200).body(containsString("<html lang=\"fr\">"));
        given().header("Accept-Language", "de-DE,de;q=0.9").get("/")
                .then().body(containsString("<html lang=\"en\">"));
    }

    /** A header no browser sends still gets the page, in what can be read of it: the language only picks words. */
    @Test
    void aMalformedLanguageHeaderStillGetsThePage() {
        given().header("Accept-Language", ";;;,*,zh-Hant;q=abc").get(fixture.path("/round/1"))
                .then().statusCode(200).header("Content-Language", "zh").body(containsString("<html lang=\"zh\">"));
        given().header("Accept-Language", "ja;q=0, fr;q=0.5").get("/")
                .then().statusCode(200).body(containsString("<html lang=\"fr\">"));
    }

    @Test
    void theLanguageSwitcherKeepsThePageAndItsParameters() {
        String page = english(fixture.path("/standings?after=1"));
        assertTrue(page.contains("href=\"/t/" + fixture.id + "/standings?lang=zh&amp;after=1\""), page);
    }

    @Test
    void livePagesLoadTheirScriptFromAFileAndCarryNoInlineScript() {
        String standings = english(fixture.path("/standings"));
        assertTrue(standings.contains("<script src=\"/pages/live.js\" defer></script>"));
        assertTrue(standings.contains("<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>"));
        assertFalse(Pattern.compile("<script(?![^>]*\\ssrc=)").matcher(standings).find(), "no inline script");
        assertFalse(standings.contains(" onclick="), "no inline handler");
        String game = english("/g/" + fixture.liveGame);
        assertTrue(game.contains("<script src=\"/pages/viewer.js\" defer></script>"));
        assertTrue(game.contains("data-stream=\"/api/v1/games/" + fixture.liveGame + "/stream\""));
        given().get("/pages/live.js").then().statusCode(200).contentType(containsString("javascript"));
        given().get("/pages/pages.css").then().statusCode(200).contentType(containsString("css"));
    }

    @Test
    void theCrosstableIsTheStandingsPage() {
        given().redirects().follow(false).get(fixture.path("/crosstable"))
                .then().statusCode(301).header("Location", endsWith("/t/" + fixture.id + "/standings"));
    }

    @Test
    void unknownIdsAnswerAFriendly404PageInTheReadersLanguage() {
        for (String path : new String[] {"/t/no-such", "/t/no-such/standings", "/t/no-such/rulings", "/g/no-such",
            fixture.path("/player/nobody"), fixture.path("/round/first"), fixture.path("/round/9")}) {
            given().header("Accept-Language", "en").get(path)
                    .then().statusCode(404).contentType(containsString("text/html"))
                    .body(allOf(containsString("<h1>Not found</h1>"), containsString("<a href=\"/\">All tournaments</a>")));
        }
        given().header("Accept-Language", "ko").get("/g/<b>x")
                .then().statusCode(404).body(containsString("페이지를 찾을 수 없습니다"))
                .body(containsString("&lt;b&gt;x"));
    }

    @Test
    void theReplayGivesEachMovesCapturesAsTheEngineSawThem() {
        PagesFixture.json().get("/api/v1/games/" + fixture.captureGame + "/replay").then().statusCode(200)
                .body("steps[6].point", equalTo("E6"))
                .body("steps[6].captured", equalTo(List.of("E5")))
                .body("steps[6].capturedByBlack", equalTo(1));
        PagesFixture.json().get("/api/v1/games/no-such/replay").then().statusCode(404).body("code", equalTo("game-not-found"));
    }

    @Test
    void theEventDetailsReadAsTheyWereGiven() {
        PagesFixture.json().get("/api/v1/tournaments/" + fixture.id + "/details").then().statusCode(200)
                .body("startDate", equalTo("2026-05-09")).body("country", equalTo("FR"))
                .body("timeZone", equalTo("Europe/Paris"))
                .body("venue", matchesPattern("Salle <i>Pagnol</i>"));
    }

    @Test
    void eventDetailsOutsideTheirBoundsAreRefusedNamingTheField() {
        String t = "/api/v1/tournaments/" + fixture.id + "/details";
        PagesFixture.json().body("{\"startDate\": \"2026-05-09\", \"country\": \"France\"}").put(t)
                .then().statusCode(400).body("code", equalTo("country-unknown")).body("field", equalTo("country"));
        PagesFixture.json().body("{\"startDate\": \"2026-05-09\", \"endDate\": \"2026-05-01\"}").put(t)
                .then().statusCode(422).body("code", equalTo("event-dates-invalid"));
        PagesFixture.json().body("{\"startDate\": \"2026-05-09\", \"timeZone\": \"Paris\"}").put(t)
                .then().statusCode(400).body("code", equalTo("time-zone-unknown")).body("field", equalTo("timeZone"));
        PagesFixture.json().get(t).then().body("country", equalTo("FR")).body("venue", not(equalTo("")));
    }
}
