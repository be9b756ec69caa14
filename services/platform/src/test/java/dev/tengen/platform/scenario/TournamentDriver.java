package dev.tengen.platform.scenario;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tengen.platform.RetryKey;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Drives one tournament through the REST API as its director and referees would, for the scenario tests: each
 * method is one or a few requests, checked for success, with the waits the asynchronous round flow needs.
 */
public final class TournamentDriver {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    final String id;

    private TournamentDriver(String id) {
        this.id = id;
    }

    static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    /** Creates and configures a tournament; {@code settings} is the configuration body. */
    static TournamentDriver open(String name, String settings) {
        String id = json().body("{\"name\": \"" + name + "\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
        json().body(settings).put("/api/v1/tournaments/" + id + "/configuration").then().statusCode(200);
        return new TournamentDriver(id);
    }

    String register(String name, String rank) {
        return json().body("{\"name\": \"" + name + "\", \"rank\": \"" + rank + "\", \"club\": \"Hanguk Kiwon\", "
                        + "\"country\": \"KR\"}")
                .post(path("/players")).then().statusCode(201).extract().path("playerId");
    }

    /** The Technical Delegate appoints {@code personId} to {@code role} (Incheon 2013 duties art. 1.2). */
    void appoint(String personId, String role, String name, String nationality) {
        json().body("{\"personId\": \"" + personId + "\", \"role\": \"" + role + "\", \"name\": \"" + name
                        + "\", \"nationality\": \"" + nationality + "\"}")
                .post(path("/officials")).then().statusCode(200);
    }

    /** Pairs and publishes {@code round}; returns its boards once every game exists. */
    List<Map<String, Object>> pairAndPublish(int round) {
        json().post(path("/rounds/" + round + "/pairing")).then().statusCode(200);
        json().post(path("/rounds/" + round + "/publish")).then().statusCode(200);
        List<Map<String, Object>> games = round(round).getList("games");
        for (Map<String, Object> game : games) {
            await("game " + game.get("gameId") + " started",
                    () -> json().get("/api/v1/games/" + game.get("gameId")).statusCode() == 200);
        }
        return games;
    }

    JsonPath round(int round) {
        return json().get(path("/rounds/" + round)).then().statusCode(200).extract().jsonPath();
    }

    /** The game's current version, for If-Match. */
    static long version(String gameId) {
        return json().get("/api/v1/games/" + gameId).then().statusCode(200).extract().jsonPath().getLong("version");
    }

    /** Both players and the referee confirm the proposed {@code result}: it becomes final. */
    static void confirm(String gameId, String result) {
        for (String[] who : new String[][] {{"player", "black"}, {"player", "white"}, {"referee", "Referee Han"}}) {
            json().body("{\"role\": \"" + who[0] + "\", \"confirmer\": \"" + who[1] + "\", \"result\": \"" + result + "\"}")
                    .post("/api/v1/games/" + gameId + "/confirmations").then().statusCode(200);
        }
    }

    /** {@code loser} resigns and the result is confirmed. */
    static void resignAndConfirm(String gameId, String loser) {
        json().body("{\"color\": \"" + loser + "\"}").post("/api/v1/games/" + gameId + "/resignation")
                .then().statusCode(200);
        confirm(gameId, loser.equals("white") ? "B+R" : "W+R");
    }

    /** Plays {@code points} alternately from Black, each answered 201. */
    public static void play(String gameId, List<String> points) {
        for (int i = 0; i < points.size(); i++) {
            json().body("{\"color\": \"" + (i % 2 == 0 ? "black" : "white") + "\", \"point\": \"" + points.get(i) + "\"}")
                    .post("/api/v1/games/" + gameId + "/moves").then().statusCode(201);
        }
    }

    /**
     * On board 1 of round 1: {@code complainant} protests {@code judgment} (made at {@code protestedAt}), the Chief
     * Referee rejects it, the complainant appeals with every field of 000's form and the deposit paid, and the
     * committee overrules 2-1, giving {@code outcome} and {@code result}. Returns the appeal's id.
     */
    String appealOverruled(String gameId, String complainant, String opponent, String judgment, Instant protestedAt,
            String description, String outcome, String result, String reasons) {
        String protest = json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": 1, "complainant": "%s",
                 "judgment": "%s", "protestedAt": "%s"}""".formatted(id, gameId, complainant, judgment, protestedAt))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\", \"decidedAt\": \""
                        + Instant.now() + "\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
        String appeal = json().body("""
                {"protestId": "%s", "complainant": "%s", "complainantSignature": "%s", "complainantNoc": "KOR",
                 "teamOfficialSignature": "Coach Yang", "opponent": "%s", "opponentNoc": "KOR",
                 "witnesses": [{"name": "Witness", "signature": "W", "telephone": "+82 10 1234 5678", "noc": "KOR"}],
                 "location": "Board 1", "time": "10:01", "description": "%s",
                 "deposit": {"amount": 500, "currency": "USD", "paid": true}}""".formatted(protest, complainant,
                        complainant, opponent, description))
                .post("/api/v1/appeals").then().statusCode(201).extract().path("id");
        json().body("""
                {"membersPresent": ["Kim (KOR)", "Wang (CHN)", "Tanaka (JPN)"],
                 "votes": [{"member": "Kim (KOR)", "decision": "overrule"}, {"member": "Wang (CHN)", "decision": "overrule"},
                           {"member": "Tanaka (JPN)", "decision": "uphold"}],
                 "newResult": {"outcome": "%s", "result": "%s"},
                 "reasons": "%s"}""".formatted(outcome, result, reasons))
                .post("/api/v1/appeals/" + appeal + "/ruling").then().statusCode(200);
        return appeal;
    }

    /** Waits until every board of {@code round} shows a result in the tournament. */
    void awaitResults(int round) {
        await("every result of round " + round + " recorded",
                () -> round(round).getList("games", Map.class).stream().allMatch(game -> game.get("result") != null));
    }

    /** Waits until board {@code board} of {@code round} shows {@code result}. */
    void awaitResult(int round, int board, String result) {
        await("round " + round + " board " + board + " shows " + result, () -> round(round)
                .getList("games", Map.class).stream()
                .anyMatch(game -> ((Integer) game.get("board")) == board && result.equals(game.get("result"))));
    }

    JsonPath standings() {
        return json().get(path("/standings")).then().statusCode(200).extract().jsonPath();
    }

    /** The first standings value (points) of {@code playerId}. */
    double points(String playerId) {
        List<Map<String, Object>> rows = standings().getList("rows");
        return rows.stream().filter(row -> playerId.equals(row.get("playerId"))).findFirst()
                .map(row -> ((Number) ((List<?>) row.get("values")).get(0)).doubleValue()).orElseThrow();
    }

    String path(String rest) {
        return "/api/v1/tournaments/" + id + rest;
    }

    public static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("Timed out waiting for " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("Interrupted waiting for " + what);
            }
        }
    }
}
