package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

/**
 * Bodies that are JSON, but not what a director's client sends: each is a 400 naming what is wrong, never a 500, and
 * nothing is stored (the answers below are what docs/PLATFORM.md, "What a request must be", promises).
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
class HostileJsonApiTest {

    @Test
    void aFieldGivenTwiceIsMalformedJsonNotA500() {
        json().body("{\"name\": \"Seoul Open\", \"name\": \"Busan Open\"}")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("json-malformed"))
                .body("detail", containsString("Duplicate field 'name'"));
    }

    @Test
    void aNullInAListIsRefusedNamingTheElementNotA500() {
        String id = Api.newTournament("Null Roll Call Open");
        json().body("{\"present\": [null]}")
                .post(TOURNAMENTS + "/" + id + "/rounds/1/check-in")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("present.0"));
    }

    @Test
    void aLoneSurrogateIsNoTextOfAName() {
        json().body("{\"name\": \"Seoul \\uD800 Open\"}")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("name"))
                .body("detail", equalTo("The field 'name' holds half of a surrogate pair (U+D800) at character 7, which is no"
                        + " character; send the text as UTF-8."));
    }

    @Test
    void aNulInAClubIsRefusedNamingTheClub() {
        String id = Api.newTournament("Nul Club Open");
        json().body("{\"name\": \"Lee Sedol\", \"rank\": \"3d\", \"club\": \"Seoul\\u0000\"}")
                .post(TOURNAMENTS + "/" + id + "/players")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("club"))
                .body("detail", equalTo("The field 'club' holds the control character U+0000 at character 6; a text holds"
                        + " no control characters other than tabs and line breaks."));
        json().get(TOURNAMENTS + "/" + id).then().statusCode(200).body("players.size()", equalTo(0));
    }

    /**
     * The text check lets tabs and line breaks through for the fields that keep them (a report); a club is one line
     * of the federations' files (h9, tou, CSV), so the tournament refuses them there.
     */
    @Test
    void aTabOrALineBreakInAClubIsRefusedByTheTournament() {
        String id = Api.newTournament("Line Break Open");
        json().body("{\"name\": \"Lee Sedol\", \"rank\": \"3d\", \"club\": \"Seoul\\tKiwon\"}")
                .post(TOURNAMENTS + "/" + id + "/players")
                .then().statusCode(400).body("code", equalTo("player-club-invalid")).body("field", equalTo("club"));
        json().body("{\"name\": \"Lee Sedol\", \"rank\": \"3d\", \"club\": \"Seoul\\nZZ Fake 9d KR\"}")
                .post(TOURNAMENTS + "/" + id + "/players")
                .then().statusCode(400).body("code", equalTo("player-club-invalid"))
                .body("detail", equalTo("A player's club is one line of text: it holds the control character U+000A (a"
                        + " line break)."));
        json().get(TOURNAMENTS + "/" + id).then().statusCode(200).body("players.size()", equalTo(0));
    }

    @Test
    void aNonNumericKomiIsRefusedWithoutJacksonsAdviceToTheProgrammer() {
        String id = Api.newTournament("NaN Komi Open");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 3, \"pairingSystem\": \"swiss\","
                        + " \"komi\": NaN}")
                .put(TOURNAMENTS + "/" + id + "/configuration")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("json-malformed"))
                .body("detail", equalTo("The request body is not valid JSON (line 1, column 95): Non-standard token 'NaN'"))
                .body(not(containsString("JsonReadFeature")));
    }

    @Test
    void aCommentIsRefusedWithoutNamingAParserFeature() {
        json().body("{/* c */ \"name\": \"Seoul Open\"}")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("json-malformed"))
                .body(not(containsString("ALLOW_COMMENTS")));
    }

    @Test
    void aNumberOfTwoThousandDigitsSaysWhatIsWrong() {
        String id = Api.newTournament("Long Number Open");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": " + "1".repeat(2000) + ", \"rounds\": 3,"
                        + " \"pairingSystem\": \"swiss\"}")
                .put(TOURNAMENTS + "/" + id + "/configuration")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("json-malformed"))
                .body("detail", equalTo("The request body cannot be read: Number value length (2000) exceeds the maximum"
                        + " allowed (1000)"));
    }

    @Test
    void aDateThatIsNoneIsRefusedInWordsNotAJavaClass() {
        json().body("{\"name\": \"Bad Guy\", \"reason\": \"cheating\", \"until\": \"2026-02-30\"}")
                .header(RetryKey.fresh()).post("/api/v1/bans")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("until"))
                .body("detail", equalTo("The field 'until' cannot hold 2026-02-30; it takes a date written YYYY-MM-DD, such"
                        + " as 2026-05-02."));
    }

    /** A date is its text: a count of days was the year -2735938, a list and a date-time were taken as dates. */
    @Test
    void aDateGivenAsANumberAListOrADateTimeIsRefusedNamingTheField() {
        for (String until : java.util.List.of("-999999999", "20261128", "[2026, 11, 28]", "\"2026-11-28T10:00:00\"")) {
            json().body("{\"name\": \"Bad Guy\", \"reason\": \"cheating\", \"until\": " + until + "}")
                    .header(RetryKey.fresh()).post("/api/v1/bans")
                    .then().statusCode(400)
                    .contentType(PROBLEM)
                    .body("field", equalTo("until"));
        }
    }

    /** A query parameter is stored as a body's text is: ?reason=%00 went into PlayerWithdrawn past the body's check. */
    @Test
    void aNulInAWithdrawalsReasonIsRefusedAndThePlayerStays() {
        String id = Api.newTournament("Nul Reason Open");
        String player = Api.newPlayer(id, "Lee Sedol", "3d", "Seoul");
        json().urlEncodingEnabled(false).delete(TOURNAMENTS + "/" + id + "/players/" + player + "?reason=ill%00")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("reason"))
                .body("detail", equalTo("The parameter 'reason' holds the control character U+0000 at character 4; a text"
                        + " holds no control characters other than tabs and line breaks."));
        json().get(TOURNAMENTS + "/" + id + "/players/" + player).then().statusCode(200).body("withdrawn", equalTo(false));
    }

    /**
     * An account's players were stored as sent: a line break passes the body's text check (a report keeps them), and
     * the id reached every request's identity. Refused, naming the element.
     */
    @Test
    void aLineBreakInAnAccountsPlayerIdIsRefusedNamingTheElement() {
        json().body("{\"user\": \"hostile-player\", \"password\": \"baduk-2026\", \"roles\": [\"player\"], "
                + "\"players\": [\"demo-p1\", \"demo-p2\\nadmin\"]}")
                .post("/api/v1/accounts")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("players.1"));
        json().get("/api/v1/accounts").then().statusCode(200).body("user", not(hasItem("hostile-player")));
    }

    /**
     * Komi -0.0 was stored as -0.0 and shown as "-0": a decimal read from a body has no negative zero. Every decimal of
     * every body is read so; the komi of a configuration and of a game opened by hand show it.
     */
    @Test
    void aKomiOfMinusZeroIsZero() {
        String id = Api.newTournament("Minus Zero Open");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 3, \"pairingSystem\": \"swiss\","
                        + " \"komi\": -0.0}")
                .put(TOURNAMENTS + "/" + id + "/configuration")
                .then().statusCode(200);
        String configured = json().get(TOURNAMENTS + "/" + id + "/configuration").then().statusCode(200).extract()
                .asString();
        assertTrue(configured.contains("\"komi\":0.0"), configured);
        String game = json().body("{\"tournamentId\": \"t-minus-zero\", \"round\": 1, \"board\": 1, \"black\": \"p-lee\","
                        + " \"white\": \"p-cho\", \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\","
                        + " \"boardSize\": 19, \"komi\": -0.0}")
                .post("/api/v1/games")
                .then().statusCode(201).extract().path("gameId");
        String started = json().get("/api/v1/games/" + game).then().statusCode(200).extract().asString();
        assertTrue(started.contains("\"komi\":0.0"), started);
    }

    /**
     * An account's roles listed twice were stored twice. Each role is listed once, as each of its players is: the
     * repeat is refused naming it, and no account is made.
     */
    @Test
    void aRoleListedTwiceIsRefusedNamingTheRepeat() {
        json().body("{\"user\": \"twice-referee\", \"password\": \"baduk-2026\", \"roles\": [\"referee\","
                        + " \"chief-referee\", \"referee\"]}")
                .post("/api/v1/accounts")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("roles.2"))
                .body("detail", equalTo("The field 'roles.2' names the role of 'roles.0' again; list each role once."));
        json().get("/api/v1/accounts").then().statusCode(200).body("user", not(hasItem("twice-referee")));
    }

    /** A tab inside an official's person id: no account can be named so, and the office went to no one. */
    @Test
    void aTabInAnOfficialsPersonIdIsRefused() {
        String id = Api.newTournament("Tab Official Open");
        json().body("{\"personId\": \"ref\\tahn\", \"role\": \"referee\", \"name\": \"Ahn Referee\"}")
                .post(TOURNAMENTS + "/" + id + "/officials")
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("official-person-id-invalid"))
                .body("field", equalTo("personId"));
        json().get(TOURNAMENTS + "/" + id + "/officials").then().statusCode(200).body("size()", equalTo(0));
    }
}
