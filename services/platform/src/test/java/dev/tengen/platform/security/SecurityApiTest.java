package dev.tengen.platform.security;

import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Local accounts over HTTP Basic, with real credentials (no test identity): the first run, 401 and 403 as problem
 * details on every write endpoint the OpenAPI document lists, and players confined to their own games.
 * The first-run tests come first: the organizer they create is the one the others sign in as.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SecurityApiTest {

    private static final String ORGANIZER = "td-park";
    private static final String PASSWORD = "hanguk-2026";

    @Test
    @Order(1)
    void theFirstRunRefusesAWrongSetupCode() {
        given().formParam("code", "WRONGCODE").formParam("user", ORGANIZER).formParam("password", PASSWORD)
                .post("/setup")
                .then().statusCode(403).body(containsString("setup code is not the one"));
    }

    @Test
    @Order(2)
    void theFirstRunRefusesAShortPasswordWithoutCreatingTheAccount() {
        given().formParam("code", "TESTCODE-2026").formParam("user", ORGANIZER).formParam("password", "short")
                .post("/setup")
                .then().statusCode(400).body(containsString("at least 8 characters"));
        given().get("/setup").then().statusCode(200).body(containsString("<form"));
    }

    /** The form's field checks the account name's rule in the browser too, and says it; the server refuses the rest. */
    @Test
    @Order(2)
    void theFirstRunSaysWhichCharactersAnAccountNameTakes() {
        given().get("/setup").then().statusCode(200)
                .body(containsString("pattern=\"[A-Za-z0-9._@-]{1,64}\""))
                .body(containsString("title=\"1 to 64 of the Latin letters a-z and A-Z"));
        given().formParam("code", "TESTCODE-2026").formParam("user", "감독").formParam("password", PASSWORD)
                .post("/setup")
                .then().statusCode(400).body(containsString("Latin letters a-z and A-Z"));
    }

    /** The first-run page speaks the reader's language, as the console and the public pages do. */
    @Test
    @Order(2)
    void theFirstRunSpeaksTheReadersLanguage() {
        given().header("Accept-Language", "ko-KR,ko;q=0.9,en;q=0.5").get("/setup").then().statusCode(200)
                .header("Content-Language", "ko").body(containsString("<html lang=\"ko\">"))
                .body(containsString("주최자 계정 만들기")).body(containsString("?lang=ko"));
        given().header("Accept-Language", "ko").formParam("code", "TESTCODE-2026").formParam("user", "감독")
                .formParam("password", PASSWORD).post("/setup?lang=ko")
                .then().statusCode(400).body(containsString("사용자 이름은 라틴 문자 a-z와 A-Z"));
        given().get("/setup?lang=fr").then().statusCode(200).body(containsString("Créer le compte de l&#39;organisateur"))
                .body(containsString("lettres latines a-z"));
        given().header("Accept-Language", "de-DE").get("/setup").then().statusCode(200)
                .body(containsString("<html lang=\"en\">")).body(containsString("Create the organizer account"));
        given().header("Accept-Language", ";;;,*,ko;q=abc").get("/setup").then().statusCode(200)
                .body(containsString("<html lang=\"ko\">"));
    }

    @Test
    @Order(3)
    void theFirstRunCreatesTheOrganizerOnceAndThenCloses() {
        given().formParam("code", "testcode-2026").formParam("user", ORGANIZER).formParam("password", PASSWORD)
                .post("/setup")
                .then().statusCode(201);
        given().formParam("code", "TESTCODE-2026").formParam("user", "intruder").formParam("password", PASSWORD)
                .post("/setup")
                .then().statusCode(409);
        as(ORGANIZER, PASSWORD).get("/api/v1/accounts/me")
                .then().statusCode(200).body("user", equalTo(ORGANIZER)).body("roles", hasItem("organizer"));
    }

    @Test
    @Order(4)
    void anAnonymousWriteIsRefusedWith401AndAChallenge() {
        json(given()).body("{\"name\": \"Seoul Open\"}").post("/api/v1/tournaments")
                .then().statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", containsString("Basic"))
                .body("code", equalTo("sign-in-required"));
    }

    @Test
    @Order(5)
    void aWrongPasswordIsRefusedWith401() {
        json(as(ORGANIZER, "not-the-password")).body("{\"name\": \"Seoul Open\"}").post("/api/v1/tournaments")
                .then().statusCode(401).body("code", equalTo("credentials-invalid"));
    }

    @Test
    @Order(6)
    void readsStayPublic() {
        given().get("/api/v1/tournaments").then().statusCode(200);
    }

    @Test
    @Order(7)
    void everyWriteEndpointRefusesAnonymousCallersAnd403sARoleItDoesNotAdmit() {
        account("auditor-yoon", List.of(Roles.AUDITOR), List.of());
        List<String> missed = new ArrayList<>();
        int writes = 0;
        for (Map.Entry<String, String> write : writeEndpoints()) {
            String method = write.getKey();
            String path = write.getValue().replaceAll("\\{[^}]+}", "1");
            writes++;
            int anonymous = body(given(), path).request(method, path).then().extract().statusCode();
            int auditor = body(as("auditor-yoon", PASSWORD), path).request(method, path).then().extract()
                    .statusCode();
            if (anonymous != 401) {
                missed.add(method + " " + path + " anonymous: " + anonymous);
            }
            if (auditor != 403 && !write.getValue().endsWith("/audit") && !write.getValue().endsWith("/audit/verify")) {
                missed.add(method + " " + path + " auditor: " + auditor);
            }
        }
        assertTrue(writes > 20, "write endpoints found in the OpenAPI document: " + writes);
        assertEquals(List.of(), missed);
    }

    @Test
    @Order(8)
    void aPlayerPlaysTheirOwnColourOnly() {
        account("referee-han", List.of(Roles.REFEREE), List.of());
        account("kim", List.of(Roles.PLAYER), List.of("p-kim"));
        account("choi", List.of(Roles.PLAYER), List.of("p-choi"));
        String game = json(as(ORGANIZER, PASSWORD))
                .body("{\"tournamentId\": \"t-sec\", \"round\": 1, \"board\": 1, \"black\": \"p-kim\", "
                        + "\"white\": \"p-lee\", \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\", "
                        + "\"boardSize\": 19, \"komi\": 6.5}")
                .post("/api/v1/games").then().statusCode(201).extract().path("gameId");

        json(as("kim", PASSWORD)).body("{\"color\": \"black\", \"point\": \"Q16\"}")
                .post("/api/v1/games/" + game + "/moves").then().statusCode(201);
        json(as("kim", PASSWORD)).body("{\"color\": \"white\", \"point\": \"D4\"}")
                .post("/api/v1/games/" + game + "/moves")
                .then().statusCode(403).body("code", equalTo("role-forbidden"))
                .body("detail", containsString("does not hold white"));
        json(as("choi", PASSWORD)).body("{\"color\": \"white\"}")
                .post("/api/v1/games/" + game + "/resignation")
                .then().statusCode(403).body("detail", containsString("own games"));
        json(as("referee-han", PASSWORD)).body("{\"color\": \"white\", \"point\": \"D4\"}")
                .post("/api/v1/games/" + game + "/moves").then().statusCode(201);
    }

    @Test
    @Order(9)
    void aPlayerCannotConfirmAsTheReferee() {
        json(as("kim", PASSWORD)).body("{\"role\": \"referee\", \"confirmer\": \"kim\", \"result\": \"B+R\"}")
                .post("/api/v1/games/unknown-game/confirmations")
                .then().statusCode(403).body("detail", containsString("Only a referee"));
    }

    @Test
    @Order(10)
    void onlyTheOrganizerManagesAccounts() {
        as("referee-han", PASSWORD).get("/api/v1/accounts").then().statusCode(403);
        as(ORGANIZER, PASSWORD).get("/api/v1/accounts")
                .then().statusCode(200).body("user", hasItem("kim")).body(not(containsString("pbkdf2")));
    }

    @Test
    @Order(11)
    void accountRequestsAreChecked() {
        json(as(ORGANIZER, PASSWORD)).body("{\"user\": \"kim\", \"password\": \"" + PASSWORD + "\", \"roles\": [\"player\"]}")
                .post("/api/v1/accounts").then().statusCode(409).body("code", equalTo("account-exists"));
        json(as(ORGANIZER, PASSWORD)).body("{\"user\": \"new-one\", \"password\": \"" + PASSWORD + "\", \"roles\": [\"king\"]}")
                .post("/api/v1/accounts").then().statusCode(400).body("field", equalTo("roles"));
        json(as(ORGANIZER, PASSWORD)).body("{\"user\": \"new one\", \"password\": \"" + PASSWORD + "\", \"roles\": [\"player\"]}")
                .post("/api/v1/accounts").then().statusCode(400).body("field", equalTo("user"));
        as(ORGANIZER, PASSWORD).delete("/api/v1/accounts/" + ORGANIZER)
                .then().statusCode(409).body("code", equalTo("last-organizer"));
        as(ORGANIZER, PASSWORD).delete("/api/v1/accounts/nobody").then().statusCode(404);
        as(ORGANIZER, PASSWORD).delete("/api/v1/accounts/choi").then().statusCode(204);
        as("choi", PASSWORD).get("/api/v1/accounts/me").then().statusCode(401);
    }

    /**
     * Incheon 2013 duties art. 1.2: an appointment gives its office in that tournament only. An account with no role of its own,
     * appointed referee in one tournament, rules on that tournament's games and reports on its rounds, and is refused
     * everywhere else; the dismissal takes the office away.
     */
    @Test
    @Order(12)
    void anAppointmentGivesItsOfficeInThatTournamentOnly() {
        account("fed-td", List.of(Roles.TECHNICAL_DELEGATE), List.of());
        account("han", List.of(), List.of());
        String appointedIn = tournament("Busan Open");
        String elsewhere = tournament("Daegu Open");
        json(as("fed-td", PASSWORD)).body("{\"personId\": \"han\", \"role\": \"referee\", \"name\": \"Han Jiwon\", "
                + "\"nationality\": \"KR\"}").post("/api/v1/tournaments/" + appointedIn + "/officials")
                .then().statusCode(200);
        String report = "{\"text\": \"All quiet.\"}";
        // the office admits the request; the round is not played yet, so the tournament refuses it on its merits
        json(as("han", PASSWORD)).body(report).post("/api/v1/tournaments/" + appointedIn + "/rounds/1/reports")
                .then().statusCode(422).body("code", equalTo("round-not-published"));
        json(as("han", PASSWORD)).body(report).post("/api/v1/tournaments/" + elsewhere + "/rounds/1/reports")
                .then().statusCode(403).body("code", equalTo("role-forbidden"));
        String game = gameOf(appointedIn);
        String otherGame = gameOf(elsewhere);
        String phone = "{\"infraction\": \"phone-rang\", \"offender\": \"black\"}";
        decision(as("han", PASSWORD), game, phone).then().statusCode(201);
        decision(as("han", PASSWORD), otherGame, phone).then().statusCode(403);
        // the office is judged before the request's retry safety: without a key, another tournament's game is 403 too
        json(as("han", PASSWORD)).body(phone).post("/api/v1/games/" + otherGame + "/decisions").then().statusCode(403);
        json(given()).body(phone).post("/api/v1/games/" + game + "/decisions").then().statusCode(401);

        as("fed-td", PASSWORD).delete("/api/v1/tournaments/" + appointedIn + "/officials/han?reason=rotation")
                .then().statusCode(200);
        decision(as("han", PASSWORD), game, phone).then().statusCode(403);
    }

    /** A referee's decision as the console sends it, with an Idempotency-Key of its own. */
    private static io.restassured.response.Response decision(RequestSpecification caller, String game, String body) {
        return json(caller).body(body).header(RetryKey.fresh())
                .post("/api/v1/games/" + game + "/decisions");
    }

    /**
     * Incheon 2013 arbitration art. 1.3 (the appeal deposit), docs/PLATFORM.md: the Technical Delegate sets it. One appointed
     * in a tournament, with no role of its own, sets that tournament's deposit and no other's (it was refused 403 in its
     * own: the deposit's path names the tournament outside /tournaments/).
     */
    @Test
    @Order(12)
    void anAppointedTechnicalDelegateSetsThatTournamentsAppealDepositOnly() {
        account("fed-td-deposit", List.of(Roles.TECHNICAL_DELEGATE), List.of());
        account("yoon-td", List.of(), List.of());
        String appointedIn = tournament("Jeonju Open");
        String elsewhere = tournament("Suwon Open");
        for (String cup : List.of(appointedIn, elsewhere)) {
            // the deposit is the configured tournament's (ArbitrationDesk.setAppealDeposit)
            json(as(ORGANIZER, PASSWORD)).body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 3,"
                    + " \"pairingSystem\": \"swiss\"}").put("/api/v1/tournaments/" + cup + "/configuration")
                    .then().statusCode(200);
        }
        json(as("fed-td-deposit", PASSWORD)).body("{\"personId\": \"yoon-td\", \"role\": \"technical-delegate\", "
                + "\"name\": \"Yoon Junsang\"}").post("/api/v1/tournaments/" + appointedIn + "/officials")
                .then().statusCode(200);
        String deposit = "{\"amount\": 300, \"currency\": \"EUR\"}";
        json(as("yoon-td", PASSWORD)).body(deposit).put("/api/v1/appeal-deposits/" + appointedIn).then().statusCode(200);
        given().get("/api/v1/appeal-deposits/" + appointedIn).then().statusCode(200)
                .body("source", equalTo("tournament")).body("deposit.currency", equalTo("EUR"));
        json(as("yoon-td", PASSWORD)).body(deposit).put("/api/v1/appeal-deposits/" + elsewhere).then().statusCode(403)
                .body("code", equalTo("role-forbidden"));
    }

    /**
     * Why this pairing is read by those who read a draft: a referee appointed in one tournament reads it there (the
     * round is not paired yet, so the tournament answers 404 on its merits) and is refused in another (403).
     */
    @Test
    @Order(12)
    void aRefereeAppointedElsewhereDoesNotReadWhyThisPairing() {
        account("fed-td-why", List.of(Roles.TECHNICAL_DELEGATE), List.of());
        account("kwon", List.of(), List.of());
        String appointedIn = tournament("Gwangju Open");
        String elsewhere = tournament("Ulsan Open");
        json(as("fed-td-why", PASSWORD)).body("{\"personId\": \"kwon\", \"role\": \"referee\", \"name\": \"Kwon Hyojin\", "
                + "\"nationality\": \"KR\"}").post("/api/v1/tournaments/" + appointedIn + "/officials")
                .then().statusCode(200);
        as("kwon", PASSWORD).queryParam("black", "a").queryParam("white", "b")
                .get("/api/v1/tournaments/" + appointedIn + "/rounds/1/pairing/why").then().statusCode(404)
                .body("code", equalTo("round-not-found"));
        as("kwon", PASSWORD).queryParam("black", "a").queryParam("white", "b")
                .get("/api/v1/tournaments/" + elsewhere + "/rounds/1/pairing/why").then().statusCode(403);
    }

    /**
     * Incheon 2013 arbitration art. 2.2, 3.6: an account with no role of its own, appointed arbitrator in one tournament, sits and
     * votes on that tournament's appeals; a referee appointed there cannot vote (403).
     */
    @Test
    @Order(13)
    void anAppointedArbitratorSitsAndVotesOnThatTournamentsAppeals() {
        account("desk", List.of(Roles.TECHNICAL_DELEGATE, Roles.REFEREE, Roles.TEAM_LEADER), List.of());
        account("kim-arb", List.of(), List.of());
        account("wang-arb", List.of(), List.of());
        account("choi-ref", List.of(), List.of());
        String cup = tournament("Ulsan Open");
        // A committee of two, the liaison one of them (Incheon 2013 arbitration art. 2.2 has three; the make-up is the event's).
        json(as("desk", PASSWORD)).body("{\"size\": 2}").put("/api/v1/tournaments/" + cup + "/committee-make-up")
                .then().statusCode(200);
        for (String[] official : new String[][] {{"kim-arb", "arbitrator"}, {"wang-arb", "arbitration-liaison"},
                {"choi-ref", "referee"}}) {
            json(as("desk", PASSWORD)).body("{\"personId\": \"" + official[0] + "\", \"role\": \"" + official[1]
                    + "\", \"name\": \"" + official[0] + "\"}").post("/api/v1/tournaments/" + cup + "/officials")
                    .then().statusCode(200);
        }
        String protest = json(as("desk", PASSWORD)).body("{\"tournamentId\": \"" + cup + "\", \"gameId\": \""
                        + gameOf(cup) + "\", \"round\": 1, \"board\": 1, \"complainant\": \"Kim\", \"judgment\": \"A warning\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        json(as("choi-ref", PASSWORD)).body("{\"decision\": \"rejected\", \"referee\": \"Choi\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
        String appeal = json(as("desk", PASSWORD)).body("{\"protestId\": \"" + protest + "\", \"complainant\": \"Kim\","
                        + " \"complainantSignature\": \"Kim\", \"teamOfficialSignature\": \"Coach\", \"description\": \"x\","
                        + " \"deposit\": {\"amount\": 500, \"currency\": \"USD\", \"paid\": true}}")
                .post("/api/v1/appeals").then().statusCode(201).extract().path("id");
        json(as("wang-arb", PASSWORD)).body("{\"membersPresent\": [\"kim-arb\", \"wang-arb\"]}")
                .post("/api/v1/appeals/" + appeal + "/meeting").then().statusCode(200);
        json(as("kim-arb", PASSWORD)).body("{\"decision\": \"overrule\"}").post("/api/v1/appeals/" + appeal + "/votes")
                .then().statusCode(200);
        json(as("choi-ref", PASSWORD)).body("{\"decision\": \"uphold\"}").post("/api/v1/appeals/" + appeal + "/votes")
                .then().statusCode(403).body("code", equalTo("role-forbidden"));
    }

    /**
     * Incheon 2013 arbitration art. 1.1, duties art. 1.2: a referee appointed in one tournament, with no role of their own, files a
     * protest there at the tournament's path, which gives the office (POST /protests names the tournament in its body
     * only, read after the roles are decided: it admits the account's own roles), and is refused in another
     * tournament; a body naming another tournament than the path's is refused and files nothing, there or here.
     */
    @Test
    @Order(12)
    void anAppointedRefereeFilesAProtestInThatTournamentOnly() {
        account("fed-td-protest", List.of(Roles.TECHNICAL_DELEGATE), List.of());
        account("seo-ref", List.of(), List.of());
        String appointedIn = tournament("Changwon Open");
        String elsewhere = tournament("Pohang Open");
        json(as("fed-td-protest", PASSWORD)).body("{\"personId\": \"seo-ref\", \"role\": \"referee\", \"name\":"
                + " \"Seo Bongsoo\", \"nationality\": \"KR\"}").post("/api/v1/tournaments/" + appointedIn + "/officials")
                .then().statusCode(200);
        String game = gameOf(appointedIn);
        String otherGame = gameOf(elsewhere);
        String protest = "{%s\"gameId\": \"%s\", \"round\": 1, \"board\": 1, \"complainant\": \"Kim\","
                + " \"judgment\": \"A warning for a phone\"}";

        json(as("seo-ref", PASSWORD)).body(protest.formatted("\"tournamentId\": \"" + appointedIn + "\", ", game))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(403).body("code", equalTo("role-forbidden"));
        json(as("seo-ref", PASSWORD)).body(protest.formatted("", otherGame))
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + elsewhere + "/protests").then().statusCode(403)
                .body("code", equalTo("role-forbidden"));
        // the office is judged before the request's retry safety: without a key, another tournament's path is 403
        // too, an anonymous protest 401, and a ban by anyone but a Technical Delegate 403
        json(as("seo-ref", PASSWORD)).body(protest.formatted("", otherGame))
                .post("/api/v1/tournaments/" + elsewhere + "/protests").then().statusCode(403);
        json(given()).body(protest.formatted("", game)).post("/api/v1/tournaments/" + appointedIn + "/protests").then()
                .statusCode(401);
        json(as("seo-ref", PASSWORD)).body("{\"name\": \"Kim\", \"reason\": \"A phone\"}").post("/api/v1/bans").then()
                .statusCode(403);
        // and the players' list is public
        given().get("/api/v1/tournaments/" + appointedIn + "/players").then().statusCode(200);
        json(as("seo-ref", PASSWORD)).body(protest.formatted("\"tournamentId\": \"" + elsewhere + "\", ", otherGame))
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + appointedIn + "/protests").then().statusCode(400)
                .contentType("application/problem+json").body("code", equalTo("field-invalid"))
                .body("field", equalTo("tournamentId")).body("detail", containsString(appointedIn));
        ExtractableResponse<Response> created = json(as("seo-ref", PASSWORD)).body(protest.formatted("", game))
                .header(RetryKey.fresh())
                .post("/api/v1/tournaments/" + appointedIn + "/protests").then().statusCode(201).extract();
        String filed = created.path("id");
        assertTrue(created.header("Location").endsWith("/api/v1/protests/" + filed), created.header("Location"));
        given().get("/api/v1/protests/" + filed).then().statusCode(200).body("tournamentId", equalTo(appointedIn))
                .body("gameId", equalTo(game));
        // the docket follows the writes in their order: once it shows this protest it shows any filed before it
        awaitDocketShows(appointedIn, filed);
        assertEquals(List.of(filed), docket(appointedIn).getList("protestId"));
        assertEquals(List.of(), docket(elsewhere).getList("protestId"));
    }

    /**
     * Incheon 2013 arbitration art. 1.2-1.3, duties art. 1.2: an arbitrator appointed in one tournament, with no role of their own,
     * enters the appeal form of that tournament's protest at the protest's path, whose tournament gives the office
     * (POST /appeals names the protest in its body only: it admits the account's own roles), and not of another
     * tournament's protest; a body naming another protest than the path's is refused and files no appeal of either.
     */
    @Test
    @Order(13)
    void anAppointedArbitratorEntersTheAppealFormOfThatTournamentsProtestsOnly() {
        account("fed-td-appeal", List.of(Roles.TECHNICAL_DELEGATE), List.of());
        account("desk-ref", List.of(Roles.REFEREE), List.of());
        account("ahn-arb", List.of(), List.of());
        String appointedIn = tournament("Gimhae Open");
        String elsewhere = tournament("Yeosu Open");
        json(as("fed-td-appeal", PASSWORD)).body("{\"personId\": \"ahn-arb\", \"role\": \"arbitrator\", \"name\":"
                + " \"Ahn Jiwon\", \"nationality\": \"KR\"}").post("/api/v1/tournaments/" + appointedIn + "/officials")
                .then().statusCode(200);
        String protest = rejectedProtest("desk-ref", appointedIn);
        String otherProtest = rejectedProtest("desk-ref", elsewhere);
        String form = "{%s\"complainant\": \"Kim\", \"complainantSignature\": \"Kim\", \"teamOfficialSignature\":"
                + " \"Coach\", \"description\": \"The stones live.\", \"deposit\": {\"amount\": 500, \"currency\":"
                + " \"USD\", \"paid\": true}}";

        json(as("ahn-arb", PASSWORD)).body(form.formatted("\"protestId\": \"" + protest + "\", "))
                .post("/api/v1/appeals").then().statusCode(403).body("code", equalTo("role-forbidden"));
        json(as("ahn-arb", PASSWORD)).body(form.formatted("")).post("/api/v1/protests/" + otherProtest + "/appeal")
                .then().statusCode(403).body("code", equalTo("role-forbidden"));
        json(as("ahn-arb", PASSWORD)).body(form.formatted("\"protestId\": \"" + otherProtest + "\", "))
                .post("/api/v1/protests/" + protest + "/appeal").then().statusCode(400)
                .contentType("application/problem+json").body("code", equalTo("field-invalid"))
                .body("field", equalTo("protestId")).body("detail", containsString(protest));
        given().get("/api/v1/appeals/" + FileAppeal.idFor(otherProtest)).then().statusCode(404);
        given().get("/api/v1/appeals/" + FileAppeal.idFor(protest)).then().statusCode(404);

        ExtractableResponse<Response> filed = json(as("ahn-arb", PASSWORD)).body(form.formatted(""))
                .post("/api/v1/protests/" + protest + "/appeal").then().statusCode(201)
                .body("id", equalTo(FileAppeal.idFor(protest))).body("status", equalTo("filed")).extract();
        assertTrue(filed.header("Location").endsWith("/api/v1/appeals/" + FileAppeal.idFor(protest)),
                filed.header("Location"));
        given().get("/api/v1/appeals/" + FileAppeal.idFor(protest)).then().statusCode(200)
                .body("protestId", equalTo(protest)).body("tournamentId", equalTo(appointedIn));
    }

    /** A protest {@code referee} (a referee by their account's role) files on a game of the tournament and rejects. */
    private static String rejectedProtest(String referee, String tournamentId) {
        String protest = json(as(referee, PASSWORD)).body("{\"tournamentId\": \"" + tournamentId + "\", \"gameId\": \""
                        + gameOf(tournamentId) + "\", \"round\": 1, \"board\": 1, \"complainant\": \"Kim\","
                        + " \"judgment\": \"A warning\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        json(as(referee, PASSWORD)).body("{\"decision\": \"rejected\", \"referee\": \"Han\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
        return protest;
    }

    /** The tournament's docket, as its organizer reads it. */
    private static JsonPath docket(String tournamentId) {
        return as(ORGANIZER, PASSWORD).accept(ContentType.JSON).get("/api/v1/tournaments/" + tournamentId + "/docket")
                .then().statusCode(200).extract().jsonPath();
    }

    /** The docket is a projection, which follows the write: waits until it shows the protest. */
    private static void awaitDocketShows(String tournamentId, String protestId) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!docket(tournamentId).getList("protestId").contains(protestId)) {
            assertTrue(System.nanoTime() < deadline, "the docket of " + tournamentId + " never showed " + protestId);
            try {
                Thread.sleep(20);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", interrupted);
            }
        }
    }

    private static String tournament(String name) {
        return json(as(ORGANIZER, PASSWORD)).body("{\"name\": \"" + name + "\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
    }

    private static String gameOf(String tournamentId) {
        return json(as(ORGANIZER, PASSWORD))
                .body("{\"tournamentId\": \"" + tournamentId + "\", \"round\": 1, \"board\": 1, \"black\": \"p-kim\", "
                        + "\"white\": \"p-lee\", \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\", "
                        + "\"boardSize\": 19, \"komi\": 6.5}")
                .post("/api/v1/games").then().statusCode(201).extract().path("gameId");
    }

    private static org.hamcrest.Matcher<String> not(org.hamcrest.Matcher<String> matcher) {
        return org.hamcrest.Matchers.not(matcher);
    }

    private static void account(String user, List<String> roles, List<String> players) {
        String body = "{\"user\": \"" + user + "\", \"password\": \"" + PASSWORD + "\", \"roles\": "
                + quoted(roles) + ", \"players\": " + quoted(players) + "}";
        int status = json(as(ORGANIZER, PASSWORD)).body(body).post("/api/v1/accounts").then().extract().statusCode();
        assertTrue(status == 201 || status == 409, "creating " + user + ": " + status);
    }

    private static String quoted(List<String> values) {
        return values.stream().map(value -> "\"" + value + "\"").toList().toString();
    }

    /** Every POST, PUT and DELETE of the OpenAPI document, except the first-run form and the sign-in, which are public. */
    private static List<Map.Entry<String, String>> writeEndpoints() {
        Map<String, Map<String, Object>> paths = given().accept(ContentType.JSON).get("/q/openapi?format=json")
                .then().statusCode(200).extract().jsonPath().getMap("paths");
        List<Map.Entry<String, String>> writes = new ArrayList<>();
        paths.forEach((path, operations) -> operations.keySet().stream()
                .filter(method -> List.of("post", "put", "delete").contains(method))
                .filter(method -> !path.equals("/setup") && !path.equals("/api/v1/session"))
                .forEach(method -> writes.add(Map.entry(method.toUpperCase(), path))));
        return writes;
    }

    private static RequestSpecification as(String user, String password) {
        return given().auth().preemptive().basic(user, password);
    }

    /** An empty body of the type the endpoint takes: XML for the OpenGotha and MacMahon uploads, JSON lines for an export to verify, JSON everywhere else. */
    private static RequestSpecification body(RequestSpecification request, String path) {
        if (path.endsWith("/audit/verify")) {
            return request.contentType("application/x-ndjson").accept(ContentType.JSON).body("{}\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return path.endsWith("/players/opengotha") || path.endsWith("/players/macmahon")
                ? request.contentType("application/xml").accept(ContentType.JSON).body("<Tournament/>")
                : json(request).body("{}");
    }

    private static RequestSpecification json(RequestSpecification request) {
        return request.contentType(ContentType.JSON).accept(ContentType.JSON);
    }
}
