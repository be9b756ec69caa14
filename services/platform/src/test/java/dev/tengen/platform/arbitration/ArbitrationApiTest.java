package dev.tengen.platform.arbitration;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.conduct.AppealRules;
import dev.tengen.platform.RetryKey;
import dev.tengen.platform.scenario.TournamentDriver;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class ArbitrationApiTest {

    private static final String PROTESTS = "/api/v1/protests";
    private static final String APPEALS = "/api/v1/appeals";
    private static final String PROBLEM = "application/problem+json";
    private static final String SIGNED_FORM = """
            {"protestId": "%s", "complainant": "Lee Sedol", "complainantSignature": "Lee Sedol",
             "complainantNoc": "KOR", "teamOfficialSignature": "Coach Yang", "opponent": "Gu Li", "opponentNoc": "CHN",
             "witnesses": [{"name": "Park Jungwhan", "signature": "Park", "telephone": "+82 10 1234 5678", "noc": "KOR"}],
             "location": "Board 2", "time": "10:01",
             "description": "Two black stones were counted as dead though both players agreed they live.",
             "drawing": "(;SZ[19]AB[pd][qd]AW[pc])",
             "deposit": {"amount": 500, "currency": "USD", "paid": true}}""";
    private static final String THREE_OVERRULE = """
            {"membersPresent": ["Kim (KOR)", "Wang (CHN)", "Tanaka (JPN)"],
             "votes": [{"member": "Kim (KOR)", "decision": "overrule"}, {"member": "Wang (CHN)", "decision": "overrule"},
                       {"member": "Tanaka (JPN)", "decision": "uphold"}],
             "newResult": {"outcome": "black-wins", "result": "B+1.5"},
             "reasons": "The players had agreed the stones live."}""";

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    private static String newProtest() {
        return newProtest(Instant.now());
    }

    /** A protest on a game of its own: a ruling on one test's matter must not close another's (art. 3.8). */
    private static String newProtest(Instant protestedAt) {
        return newProtest(protestedAt, "t-1-r3-b2-" + UUID.randomUUID(), "Lee Sedol", "Counted as White wins by 0.5");
    }

    private static String newProtest(Instant protestedAt, String gameId, String complainant, String judgment) {
        return json().body("""
                {"tournamentId": "t-1", "gameId": "%s", "round": 3, "board": 2, "complainant": "%s",
                 "judgment": "%s", "protestedAt": "%s"}""".formatted(gameId, complainant, judgment, protestedAt))
                .header(RetryKey.fresh())
                .post(PROTESTS).then().statusCode(201).extract().path("id");
    }

    /** A protest the referees rejected {@code minutesAgo} minutes ago. */
    private static String rejectedProtest(long minutesAgo) {
        return rejected(newProtest(Instant.now().minus(Duration.ofMinutes(minutesAgo + 1))), minutesAgo);
    }

    private static String rejected(String id, long minutesAgo) {
        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\", \"decidedAt\": \""
                        + Instant.now().minus(Duration.ofMinutes(minutesAgo)) + "\"}")
                .post(PROTESTS + "/" + id + "/decision").then().statusCode(200);
        return id;
    }

    private static String filedAppeal() {
        return json().body(SIGNED_FORM.formatted(rejectedProtest(0))).post(APPEALS).then().statusCode(201)
                .body("status", equalTo("filed")).extract().path("id");
    }

    @Test
    void aProtestIsFiledAndCanBeRead() {
        ExtractableResponse<Response> filed = json().body("""
                {"tournamentId": "t-1", "gameId": "t-1-r3-b2", "round": 3, "board": 2, "complainant": "Lee Sedol",
                 "judgment": "Counted as White wins by 0.5"}""")
                .header(RetryKey.fresh())
                .post(PROTESTS).then().statusCode(201).header("ETag", "\"0\"").extract();
        String id = filed.path("id");
        assertTrue(filed.header("Location").endsWith(PROTESTS + "/" + id), filed.header("Location"));
        json().get(PROTESTS + "/" + id).then().statusCode(200)
                .body("status", equalTo("filed"))
                .body("judgment", equalTo("Counted as White wins by 0.5"))
                .body("appealWindowMinutes", nullValue());
    }

    private static String tournament(String name) {
        return json().body("{\"name\": \"" + name + "\"}").post("/api/v1/tournaments").then().statusCode(201)
                .extract().path("tournamentId");
    }

    /**
     * A protest without an Idempotency-Key could not be told from its retry (RetrySafeWrite): 428 naming the header at
     * either address, and nothing filed; the same key sent again is answered with the protest first filed.
     */
    @Test
    void aProtestSaysHowToTellItFromItsRetry() {
        String cup = tournament("Protest Retry Open");
        String protest = """
                {"tournamentId": "%s", "gameId": "%s-r1-b2", "round": 1, "board": 2, "complainant": "Lee Sedol",
                 "judgment": "A warning for a phone"}""".formatted(cup, cup);
        for (String address : List.of(PROTESTS, "/api/v1/tournaments/" + cup + "/protests")) {
            json().body(protest).post(address).then().statusCode(428).contentType(PROBLEM)
                    .body("code", equalTo("precondition-required")).body("field", equalTo("Idempotency-Key"))
                    .body("detail", containsString("A protest is recorded anew each time it is sent"));
        }
        String key = UUID.randomUUID().toString();
        String first = json().body(protest).header("Idempotency-Key", key).post(PROTESTS).then().statusCode(201)
                .extract().path("id");
        json().body(protest).header("Idempotency-Key", key).post(PROTESTS).then().statusCode(201)
                .header("Idempotent-Replayed", "true").body("id", equalTo(first));
        TournamentDriver.await("the protest on the docket", () -> !json().get("/api/v1/tournaments/" + cup + "/docket")
                .then().extract().jsonPath().getList("").isEmpty());
        json().get("/api/v1/tournaments/" + cup + "/docket").then().body("protestId", equalTo(List.of(first)));
    }

    /**
     * A complainant protests a judgment once (Incheon 2013 arbitration art. 1.1-1.2): the same judgment in the same game
     * again, under a new key and written in another case and spacing, is 422 naming the first protest, and nothing is
     * filed; the opponent may protest it in their own name, and the complainant another judgment.
     */
    @Test
    void aComplainantProtestsAJudgmentOnce() {
        String cup = tournament("Protest Once Open");
        String protest = """
                {"tournamentId": "%s", "gameId": "%s-r1-b3", "round": 1, "board": 3, "complainant": "%s",
                 "judgment": "%s"}""";
        String first = json().body(protest.formatted(cup, cup, "Lee Sedol", "White's ko retake was allowed."))
                .header(RetryKey.fresh()).post(PROTESTS).then().statusCode(201)
                .extract().path("id");

        json().body(protest.formatted(cup, cup, "LEE  sedol", "white's ko retake was allowed"))
                .header(RetryKey.fresh()).post(PROTESTS).then().statusCode(422)
                .contentType(PROBLEM).body("code", equalTo("protest-already-filed")).body("field", equalTo("judgment"))
                .body("article", equalTo("Incheon 2013 arbitration art. 1.1"))
                .body("detail", containsString("(protest " + first + ", made "));
        json().body(protest.formatted(cup, cup, "Cho Hunhyun", "White's ko retake was allowed."))
                .header(RetryKey.fresh()).post(PROTESTS).then().statusCode(201);
        json().body(protest.formatted(cup, cup, "Lee Sedol", "The count"))
                .header(RetryKey.fresh()).post(PROTESTS).then().statusCode(201);
        TournamentDriver.await("three protests on the docket", () -> json().get("/api/v1/tournaments/" + cup + "/docket")
                .then().extract().jsonPath().getList("").size() == 3);
    }

    /** The tournament's path files the protest there (Incheon 2013 arbitration art. 1.1): the body may leave it out. */
    @Test
    void aProtestFiledAtItsTournamentsPathIsFiledInThatTournament() {
        String cup = tournament("Protest Path Open");
        ExtractableResponse<Response> filed = json().body("""
                {"gameId": "%s-r1-b4", "round": 1, "board": 4, "complainant": "Lee Sedol",
                 "judgment": "Counted as White wins by 0.5"}""".formatted(cup))
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + cup + "/protests").then().statusCode(201).header("ETag", "\"0\"")
                .extract();
        String id = filed.path("id");
        assertTrue(filed.header("Location").endsWith(PROTESTS + "/" + id), filed.header("Location"));
        json().get(PROTESTS + "/" + id).then().statusCode(200).body("tournamentId", equalTo(cup))
                .body("status", equalTo("filed"));
        json().body("""
                {"tournamentId": "%s", "gameId": "%s-r1-b5", "round": 1, "board": 5, "complainant": "Lee Sedol",
                 "judgment": "Counted as White wins by 0.5"}""".formatted(cup, cup))
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + cup + "/protests").then().statusCode(201);
    }

    @Test
    void aProtestWhoseBodyNamesAnotherTournamentThanItsPathIs400NamingTheField() {
        String cup = tournament("Protest Path Cup");
        json().body("""
                {"tournamentId": "t-2", "gameId": "t-2-r1-b1", "round": 1, "board": 1, "complainant": "Lee Sedol",
                 "judgment": "Counted as White wins by 0.5"}""")
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + cup + "/protests").then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("tournamentId"))
                .body("detail", allOf(containsString("t-2"), containsString(cup)));
    }

    @Test
    void aProtestAtItsTournamentsPathWithoutABodyIs400() {
        json().header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + tournament("Protest Path Trophy") + "/protests").then().statusCode(400)
                .contentType(PROBLEM).body("code", equalTo("body-missing"));
    }

    @Test
    void aProtestAtAnUnknownTournamentsPathIs404() {
        json().body("""
                {"gameId": "g-1", "round": 1, "board": 1, "complainant": "Lee Sedol", "judgment": "A warning"}""")
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/no-such-tournament/protests").then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("tournament-not-found"));
    }

    /** The protest's path receives its appeal (Incheon 2013 arbitration art. 1.2): the form may leave the protest out. */
    @Test
    void anAppealFiledAtItsProtestsPathIsThatProtestsAppeal() {
        String protest = rejectedProtest(0);
        ExtractableResponse<Response> filed = json().body(SIGNED_FORM.replace("\"protestId\": \"%s\", ", ""))
                .post(PROTESTS + "/" + protest + "/appeal").then().statusCode(201)
                .body("id", equalTo(FileAppeal.idFor(protest))).body("status", equalTo("filed")).extract();
        assertTrue(filed.header("Location").endsWith(APPEALS + "/" + FileAppeal.idFor(protest)), filed.header("Location"));
        json().get(APPEALS + "/" + FileAppeal.idFor(protest)).then().statusCode(200).body("protestId", equalTo(protest));
        json().body(SIGNED_FORM.formatted(protest)).post(PROTESTS + "/" + protest + "/appeal").then().statusCode(422)
                .contentType(PROBLEM).body("code", equalTo("appeal-already-filed"));
    }

    /** A form naming another protest than its path's is refused whole: no appeal of either is recorded. */
    @Test
    void anAppealWhoseBodyNamesAnotherProtestThanItsPathIs400AndFilesNothing() {
        String protest = rejectedProtest(0);
        String another = rejectedProtest(0);
        json().body(SIGNED_FORM.formatted(another)).post(PROTESTS + "/" + protest + "/appeal").then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("protestId"));
        json().get(APPEALS + "/" + FileAppeal.idFor(protest)).then().statusCode(404);
        json().get(APPEALS + "/" + FileAppeal.idFor(another)).then().statusCode(404);
    }

    @Test
    void anAppealAtAnUnknownProtestsPathIs404() {
        json().body(SIGNED_FORM.replace("\"protestId\": \"%s\", ", "")).post(PROTESTS + "/no-such-protest/appeal")
                .then().statusCode(404).contentType(PROBLEM).body("code", equalTo("protest-not-found"));
    }

    @Test
    void aProtestWithoutTheJudgmentIs400NamingTheField() {
        json().body("{\"tournamentId\": \"t-1\", \"gameId\": \"t-1-r3-b2\", \"round\": 3, \"board\": 2, \"complainant\": \"Lee\"}")
                .header(RetryKey.fresh())
                .post(PROTESTS).then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("judgment"));
    }

    @Test
    void theRefereesDecisionIsRecordedOnceAndASecondIs422WithTheArticle() {
        String id = newProtest();
        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\"}")
                .post(PROTESTS + "/" + id + "/decision").then().statusCode(200).header("ETag", "\"1\"");
        json().get(PROTESTS + "/" + id).then().body("status", equalTo("rejected"))
                .body("appealId", equalTo(id + "-appeal"))
                .body("appealWindowMinutes", equalTo((int) AppealRules.FILING_WINDOW_MINUTES));
        json().body("{\"decision\": \"accepted\", \"referee\": \"Chief Referee Kim\"}")
                .post(PROTESTS + "/" + id + "/decision").then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("protest-already-decided"))
                .body("article", equalTo("Incheon 2013 arbitration art. 1.2"));
    }

    @Test
    void aDecisionThatIsNeitherAcceptedNorRejectedIs400() {
        json().body("{\"decision\": \"maybe\", \"referee\": \"Chief Referee Kim\"}")
                .post(PROTESTS + "/" + newProtest() + "/decision").then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("decision"));
    }

    @Test
    void aDecisionDatedInTheFutureIs400() {
        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\", \"decidedAt\": \""
                        + Instant.now().plus(Duration.ofHours(1)) + "\"}")
                .post(PROTESTS + "/" + newProtest() + "/decision").then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("decidedAt"));
    }

    @Test
    void decidingAnUnknownProtestIs404() {
        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\"}")
                .post(PROTESTS + "/no-such-protest/decision").then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("protest-not-found"));
    }

    @Test
    void aValidAppealIsPendingWithTheHalfHourRulingTarget() {
        String id = filedAppeal();
        ExtractableResponse<Response> read = json().get(APPEALS + "/" + id).then().statusCode(200)
                .header("ETag", "\"0\"")
                .body("status", equalTo("pending"))
                .body("valid", equalTo(true))
                .body("depositStatus", equalTo("held"))
                .body("deposit.money.currency", equalTo("USD"))
                .body("form.drawing", equalTo("(;SZ[19]AB[pd][qd]AW[pc])"))
                .body("secondsToRuling", allOf(greaterThan(1700), lessThanOrEqualTo(1800)))
                .body("appealWindowMinutes", equalTo((int) AppealRules.FILING_WINDOW_MINUTES))
                .extract();
        Instant received = Instant.parse(read.path("receivedAt"));
        assertEquals(received.plus(Duration.ofMinutes(30)), Instant.parse(read.path("rulingDueAt")));
    }

    @Test
    void anAppealTwentyMinutesAfterTheDecisionIsRecordedAsInvalid() {
        String id = json().body(SIGNED_FORM.formatted(rejectedProtest(20))).post(APPEALS).then().statusCode(201)
                .body("status", equalTo("invalid"))
                .body("reason", equalTo("appeal-late"))
                .body("article", equalTo("Incheon 2013 arbitration art. 1.2"))
                .extract().path("id");
        json().get(APPEALS + "/" + id).then().statusCode(200)
                .body("valid", equalTo(false))
                .body("invalidity.reason", equalTo("appeal-late"))
                .body("appealWindowMinutes", equalTo((int) AppealRules.FILING_WINDOW_MINUTES))
                .body("depositStatus", equalTo("refunded"));
    }

    @Test
    void aProtestTheRefereesAcceptedCannotBeAppealed() {
        String protest = newProtest();
        json().body("{\"decision\": \"accepted\", \"referee\": \"Chief Referee Kim\"}")
                .post(PROTESTS + "/" + protest + "/decision").then().statusCode(200);
        json().body(SIGNED_FORM.formatted(protest)).post(APPEALS).then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("protest-accepted"))
                .body("article", equalTo("Incheon 2013 arbitration art. 1.2"));
    }

    @Test
    void anAppealOnAnUnknownProtestIs404() {
        json().body(SIGNED_FORM.formatted("no-such-protest")).post(APPEALS).then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("protest-not-found"));
    }

    @Test
    void anAppealWithoutTheDepositIs400NamingTheField() {
        json().body("{\"protestId\": \"" + rejectedProtest(0) + "\", \"complainant\": \"Lee Sedol\", \"description\": \"x\"}")
                .post(APPEALS).then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("deposit"));
    }

    @Test
    void aWonRulingReturnsTheDepositAndASecondAppealIsRefused() {
        String id = filedAppeal();
        json().body(THREE_OVERRULE).post(APPEALS + "/" + id + "/ruling").then().statusCode(200)
                .header("ETag", "\"3\"");
        json().get(APPEALS + "/" + id).then().statusCode(200)
                .body("status", equalTo("ruled"))
                .body("ruling.decision", equalTo("overrule"))
                .body("ruling.decidedBy", equalTo("committee"))
                .body("ruling.newResult.result", equalTo("B+1.5"))
                .body("ruling.appealWon", equalTo(true))
                .body("depositStatus", equalTo("refunded"));
        String protest = id.substring(0, id.length() - "-appeal".length());
        json().body(SIGNED_FORM.formatted(protest)).post(APPEALS).then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("appeal-ruling-final"))
                .body("article", equalTo("Incheon 2013 arbitration art. 3.8"));
    }

    @Test
    void aTiedVoteWithoutTheTechnicalDelegateIs422() {
        json().body("""
                {"membersPresent": ["Kim (KOR)", "Wang (CHN)"],
                 "votes": [{"member": "Kim (KOR)", "decision": "overrule"}, {"member": "Wang (CHN)", "decision": "uphold"}],
                 "reasons": "Divided."}""")
                .post(APPEALS + "/" + filedAppeal() + "/ruling").then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("vote-tied"))
                .body("field", equalTo("technicalDelegate"))
                .body("article", equalTo("Incheon 2013 arbitration art. 3.6"));
    }

    @Test
    void aTiedVoteIsDecidedByTheTechnicalDelegate() {
        String id = filedAppeal();
        json().body("""
                {"membersPresent": ["Kim (KOR)", "Wang (CHN)"],
                 "votes": [{"member": "Kim (KOR)", "decision": "overrule"}, {"member": "Wang (CHN)", "decision": "uphold"}],
                 "technicalDelegate": "TD Ishida", "technicalDelegateDecision": "uphold",
                 "reasons": "The count stands."}""")
                .post(APPEALS + "/" + id + "/ruling").then().statusCode(200);
        json().get(APPEALS + "/" + id).then()
                .body("ruling.decidedBy", equalTo("technical-delegate"))
                .body("ruling.technicalDelegate", equalTo("TD Ishida"))
                .body("depositStatus", equalTo("forfeited"));
    }

    @Test
    void rulingOnAnUnknownAppealIs404() {
        json().body(THREE_OVERRULE).post(APPEALS + "/no-such-appeal/ruling").then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("appeal-not-found"));
    }

    @Test
    void readingAnUnknownAppealIs404() {
        json().get(APPEALS + "/no-such-appeal").then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("appeal-not-found"));
    }

    @Test
    void onceTheCommitteeHasRuledOnAMatterNoProtestOrAppealOnItIsHeardAgain() {
        String game = "t-1-r4-b1-" + UUID.randomUUID();
        Instant before = Instant.now().minus(Duration.ofMinutes(2));
        String first = rejected(newProtest(before, game, "Lee Sedol", "Counted as White wins by 0.5"), 0);
        // The opponent protested the same judgment too, before the ruling; the referees rejected it as well.
        String opponents = rejected(newProtest(before, game, "Gu Li", "counted as white wins by  0.5."), 0);
        String appeal = json().body(SIGNED_FORM.formatted(first)).post(APPEALS).then().statusCode(201)
                .extract().path("id");
        json().body(THREE_OVERRULE).post(APPEALS + "/" + appeal + "/ruling").then().statusCode(200);

        json().body(SIGNED_FORM.formatted(opponents)).post(APPEALS).then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("ruling-final"))
                .body("article", equalTo("Incheon 2013 arbitration art. 3.8"))
                .body("detail", containsString(appeal));
        json().get(APPEALS + "/" + opponents + "-appeal").then().statusCode(404);
        json().body("""
                {"tournamentId": "t-1", "gameId": "%s", "round": 4, "board": 1, "complainant": "Gu Li",
                 "judgment": "Counted as White wins by 0.5"}""".formatted(game))
                .header(RetryKey.fresh())
                .post(PROTESTS).then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("ruling-final"))
                .body("detail", containsString("Incheon 2013 arbitration art. 3.8"));
        // Another judgment in the same game is another matter.
        newProtest(Instant.now(), game, "Gu Li", "The clock was not stopped for the count");
    }
}
