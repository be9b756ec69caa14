package dev.tengen.platform.query;

import static dev.tengen.platform.query.ResultsFixture.eventually;
import static dev.tengen.platform.query.ResultsFixture.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import jakarta.inject.Inject;
import org.axonframework.config.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The query API over {@link ResultsFixture}. Expected values by hand: after round 1 (EGF: NBW, SOS, SOSOS) Lee
 * has 1 win, SOS 0 (Cho's score), SOSOS 1 (Cho's SOS); Cho 0, 1, 0; Kim and Park, still playing, 0, 0, 0.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class ResultsApiTest {

    private static final String PROBLEM = "application/problem+json";
    private static ResultsFixture fixture;

    @Inject
    Configuration axon;

    @BeforeEach
    void oneTournament() {
        if (fixture == null) {
            fixture = ResultsFixture.create(axon);
            eventually(() -> json().get(tournament() + "/rounds/1/pairings").then().statusCode(200)
                    .body("pairings", hasSize(2)).body("pairings[0].result", equalTo("B+R"))
                    .body("pairings[1].gameId", equalTo(fixture.liveGame)));
        }
    }

    private static String tournament() {
        return "/api/v1/tournaments/" + fixture.tournamentId;
    }

    @Test
    void standingsAreComputedAfterTheLastRoundWithAResult() {
        json().get(tournament() + "/standings")
                .then().statusCode(200)
                .body("afterRound", equalTo(1))
                .body("criteria", contains("NBW", "SOS", "SOSOS"))
                .body("rows.playerId", contains(fixture.lee, fixture.cho, fixture.kim, fixture.park))
                .body("rows.place", contains(1, 2, 3, 3))
                .body("rows[0].values", contains(1.0f, 0.0f, 1.0f))
                .body("rows[1].values", contains(0.0f, 1.0f, 0.0f));
    }

    @Test
    void standingsBeforeAnyRoundPlaceEveryoneEqual() {
        json().get(tournament() + "/standings?afterRound=0")
                .then().statusCode(200)
                .body("rows.place", contains(1, 1, 1, 1));
    }

    @Test
    void aRoundThatIsNoNumberIs400NamingTheParameter() {
        json().get(tournament() + "/standings?afterRound=last")
                .then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-invalid")).body("field", equalTo("afterRound"));
        // what the parameter held is repeated with its invisible characters shown, not as a '1' that looks right
        json().get(tournament() + "/standings?afterRound=\u200B1")
                .then().statusCode(400)
                .body("detail", equalTo("The parameter 'afterRound' takes a round number (0 or more), not '[U+200B]1'."));
        json().get(tournament() + "/rounds/0/pairings")
                .then().statusCode(400).contentType(PROBLEM).body("field", equalTo("round"));
    }

    /**
     * The pairings of round 1,000,000,000 were 200 with no board, while the standings after it were refused: a round
     * beyond the tournament's three, below 1 or no number is the same 400 problem on both.
     */
    @Test
    void aRoundBeyondTheTournamentIs400OnThePairingsAsOnTheStandings() {
        for (String round : new String[] {"1000000000", "4", "0", "-1", "first", "99999999999"}) {
            json().get(tournament() + "/rounds/" + round + "/pairings")
                    .then().statusCode(400).contentType(PROBLEM)
                    .body("type", equalTo("tag:tengen.dev,2026:problems/field-invalid"))
                    .body("field", equalTo("round"));
        }
        json().get(tournament() + "/rounds/1000000000/pairings")
                .then().body("detail", equalTo("The parameter 'round' takes a round of this tournament, 1 to 3;"
                        + " 1000000000 is beyond it."));
        json().get(tournament() + "/standings?afterRound=1000000000")
                .then().statusCode(400).contentType(PROBLEM)
                .body("type", equalTo("tag:tengen.dev,2026:problems/field-invalid"));
        json().get(tournament() + "/rounds/3/pairings").then().statusCode(200).body("pairings", hasSize(0));
    }

    /**
     * Java reads the digits of every script as numbers: round １ (fullwidth) or ١ (Arabic-Indic) was round 1, board ２
     * board 2. A round and a board are written in the digits 0 to 9; anything else is a 400 naming it.
     */
    @Test
    void aRoundOrABoardInOtherDigitsThanZeroToNineIs400NamingIt() {
        json().get(tournament() + "/standings?afterRound=１")
                .then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-invalid")).body("field", equalTo("afterRound"));
        json().get(tournament() + "/crosstable?throughRound=١")
                .then().statusCode(400).contentType(PROBLEM).body("field", equalTo("throughRound"));
        for (String path : new String[] {"/rounds/１/pairings", "/rounds/１/scores", "/rounds/１", "/rounds/１/status",
                "/rounds/+1"}) {
            json().get(tournament() + path)
                    .then().statusCode(400).contentType(PROBLEM)
                    .body("code", equalTo("field-invalid")).body("field", equalTo("round"))
                    .body("detail", containsString("the digits 0 to 9"));
        }
        json().body("{\"result\": \"W+R\"}").put(tournament() + "/rounds/1/boards/２/result")
                .then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-invalid")).body("field", equalTo("board"));
        json().get(tournament() + "/rounds/1/pairings").then().statusCode(200).body("pairings[1].result", nullValue());
    }

    @Test
    void unknownTournamentsAre404ProblemsOnEveryQuery() {
        for (String path : new String[] {"/standings", "/crosstable", "/rounds/1/pairings", "/players/x/record", "/audit"}) {
            json().get("/api/v1/tournaments/no-such" + path)
                    .then().statusCode(404).contentType(PROBLEM).body("code", equalTo("tournament-not-found"));
        }
    }

    @Test
    void theCrosstableNamesOpponentsByPlaceResultAndColour() {
        json().get(tournament() + "/crosstable")
                .then().statusCode(200)
                .body("rounds", equalTo(1))
                .body("rows[0].cells", contains("2+b"))
                .body("rows[1].cells", contains("1-w"))
                .body("rows[2].cells", contains("3?b"));
    }

    @Test
    void pairingsListTheBoardsWithNamesAndResults() {
        json().get(tournament() + "/rounds/1/pairings")
                .then().statusCode(200)
                .body("published", equalTo(true))
                .body("pairings[0].blackName", equalTo("Lee Sedol"))
                .body("pairings[0].whiteName", equalTo("Cho Hunhyun"))
                .body("pairings[0].outcome", equalTo("BLACK_WINS"))
                .body("pairings[1].result", nullValue())
                .body("pairings[1].outcome", equalTo("PENDING"));
    }

    @Test
    void aPlayerRecordHasGamesColoursAndDuanPoints() {
        json().get(tournament() + "/players/" + fixture.lee + "/record")
                .then().statusCode(200)
                .body("wins", equalTo(1)).body("asBlack", equalTo(1))
                .body("games[0].opponentName", equalTo("Cho Hunhyun"))
                .body("games[0].result", equalTo("win"))
                // Chinese 2002 appendix 7 Table 4: 5 Duan beating 7 Duan earns 100.
                .body("duan.points", contains(100));
        json().get(tournament() + "/players/nobody/record")
                .then().statusCode(404).contentType(PROBLEM).body("code", equalTo("player-not-found"));
    }

    @Test
    void theAuditLedgerListsEveryEventOfTheTournamentInOrder() {
        json().get(tournament() + "/audit")
                .then().statusCode(200)
                .body("[0].sequence", equalTo(1))
                .body("[0].type", equalTo("TournamentCreated"))
                .body("[0].by", equalTo("director"))
                .body("[0].payload.name", equalTo(ResultsFixture.NAME))
                .body("type", hasItems("TournamentConfigured", "PlayerRegistered", "GameStarted", "MovePlayed",
                        "ResultConfirmed"))
                .body("find { it.type == 'ResultConfirmed' }.by", equalTo(fixture.lee + ", " + fixture.cho + ", referee"));
    }

    @Test
    void aGameRecordHasMovesResultAndHistory() {
        json().get("/api/v1/games/" + fixture.finishedGame + "/record")
                .then().statusCode(200)
                .body("moves.point", contains("E5", "E6"))
                .body("result", equalTo("B+R"))
                .body("history", hasSize(4));
    }

    @Test
    void theLiveBoardIsThePositionAfterTheMoves() {
        json().get("/api/v1/games/" + fixture.finishedGame + "/board")
                .then().statusCode(200)
                .body("rows[3]", equalTo("....O...."))
                .body("rows[4]", equalTo("....X...."))
                .body("lastMove", equalTo("E6"))
                .body("toMove", equalTo("black"));
    }

    @Test
    void theSgfExportIsAnSgfFileWithPlayersResultAndMoves() {
        given().get("/api/v1/games/" + fixture.finishedGame + "/sgf")
                .then().statusCode(200)
                .contentType(containsString("application/x-go-sgf"))
                .body(containsString("PB[Lee Sedol]"))
                .body(containsString("RE[B+R]"))
                .body(containsString(";B[ee]"))
                .body(containsString("GameStarted by platform"));
    }

    @Test
    void unknownGamesAre404Problems() {
        for (String path : new String[] {"/record", "/board", "/sgf"}) {
            json().get("/api/v1/games/no-such-game" + path)
                    .then().statusCode(404).contentType(PROBLEM).body("code", equalTo("game-not-found"));
        }
    }

    @Test
    void theOpenApiDocumentDescribesTheQueries() {
        given().accept("application/json").get("/q/openapi")
                .then().statusCode(200)
                .body(containsString("/api/v1/tournaments/{id}/standings"))
                .body(containsString("/api/v1/games/{id}/sgf"));
    }
}
