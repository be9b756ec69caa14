package dev.tengen.platform.pages;

import static dev.tengen.platform.scenario.TournamentDriver.await;
import static dev.tengen.platform.scenario.TournamentDriver.play;
import static io.restassured.RestAssured.given;

import dev.tengen.platform.RetryKey;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;

/**
 * One event for the page tests, driven through the API as a director and a referee would: its name, a venue and a
 * player's name hold HTML; four players on 9x9 under the Korean 2016 rules and the Incheon 2013 code (Swiss, three
 * rounds) in Toulouse. Round 1: on one board Black captures at E6 and White resigns; on the other Black retakes a ko
 * at once (a warning and a lost turn under the code, Incheon 2013 code art. 5.3), then the referee enters W+3.5 from the
 * result slip; Black protests the warning, the referees reject the protest, Black appeals and the Arbitration
 * Committee overrules 2-1, so the board's result becomes B+R. White appeals round 1's other board too, and that
 * appeal is still before the committee (not public, Incheon 2013 arbitration art. 2.5). Round 2 is published; its first board is in
 * play, two moves in; its second has not begun.
 * The test identity ({@code director}) is appointed referee under the name Han Sang-hoon, so what it does reads
 * "Referee Han Sang-hoon".
 */
final class PagesFixture {

    static final String NAME = "<b>Toulouse</b> & \"Open\"";
    static final String HOSTILE = "<script>alert(1)</script>";
    static final String VENUE = "Salle <i>Pagnol</i>";

    final String id;
    final Map<String, String> players;
    /** Round 1's boards: the capture (resigned) and the ko (slip). */
    final String captureGame;
    final String koGame;
    /** Round 2: board 1 in play, board 2 not begun. */
    final String liveGame;
    final String waitingGame;

    private PagesFixture(String id, Map<String, String> players, String captureGame, String koGame, String liveGame,
            String waitingGame) {
        this.id = id;
        this.players = players;
        this.captureGame = captureGame;
        this.koGame = koGame;
        this.liveGame = liveGame;
        this.waitingGame = waitingGame;
    }

    private static PagesFixture shared;

    /** The one event the page tests share (the browser's tests and the HTML tests run in one application). */
    static synchronized PagesFixture shared() {
        if (shared == null) {
            shared = create();
        }
        return shared;
    }

    static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    static PagesFixture create() {
        String id = json().body("{\"name\": \"" + NAME.replace("\"", "\\\"") + "\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
        String t = "/api/v1/tournaments/" + id;
        json().body("""
                {"startDate": "2026-05-09", "endDate": "2026-05-10", "venue": "%s", "city": "Toulouse", "country": "FR",
                 "organizer": "Toulouse Go Club", "timeZone": "Europe/Paris"}""".formatted(VENUE))
                .put(t + "/details").then().statusCode(200);
        json().body("""
                {"ruleSet": "korean-2016", "boardSize": 9, "rounds": 3, "pairingSystem": "swiss",
                 "competitionCode": "incheon-2013", "komi": 6.5}""").put(t + "/configuration").then().statusCode(200);
        Map<String, String> players = Map.of(
                "Lee Sedol", player(t, "Lee Sedol", "5d", "Hanguk Kiwon", "KR"),
                "Cho Hunhyun", player(t, "Cho Hunhyun", "4d", "Hanguk Kiwon", "KR"),
                HOSTILE, player(t, HOSTILE, "3d", "<b>Club</b>", "FR"),
                "Park Junghwan", player(t, "Park Junghwan", "2d", "Beijing", "CN"));
        json().body("{\"personId\": \"director\", \"role\": \"referee\", \"name\": \"Han Sang-hoon\", \"nationality\": \"KR\"}")
                .post(t + "/officials").then().statusCode(200);
        List<Map<String, Object>> round1 = pairAndPublish(t, 1);
        String capture = (String) round1.get(0).get("gameId");
        String ko = (String) round1.get(1).get("gameId");
        play(capture, List.of("D5", "E5", "F5", "A1", "E4", "A2", "E6"));
        String captureProtest = protest(id, capture, 1, "Capture at E6 allowed although White had not pressed the clock");
        json().body("{\"color\": \"white\"}").post("/api/v1/games/" + capture + "/resignation").then().statusCode(200);
        for (String[] who : new String[][] {{"player", "black"}, {"player", "white"}, {"referee", "director"}}) {
            json().body("{\"role\": \"" + who[0] + "\", \"confirmer\": \"" + who[1] + "\", \"result\": \"B+R\"}")
                    .post("/api/v1/games/" + capture + "/confirmations").then().statusCode(200);
        }
        play(ko, List.of("B4", "D3", "C3", "D5", "C5", "E4", "D4", "C4"));
        json().body("{\"color\": \"black\", \"point\": \"D4\"}").post("/api/v1/games/" + ko + "/moves");
        String koProtest = protest(id, ko, 2, "Warning for retaking the ko at D4 at once");
        json().body("{\"result\": \"W+3.5\"}").put(t + "/rounds/1/boards/2/result").then().statusCode(200);
        String appeal = appeal(koProtest, "I played a ko threat first; the referee did not see it.");
        json().body("""
                {"membersPresent": ["Kim (KOR)", "Wang (CHN)", "Tanaka (JPN)"],
                 "votes": [{"member": "Kim (KOR)", "decision": "overrule"}, {"member": "Wang (CHN)", "decision": "overrule"},
                           {"member": "Tanaka (JPN)", "decision": "uphold"}],
                 "newResult": {"outcome": "BLACK_WINS", "result": "B+R"},
                 "reasons": "A threat was played at A9 before the retake."}""")
                .post("/api/v1/appeals/" + appeal + "/ruling").then().statusCode(200);
        appeal(captureProtest, "White never pressed the clock before E6.");
        await("round 1 recorded", () -> json().get(t + "/rounds/1").then().extract().jsonPath()
                .getList("games", Map.class).stream().allMatch(g -> g.get("result") != null));
        List<Map<String, Object>> round2 = pairAndPublish(t, 2);
        String live = (String) round2.get(0).get("gameId");
        play(live, List.of("E5", "C3"));
        PagesFixture fixture = new PagesFixture(id, players, capture, ko, live, (String) round2.get(1).get("gameId"));
        await("the pages' read models caught up", () -> given().get("/g/" + live).asString().contains("data-p=\"C3\""));
        return fixture;
    }

    /** Ends the waiting game of round 2 with a result slip; answers when the tournament recorded it. */
    void recordWaitingGame(String result) {
        json().body("{\"result\": \"" + result + "\"}").put("/api/v1/tournaments/" + id + "/rounds/2/boards/2/result")
                .then().statusCode(200);
    }

    /** {@code complainant} protests on board {@code board} of round 1; the referees reject the protest at once. */
    private static String protest(String id, String gameId, int board, String judgment) {
        String protest = json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": %d, "complainant": "%s",
                 "judgment": "%s"}""".formatted(id, gameId, board, "Lee Sedol", judgment))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        json().body("{\"decision\": \"rejected\", \"referee\": \"Han Sang-hoon\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
        return protest;
    }

    /** The appeal form on {@code protest}, with every field 000's form asks and the deposit paid. */
    private static String appeal(String protest, String description) {
        return json().body("""
                {"protestId": "%s", "complainant": "Lee Sedol", "complainantSignature": "Lee Sedol",
                 "complainantNoc": "KOR", "teamOfficialSignature": "Coach Yang", "opponent": "Cho Hunhyun",
                 "opponentNoc": "KOR",
                 "witnesses": [{"name": "Witness", "signature": "W", "telephone": "+82 10 1234 5678", "noc": "KOR"}],
                 "location": "Board 2", "time": "10:01", "description": "%s",
                 "deposit": {"amount": 500, "currency": "USD", "paid": true}}""".formatted(protest, description))
                .post("/api/v1/appeals").then().statusCode(201).extract().path("id");
    }

    String path(String rest) {
        return "/t/" + id + rest;
    }

    private static String player(String t, String name, String rank, String club, String country) {
        return json().body("{\"name\": \"" + name.replace("\"", "\\\"") + "\", \"rank\": \"" + rank + "\", \"club\": \""
                        + club + "\", \"country\": \"" + country + "\"}")
                .post(t + "/players").then().statusCode(201).extract().path("playerId");
    }

    private static List<Map<String, Object>> pairAndPublish(String t, int round) {
        json().post(t + "/rounds/" + round + "/pairing").then().statusCode(200);
        json().post(t + "/rounds/" + round + "/publish").then().statusCode(200);
        List<Map<String, Object>> games = json().get(t + "/rounds/" + round).then().statusCode(200).extract().jsonPath()
                .getList("games");
        for (Map<String, Object> game : games) {
            await("game " + game.get("gameId") + " started",
                    () -> json().get("/api/v1/games/" + game.get("gameId")).statusCode() == 200);
        }
        return games;
    }

    /** A public page's address as written (encoded once, as a browser sends a typed address), read as a browser. */
    static io.restassured.response.Response browse(String path, String language) {
        return given().urlEncodingEnabled(false).redirects().follow(false).header("Accept", "text/html")
                .header("Accept-Language", language).get(path);
    }

    /** What is wrong with {@code answer} to {@code path} as an HTML 404 page without a stack trace, or null. */
    static String notAn404Page(String path, io.restassured.response.Response answer) {
        String type = answer.contentType();
        String body = answer.asString();
        if (answer.statusCode() != 404 || type == null || !type.startsWith("text/html")) {
            return path + " answered " + answer.statusCode() + " " + type + ": " + body.substring(0, Math.min(200,
                    body.length()));
        }
        if (body.contains("Exception") || body.contains("\tat ")) {
            return path + " answered a stack trace";
        }
        return null;
    }
}
