package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The Arbitration Committee at work through the API (Incheon 2013 arbitration), each step signed in as the person who takes it:
 * the Technical Delegate appoints arbitrators Kim and Wang and the liaison Tanaka; two appeals are filed during a
 * round robin of four; invalid forms are recorded with their reason; the committee meets, each member votes; a
 * referee and an arbitrator from outside the committee can neither vote nor read the draft opinions; appeal A is won
 * 2-1 (deposit refunded, result and standings changed), appeal B is tied 1-1 and the Technical Delegate decides.
 * The steps share one tournament, so they run in order.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ArbitrationScenarioTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";
    private static final String KIM = "arb-kim";
    private static final String WANG = "arb-wang";
    private static final String TANAKA = "arb-tanaka";
    private static final String REFEREE_HAN = "ref-han";
    private static final String PAID = "{\"amount\": 500, \"currency\": \"USD\", \"paid\": true}";

    private static final java.util.concurrent.atomic.AtomicInteger RETAKES = new java.util.concurrent.atomic.AtomicInteger();

    private static TournamentDriver tournament;
    private static String board1;
    private static String board2;
    private static String white1;
    private static String appealA;
    private static String appealB;
    /** A moment of round 1 before its results were confirmed. */
    private static Instant duringRoundOne;

    private static String protest(String gameId, int board, String complainant, Instant protestedAt) {
        return protest(gameId, board, complainant, protestedAt, "Black's ko retake was allowed without a warning");
    }

    private static String protest(String gameId, int board, String complainant, Instant protestedAt, String judgment) {
        return json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": %d, "complainant": "%s",
                 "judgment": "%s", "protestedAt": "%s"}"""
                        .formatted(tournament.id, gameId, board, complainant, judgment, protestedAt))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
    }

    /**
     * A protest made a minute before the referees rejected it at {@code decidedAt}, each of another of Black's ko
     * retakes: Park protests a judgment once (Incheon 2013 arbitration art. 1.1).
     */
    private static String rejected(String gameId, int board, Instant decidedAt) {
        return rejected(gameId, board, decidedAt, "Black's ko retake was allowed without a warning (retake "
                + RETAKES.incrementAndGet() + ")");
    }

    private static String rejected(String gameId, int board, Instant decidedAt, String judgment) {
        String id = protest(gameId, board, "Park Junghwan", decidedAt.minus(Duration.ofMinutes(1)), judgment);
        json().body("{\"decision\": \"rejected\", \"referee\": \"Referee Han\", \"decidedAt\": \"" + decidedAt + "\"}")
                .post("/api/v1/protests/" + id + "/decision").then().statusCode(200);
        return id;
    }

    private static String form(String protestId, String signature, String deposit, String extra) {
        return """
                {"protestId": "%s", "writtenAt": "%s", "complainant": "Park Junghwan", "complainantSignature": "%s",
                 "complainantNoc": "KOR", "teamOfficialSignature": "Coach Yang", "opponent": "Lee Sedol",
                 "opponentNoc": "KOR", "refereeJudgment": "Black's ko retake was allowed without a warning",
                 "witnesses": [{"name": "Cho Hunhyun", "signature": "Cho", "telephone": "+82 10 1234 5678", "noc": "KOR"}],
                 "location": "Hall A, board 1", "time": "10:01", "otherPeopleConcerned": "Referee Han",
                 "description": "Black retook the ko at once; the referee let the move stand.",
                 "drawing": "(;SZ[9]AB[dd][ed]AW[ee][fd])", "deposit": %s %s}"""
                .formatted(protestId, Instant.now(), signature, deposit, extra);
    }

    private static String appeal(String protestId) {
        return json().body(form(protestId, "Park Junghwan", PAID, "")).post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("filed")).extract().path("id");
    }

    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.REFEREE,
            Roles.TEAM_LEADER})
    void theTechnicalDelegateAppointsTheCommitteeAndTwoAppealsAreFiledDuringRoundOne() {
        tournament = TournamentDriver.open("Jury Cup", ROUND_ROBIN);
        tournament.appoint(KIM, "arbitrator", "Kim Insu", "KR");
        tournament.appoint(WANG, "arbitrator", "Wang Runan", "CN");
        tournament.appoint(TANAKA, "arbitration-liaison", "Tanaka Hiroshi", "JP");
        tournament.appoint(REFEREE_HAN, "referee", "Han Sangwoo", "KR");
        tournament.register("Lee Sedol", "9p");
        tournament.register("Cho Hunhyun", "9p");
        tournament.register("Kim Jiseok", "9p");
        tournament.register("Park Junghwan", "9p");
        List<Map<String, Object>> round1 = tournament.pairAndPublish(1);
        board1 = (String) round1.get(0).get("gameId");
        board2 = (String) round1.get(1).get("gameId");
        white1 = (String) round1.get(0).get("white");
        duringRoundOne = Instant.now();

        appealA = appeal(rejected(board1, 1, Instant.now()));
        appealB = appeal(rejected(board2, 2, Instant.now()));
        TournamentDriver.resignAndConfirm(board1, "white");
        TournamentDriver.resignAndConfirm(board2, "white");
        tournament.awaitResults(1);
        assertEquals(0.0, tournament.points(white1));
    }

    @Test
    @Order(2)
    @TestSecurity(user = "director", roles = {Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.TEAM_LEADER})
    void anAppealReceivedInTheSixteenthMinuteIsInvalid() {
        // Incheon 2013 arbitration art. 1.2: within 15 minutes of the referees' decision; minute 15 valid, minute 16 not.
        Instant now = Instant.now();
        String late = rejected(board1, 1, now.minus(Duration.ofMinutes(16)));
        json().body(form(late, "Park Junghwan", PAID, ", \"receivedAt\": \"" + now + "\"")).post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("invalid")).body("reason", equalTo("appeal-late"))
                .body("article", equalTo("Incheon 2013 arbitration art. 1.2")).body("detail", containsString("16 minutes"));
        String inTime = rejected(board1, 1, now.minus(Duration.ofMinutes(15)));
        json().body(form(inTime, "Park Junghwan", PAID, ", \"receivedAt\": \"" + now + "\"")).post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("filed"));
    }

    @Test
    @Order(3)
    @TestSecurity(user = "director", roles = {Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.TEAM_LEADER})
    void anAppealNotSignedByTheComplainantIsInvalid() {
        json().body(form(rejected(board2, 2, Instant.now()), "", PAID, "")).post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("invalid"))
                .body("reason", equalTo("complainant-signature-missing")).body("article", equalTo("Incheon 2013 arbitration art. 1.3"));
    }

    @Test
    @Order(4)
    @TestSecurity(user = "director", roles = {Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.TEAM_LEADER})
    void anAppealWhoseDepositIsNotPaidIsInvalid() {
        String id = json().body(form(rejected(board2, 2, Instant.now()), "Park Junghwan",
                        "{\"amount\": 500, \"currency\": \"USD\", \"paid\": false}", "")).post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("invalid")).body("reason", equalTo("deposit-not-paid"))
                .extract().path("id");
        json().get("/api/v1/appeals/" + id).then().statusCode(200).body("depositStatus", equalTo("not-paid"))
                .body("invalidity.detail", containsString("USD 500"));
    }

    @Test
    @Order(5)
    @TestSecurity(user = "director", roles = {Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.TEAM_LEADER})
    void aComplaintMadeAfterTheConfirmedResultHasNoEffect() {
        // Incheon 2013 code art. 4.3, 004 art. 16.3; board 1's result was confirmed in step 1.
        json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": 1, "complainant": "Park Junghwan",
                 "judgment": "The count"}""".formatted(tournament.id, board1))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("complaint-after-game")).body("article", equalTo("Incheon 2013 code art. 4.3; 004 art. 16.3"))
                .body("detail", containsString("round 1, board 1"));
    }

    /** A referee files for the players they look after, in the tournament of the game, not on another's docket. */
    @Test
    @Order(5)
    @TestSecurity(user = "director", roles = {Roles.REFEREE})
    void aProtestAboutAGameOfThisTournamentIsNotFiledInAnother() {
        json().body("""
                {"tournamentId": "another-tournament", "gameId": "%s", "round": 1, "board": 1, "complainant": "Park Junghwan",
                 "judgment": "The count"}""".formatted(board1))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("protest-game-elsewhere")).body("field", equalTo("gameId"))
                .body("detail", equalTo("Game " + board1 + " is a game of tournament " + tournament.id
                        + ", not of another-tournament; a protest is filed in the tournament of its game."));
    }

    /**
     * The protest's round and board are its game's: board 1's game protested as board 7 (or round 2) is refused. The
     * protest is entered afterwards, made while the game went on, so nothing else refuses it.
     */
    @Test
    @Order(5)
    @TestSecurity(user = "director", roles = {Roles.REFEREE})
    void aProtestNamesTheRoundAndBoardOfItsGame() {
        json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": 7, "complainant": "Park Junghwan",
                 "judgment": "The count", "protestedAt": "%s"}""".formatted(tournament.id, board1, duringRoundOne))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("protest-board-mismatch")).body("field", equalTo("board"))
                .body("detail", equalTo("Game " + board1 + " is played in round 1 on board 1, not in round 1 on board 7;"
                        + " a protest names the round and board of its game."));
        json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 2, "board": 1, "complainant": "Park Junghwan",
                 "judgment": "The count", "protestedAt": "%s"}""".formatted(tournament.id, board1, duringRoundOne))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("protest-round-mismatch")).body("field", equalTo("round"))
                .body("detail", equalTo("Game " + board1 + " is played in round 1 on board 1, not in round 2 on board 1;"
                        + " a protest names the round and board of its game."));
    }

    @Test
    @Order(6)
    @TestSecurity(user = "director", roles = {Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.TEAM_LEADER})
    void anAppealNotRuledWithinHalfAnHourShowsItAndACheckRecordsIt() {
        // Incheon 2013 arbitration art. 3.2: received 31 minutes ago, so due a minute ago.
        Instant received = Instant.now().minus(Duration.ofMinutes(31));
        String id = json().body(form(rejected(board2, 2, received.minus(Duration.ofMinutes(5))), "Park Junghwan", PAID,
                        ", \"receivedAt\": \"" + received + "\"")).post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("filed")).extract().path("id");
        json().get("/api/v1/appeals/" + id).then().body("minutesToRuling", lessThan(0))
                .body("rulingDeadlineMissedAt", nullValue());
        json().post("/api/v1/appeals/" + id + "/deadline-check").then().statusCode(200);
        json().get("/api/v1/appeals/" + id).then().body("rulingDeadlineMissedAt", notNullValue());
        json().get("/api/v1/appeals/" + appealA).then().body("minutesToRuling", lessThan(31))
                .body("rulingDeadlineMissedAt", nullValue());
    }

    @Test
    @Order(7)
    @TestSecurity(user = REFEREE_HAN, roles = {Roles.REFEREE})
    void theRefereeReportsButCannotVoteNorReadTheDraftOpinions() {
        json().body("{\"referee\": \"Han Sangwoo\", \"report\": \"I judged the retake legal: a threat was played.\"}")
                .post("/api/v1/appeals/" + appealA + "/referee-report").then().statusCode(200);
        json().body("{\"decision\": \"uphold\"}").post("/api/v1/appeals/" + appealA + "/votes")
                .then().statusCode(403).contentType("application/problem+json").body("code", equalTo("role-forbidden"));
        json().get("/api/v1/appeals/" + appealA + "/deliberation")
                .then().statusCode(403).body("code", equalTo("deliberation-confidential"));
    }

    @Test
    @Order(8)
    @TestSecurity(user = TANAKA, roles = {Roles.ARBITRATOR})
    void theLiaisonConvenesTheCommitteeHearsAWitnessAndVotes() {
        json().body("{\"membersPresent\": [\"arb-kim\", \"arb-wang\", \"arb-tanaka\"]}")
                .post("/api/v1/appeals/" + appealA + "/meeting").then().statusCode(200);
        json().body("{\"membersPresent\": [\"arb-kim\", \"arb-wang\"]}")
                .post("/api/v1/appeals/" + appealB + "/meeting").then().statusCode(200);
        json().body("{\"witness\": \"Cho Hunhyun\", \"testimony\": \"No threat was played before the retake.\"}")
                .post("/api/v1/appeals/" + appealA + "/testimonies").then().statusCode(200);
        json().body("{\"decision\": \"uphold\", \"opinion\": \"The referee saw the board; I keep the judgment.\"}")
                .post("/api/v1/appeals/" + appealA + "/votes").then().statusCode(200);
        json().body("{\"decision\": \"uphold\"}").post("/api/v1/appeals/" + appealB + "/votes")
                .then().statusCode(422).body("code", equalTo("vote-by-absent-member"));
    }

    @Test
    @Order(9)
    @TestSecurity(user = "director", roles = {Roles.ARBITRATOR, Roles.REFEREE})
    void anArbitratorOutsideThisCommitteeCannotVoteNorReadTheDraftOpinions() {
        json().body("{\"decision\": \"overrule\"}").post("/api/v1/appeals/" + appealA + "/votes")
                .then().statusCode(403).body("code", equalTo("not-committee-member"));
        json().get("/api/v1/appeals/" + appealA + "/deliberation")
                .then().statusCode(403).body("code", equalTo("deliberation-confidential"));
        json().get("/api/v1/appeals/" + appealA).then().statusCode(200).body("committeeConvenedAt", notNullValue())
                .body("ruling", nullValue());
    }

    @Test
    @Order(10)
    @TestSecurity(user = KIM, roles = {Roles.ARBITRATOR})
    void memberKimVotesToOverruleOnBothAppealsAndReadsTheFile() {
        json().body("{\"decision\": \"overrule\", \"opinion\": \"The retake came without a threat.\"}")
                .post("/api/v1/appeals/" + appealA + "/votes").then().statusCode(200);
        json().body("{\"decision\": \"overrule\"}").post("/api/v1/appeals/" + appealB + "/votes").then().statusCode(200);
        json().get("/api/v1/appeals/" + appealB).then().body("referredToTechnicalDelegate", equalTo(false));
        json().get("/api/v1/appeals/" + appealA + "/deliberation").then().statusCode(200)
                .body("votes", hasSize(2)).body("refereeReports[0].by", equalTo("Han Sangwoo"))
                .body("testimonies[0].by", equalTo("Cho Hunhyun"));
    }

    @Test
    @Order(11)
    @TestSecurity(user = WANG, roles = {Roles.ARBITRATOR})
    void memberWangVotesToOverruleAppealAAndToUpholdAppealB() {
        json().body("{\"decision\": \"overrule\"}").post("/api/v1/appeals/" + appealA + "/votes").then().statusCode(200);
        json().body("{\"decision\": \"uphold\"}").post("/api/v1/appeals/" + appealB + "/votes").then().statusCode(200);
    }

    @Test
    @Order(12)
    @TestSecurity(user = TANAKA, roles = {Roles.ARBITRATOR, Roles.TEAM_LEADER})
    void appealAIsWonTwoToOneTheDepositRefundedAndTheResultAndStandingsChanged() {
        json().body("""
                {"newResult": {"outcome": "white-wins", "result": "W+F"},
                 "reasons": "Black retook the ko without a threat: second warning, game lost (Incheon 2013 code art. 5.3)."}""")
                .post("/api/v1/appeals/" + appealA + "/ruling").then().statusCode(200);
        json().get("/api/v1/appeals/" + appealA).then().statusCode(200)
                .body("status", equalTo("ruled")).body("ruling.decision", equalTo("overrule"))
                .body("ruling.decidedBy", equalTo("committee")).body("ruling.appealWon", equalTo(true))
                .body("depositStatus", equalTo("refunded")).body("depositSettledAt", notNullValue());
        tournament.awaitResult(1, 1, "W+F");
        TournamentDriver.await("the standings count the ruling", () -> tournament.points(white1) == 1.0);

        String notice = json().accept("text/html").get("/api/v1/appeals/" + appealA + "/notification")
                .then().statusCode(200).contentType(containsString("text/html")).extract().asString();
        for (String part : List.of("Park Junghwan (KOR)", "Lee Sedol (KOR)", "round 1, board 1", "overrule",
                "2 to overrule, 1 to uphold of 3 members present", "Incheon 2013 arbitration art. 3.7", "Incheon 2013 arbitration art. 3.8",
                "W+F", "@media print", "is refunded")) {
            org.hamcrest.MatcherAssert.assertThat(notice, containsString(part));
        }
        String protestA = json().get("/api/v1/appeals/" + appealA).then().extract().path("protestId");
        json().body(form(protestA, "Park Junghwan", PAID, "")).post("/api/v1/appeals")
                .then().statusCode(422).body("code", equalTo("appeal-ruling-final"));
        json().body("{\"against\": \"Team of Lee Sedol\", \"sanction\": \"public-reprimand\","
                        + " \"reasons\": \"The team posts the old result in the hall.\"}")
                .post("/api/v1/appeals/" + appealA + "/sanction-recommendations").then().statusCode(200);
        json().get("/api/v1/appeals/" + appealA).then()
                .body("sanctionsRecommended[0].sanction", equalTo("PUBLIC_REPRIMAND"))
                .body("sanctionsRecommended[0].article", equalTo("Incheon 2013 arbitration art. 2.6"));
    }

    @Test
    @Order(13)
    @TestSecurity(user = TANAKA, roles = {Roles.ARBITRATOR})
    void aTiedVoteIsNotTheCommitteesToDecide() {
        json().get("/api/v1/appeals/" + appealB).then().statusCode(200).body("referredToTechnicalDelegate", equalTo(true));
        json().body("{\"reasons\": \"Tied.\"}").post("/api/v1/appeals/" + appealB + "/ruling")
                .then().statusCode(422).body("code", equalTo("vote-tied"));
        json().body("{\"technicalDelegateDecision\": \"overrule\", \"reasons\": \"Tied.\"}")
                .post("/api/v1/appeals/" + appealB + "/ruling").then().statusCode(403)
                .body("code", equalTo("technical-delegate-only"));
    }

    @Test
    @Order(14)
    @TestSecurity(user = "td-park", roles = {Roles.TECHNICAL_DELEGATE})
    void theTechnicalDelegateDecidesTheOneOneTieAndTheDepositGoesToTheOrganizers() {
        json().body("{\"technicalDelegateDecision\": \"uphold\", \"reasons\": \"The threat was played; the judgment stands.\"}")
                .post("/api/v1/appeals/" + appealB + "/ruling").then().statusCode(200);
        json().get("/api/v1/appeals/" + appealB).then().statusCode(200)
                .body("ruling.decision", equalTo("uphold")).body("ruling.decidedBy", equalTo("technical-delegate"))
                .body("ruling.technicalDelegate", equalTo("td-park")).body("depositStatus", equalTo("forfeited"));
        tournament.awaitResult(1, 2, "B+R");
    }

    @Test
    @Order(15)
    void afterTheRulingTheVotesAndOpinionsArePartOfThePublicRecord() {
        json().get("/api/v1/appeals/" + appealA + "/deliberation").then().statusCode(200)
                .body("ruled", equalTo(true)).body("votes", hasSize(3))
                .body("votes.find { it.member == 'arb-kim' }.opinion", equalTo("The retake came without a threat."));
    }

    @Test
    @Order(16)
    @TestSecurity(user = "td-park", roles = {Roles.TECHNICAL_DELEGATE, Roles.TEAM_LEADER, Roles.REFEREE})
    void theTournamentMayAskItsOwnDepositForAppealsFiledAfterwards() {
        // Incheon 2013 arbitration art. 1.3 names US$500; this event asks 500,000 won instead.
        json().get("/api/v1/appeal-deposits/" + tournament.id).then().statusCode(200)
                .body("source", equalTo("default")).body("deposit.currency", equalTo("USD"));
        json().body("{\"amount\": 500000, \"currency\": \"krw\"}").put("/api/v1/appeal-deposits/" + tournament.id)
                .then().statusCode(200);
        json().get("/api/v1/appeal-deposits/" + tournament.id).then().statusCode(200)
                .body("source", equalTo("tournament")).body("deposit.currency", equalTo("KRW"));
        // Another judgment: the ko retake on board 2 is ruled on, finally (Incheon 2013 arbitration art. 3.8).
        json().body(form(rejected(board2, 2, Instant.now(), "The count of the lower right"), "Park Junghwan", PAID, ""))
                .post("/api/v1/appeals")
                .then().statusCode(201).body("status", equalTo("invalid")).body("reason", equalTo("deposit-short"))
                .body("detail", containsString("KRW 500000"));
        json().body("{\"amount\": 500, \"currency\": \"USD\"}").put("/api/v1/appeal-deposits/no-such-cup")
                .then().statusCode(404);
    }

    @Test
    @Order(17)
    @TestSecurity(user = TANAKA, roles = {Roles.ARBITRATOR})
    void theCommitteeRecommendsAWarningAndADisqualificationToTheTechnicalDelegate() {
        json().body("{\"against\": \"Coach Yang\", \"sanction\": \"warning\", \"reasons\": \"He shouted at the referee.\"}")
                .post("/api/v1/appeals/" + appealB + "/sanction-recommendations").then().statusCode(200);
        json().body("{\"against\": \"Lee Sedol\", \"sanction\": \"disqualification\","
                        + " \"reasons\": \"He refused the result the ruling set.\"}")
                .post("/api/v1/appeals/" + appealB + "/sanction-recommendations").then().statusCode(200);
        // Only the Technical Delegate decides on them (Incheon 2013 arbitration art. 2.6).
        json().body("{\"recommendation\": 1, \"accepted\": true, \"reasons\": \"x\"}")
                .post("/api/v1/appeals/" + appealB + "/sanction-decisions").then().statusCode(403);
    }

    @Test
    @Order(18)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    void onceATechnicalDelegateIsAppointedNoOtherAccountDecidesOnSanctions() {
        tournament.appoint("td-park", "technical-delegate", "Park Chiwon", "KR");
        json().body("{\"recommendation\": 1, \"accepted\": true, \"reasons\": \"x\"}")
                .post("/api/v1/appeals/" + appealB + "/sanction-decisions").then().statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("not-the-technical-delegate")).body("article", equalTo("Incheon 2013 arbitration art. 2.6"));
    }

    @Test
    @Order(19)
    @TestSecurity(user = "td-park", roles = {Roles.TECHNICAL_DELEGATE})
    void theTechnicalDelegateDeclinesTheWarningAndDisqualifiesThePlayerOnce() {
        String decisions = "/api/v1/appeals/" + appealB + "/sanction-decisions";
        json().body("{\"recommendation\": 3, \"accepted\": true, \"reasons\": \"x\"}").post(decisions).then()
                .statusCode(422).body("code", equalTo("recommendation-not-found"));
        json().body("{\"recommendation\": 1, \"accepted\": false, \"reasons\": \"He apologised at once.\"}")
                .post(decisions).then().statusCode(200);
        json().body("{\"recommendation\": 1, \"accepted\": true, \"reasons\": \"On second thoughts.\"}")
                .post(decisions).then().statusCode(422).body("code", equalTo("sanction-already-decided"));
        json().body("{\"recommendation\": 2, \"accepted\": true, \"reasons\": \"Serious disobedience.\"}")
                .post(decisions).then().statusCode(400).body("code", equalTo("disqualified-player-missing"))
                .body("field", equalTo("playerId"));
        json().body("{\"recommendation\": 2, \"accepted\": true, \"playerId\": \"no-such-player\","
                        + " \"reasons\": \"Serious disobedience.\"}").post(decisions).then().statusCode(404)
                .body("code", equalTo("player-not-found"));
        json().body("{\"recommendation\": 2, \"accepted\": true, \"playerId\": \"" + white1
                        + "\", \"reasons\": \"Serious disobedience.\"}").post(decisions).then().statusCode(200);

        json().get("/api/v1/appeals/" + appealB).then().statusCode(200)
                .body("sanctionsRecommended", hasSize(2)).body("sanctionDecisions", hasSize(2))
                .body("sanctionDecisions[0].accepted", equalTo(false))
                .body("sanctionDecisions[1].sanction", equalTo("DISQUALIFICATION"))
                .body("sanctionDecisions[1].playerId", equalTo(white1))
                .body("sanctionDecisions[1].by", equalTo("td-park"));
        // The disqualified player is withdrawn from the tournament: no longer paired, the games played stand.
        TournamentDriver.await("the disqualified player withdrawn", () -> Boolean.TRUE.equals(
                json().get(tournament.path("/players/" + white1)).then().extract().path("withdrawn")));
        json().get(tournament.path("/players/" + white1)).then()
                .body("withdrawalReason", containsString("Incheon 2013 arbitration art. 2.6"));
        TournamentDriver.await("the decisions view shows the Technical Delegate's decisions", () -> json()
                .get(tournament.path("/audit/decisions")).then().extract().jsonPath()
                .getList("findAll { it.decision == 'sanction-decision' }").size() == 2);
        json().get(tournament.path("/audit/decisions")).then().statusCode(200)
                .body("findAll { it.decision == 'sanction-recommended' }.consequence",
                        hasItem(containsString("warning of Coach Yang")))
                .body("find { it.decision == 'sanction-decision' && it.player != null }.consequence",
                        containsString("accepts the recommended disqualification"))
                // a recommendation is placed on the registered player it names; a team official is no player
                .body("find { it.decision == 'sanction-recommended'"
                        + " && it.consequence.endsWith('disqualification of Lee Sedol') }.playerName", equalTo("Lee Sedol"))
                .body("find { it.decision == 'sanction-recommended' && it.consequence.endsWith('Coach Yang') }.player",
                        nullValue());
    }
}
