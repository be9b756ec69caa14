package dev.tengen.platform.query;

import static dev.tengen.platform.query.ResultsFixture.eventually;
import static dev.tengen.platform.query.ResultsFixture.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

import dev.tengen.platform.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import jakarta.inject.Inject;
import org.axonframework.config.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The public HTML pages over {@link ResultsFixture} (in this package to share it; the pages live in platform.pages). */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class PublicPagesTest {

    /** Without JavaScript a live page reloads every 30 seconds; with it, the inline script follows the stream. */
    private static final String REFRESH = "<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>";
    private static final String LISTENS = "new EventSource(m.dataset.stream)";
    private static final String ESCAPED_NAME = "&lt;b&gt;Seoul&lt;/b&gt; &amp; &quot;Open&quot;";
    private static ResultsFixture fixture;

    @Inject
    Configuration axon;

    @BeforeEach
    void oneTournament() {
        if (fixture == null) {
            fixture = ResultsFixture.create(axon);
            eventually(() -> json().get("/api/v1/games/" + fixture.liveGame + "/record").then().statusCode(200)
                    .body("moves", hasSize(1)));
            eventually(() -> json().get("/api/v1/tournaments/" + fixture.tournamentId + "/rounds/1/pairings")
                    .then().body("pairings[0].result", equalTo("B+R")));
        }
    }

    private static String t() {
        return "/t/" + fixture.tournamentId;
    }

    @Test
    void theHomePageListsTournamentsWithTheirNamesEscaped() {
        given().get("/")
                .then().statusCode(200)
                .contentType(containsString("text/html"))
                .body(containsString("<meta name=\"viewport\""))
                .body(containsString(ESCAPED_NAME))
                .body(not(containsString("<b>Seoul</b>")))
                .body(containsString("href=\"" + t() + "\""));
    }

    @Test
    void theOverviewListsPlayersAndRoundsAndEscapesWhatTheyTyped() {
        given().get(t())
                .then().statusCode(200)
                .body(containsString("Lee Sedol"))
                .body(containsString("Park Junghwan"))
                .body(containsString("&lt;script&gt;alert(1)&lt;/script&gt;"))
                .body(not(containsString("<script>alert(1)")))
                .body(containsString("korean-2016 rules, 9×9, swiss, 3 rounds."))
                .body(containsString(t() + "/round/1"))
                .body(containsString(REFRESH));
    }

    @Test
    void theStandingsPageShowsPlacesCriteriaAndValues() {
        given().get(t() + "/standings")
                .then().statusCode(200)
                .body(containsString("Standings after round 1"))
                .body(containsString("<th class=\"n\">SOSOS</th>"))
                .body(containsString("<td class=\"n\">3=</td>"))
                .body(containsString("Lee Sedol"))
                .body(containsString(REFRESH))
                .body(containsString("data-events=\"standings players\""))
                .body(containsString(LISTENS));
    }

    @Test
    void theCrosstablePageShowsTheCells() {
        given().get(t() + "/crosstable")
                .then().statusCode(200)
                .body(containsString("<td>2+b</td>"))
                .body(containsString("<td>1-w</td>"));
    }

    @Test
    void theRoundPageShowsBoardsResultsAndGameLinksAndRefreshesWhilePlaying() {
        given().get(t() + "/round/1")
                .then().statusCode(200)
                .body(containsString("B+R"))
                .body(containsString("playing"))
                .body(containsString("href=\"/g/" + fixture.finishedGame + "\""))
                .body(containsString(REFRESH))
                .body(containsString("<main data-stream=\"/api/v1/tournaments/" + fixture.tournamentId
                        + "/stream\" data-events=\"round game standings\" data-round=\"1\">"))
                .body(containsString(LISTENS));
    }

    @Test
    void thePlayerPageShowsTheRecordAndDuanPoints() {
        given().get(t() + "/player/" + fixture.lee)
                .then().statusCode(200)
                .body(containsString("<h1>Lee Sedol</h1>"))
                .body(containsString("1 wins, 0 losses"))
                .body(containsString("Cho Hunhyun"))
                .body(containsString("Table 4 points [100]"));
    }

    @Test
    void theGamePageDrawsTheBoardAndListsMovesAndResult() {
        given().get("/g/" + fixture.finishedGame)
                .then().statusCode(200)
                .body(containsString("<svg class=\"board\""))
                .body(containsString("Result: B+R"))
                .body(containsString("<li>B E5</li>"))
                .body(containsString("<li>W E6</li>"))
                .body(not(containsString(REFRESH)))
                .body(not(containsString("<script>")));
    }

    @Test
    void aGameInPlayRefreshesItself() {
        given().get("/g/" + fixture.liveGame)
                .then().statusCode(200)
                .body(allOf(containsString("In play"), containsString(REFRESH), containsString(LISTENS)))
                .body(containsString("<main data-stream=\"/api/v1/games/" + fixture.liveGame
                        + "/stream\" data-events=\"move pass result game\">"));
    }

    @Test
    void unknownIdsAnswerAFriendly404Page() {
        for (String path : new String[] {"/t/no-such", "/t/no-such/standings", "/g/no-such", t() + "/player/nobody",
                t() + "/round/first"}) {
            given().get(path)
                    .then().statusCode(404)
                    .contentType(containsString("text/html"))
                    .body(containsString("<h1>Not found</h1>"))
                    .body(containsString("<a href=\"/\">All tournaments</a>"));
        }
    }
}
