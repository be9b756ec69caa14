package dev.tengen.console;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the director does before the referee's desk opens, through the API (the director's console has its own
 * browser test): a 9x9 round robin of four under korean-2016 and the Incheon 2013 code with byoyomi, the referee
 * appointed, the players registered, round 1 paired and published, and an account for each player of board 1 linked
 * to their registration.
 */
final class Scenario {

    /** A player of board 1 and the account they sign in with. */
    record Seat(String colour, String playerId, String name, String account, String password) {}

    record Board(String gameId, String otherGameId, Seat black, Seat white) {}

    private static final List<String> NAMES = List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan");

    private final RunningPlatform platform;
    private final HttpClient http = HttpClient.newHttpClient();

    Scenario(RunningPlatform platform) {
        this.platform = platform;
    }

    Board roundOneOfARoundRobin() throws Exception {
        String director = basic(RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        String tournament = all(send("POST", "/api/v1/tournaments", "{\"name\": \"Desk Cup\"}", director, 201),
                "tournamentId").getFirst();
        String base = "/api/v1/tournaments/" + tournament;
        send("PUT", base + "/configuration", """
                {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
                 "pairingSystem": "round-robin",
                 "timeControl": {"kind": "byoyomi", "basicTime": "PT10M", "periods": 3, "period": "PT30S",
                                 "latenessLimit": "PT30M"}}""", director, 200);
        send("POST", base + "/officials", """
                {"personId": "%s", "role": "referee", "name": "Han Jiwon", "nationality": "KR"}"""
                .formatted(RunningPlatform.REFEREE), director, 200);
        Map<String, String> names = new LinkedHashMap<>();
        for (String name : NAMES) {
            String player = all(send("POST", base + "/players", """
                    {"name": "%s", "rank": "9p", "club": "Hanguk Kiwon", "country": "KR"}""".formatted(name), director, 201),
                    "playerId").getFirst();
            names.put(player, name);
        }
        send("POST", base + "/rounds/1/pairing", null, director, 200);
        send("POST", base + "/rounds/1/publish", null, director, 200);
        String round = awaitGames(base + "/rounds/1", director);
        List<String> games = all(round, "gameId");
        List<String> blacks = all(round, "black");
        List<String> whites = all(round, "white");
        for (String game : games) {
            await(() -> status("/api/v1/games/" + game, director) == 200, "game " + game + " started");
        }
        Seat black = seat("black", blacks.getFirst(), names.get(blacks.getFirst()), "lee");
        Seat white = seat("white", whites.getFirst(), names.get(whites.getFirst()), "cho");
        return new Board(games.getFirst(), games.get(1), black, white);
    }

    /**
     * Board 2 played to the count through the API as the referee: GamePreviewApiTest.WALLS (Black walls column E,
     * White column F), then White's B5 inside Black's area answered by a pass, and both pass. Korean 2016 counts
     * B5 dead as Black's territory A-D (36) and one prisoner against White's 27 and komi 6.5: B+3.5.
     */
    void playToTheCount(String gameId) throws Exception {
        String referee = basic(RunningPlatform.REFEREE, "referee-2026");
        String game = "/api/v1/games/" + gameId;
        send("POST", game + "/clock/start", "{}", referee, 200);
        List<String> walls = List.of("E1", "F1", "E2", "F2", "E3", "F3", "E4", "F4", "E5", "F5", "E6", "F6",
                "E7", "F7", "E8", "F8", "E9", "F9");
        for (int i = 0; i < walls.size(); i++) {
            send("POST", game + "/moves", "{\"color\": \"" + (i % 2 == 0 ? "black" : "white") + "\", \"point\": \""
                    + walls.get(i) + "\"}", referee, 201);
        }
        send("POST", game + "/passes", "{\"color\": \"black\"}", referee, 201);
        send("POST", game + "/moves", "{\"color\": \"white\", \"point\": \"B5\"}", referee, 201);
        send("POST", game + "/passes", "{\"color\": \"black\"}", referee, 201);
        send("POST", game + "/passes", "{\"color\": \"white\"}", referee, 201);
    }

    /** The founder creates the player's account, playing as the registered player. */
    private Seat seat(String colour, String playerId, String name, String account) throws Exception {
        String password = account + "-2026";
        send("POST", "/api/v1/accounts", """
                {"user": "%s", "password": "%s", "roles": ["player"], "players": ["%s"]}"""
                .formatted(account, password, playerId), basic("founder", "founder-2026"), 201);
        return new Seat(colour, playerId, name, account, password);
    }

    private String awaitGames(String path, String auth) throws Exception {
        String[] body = new String[1];
        await(() -> {
            HttpResponse<String> r = request("GET", path, null, auth);
            body[0] = r.body();
            return r.statusCode() == 200 && body[0].contains("\"gameId\"");
        }, "round 1's games");
        return body[0];
    }

    private static List<String> all(String json, String field) {
        Matcher m = Pattern.compile("\"" + field + "\"\\s*:\\s*\"([^\"]+)\"").matcher(json);
        List<String> found = new java.util.ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private String send(String method, String path, String body, String auth, int expected) throws Exception {
        HttpResponse<String> response = request(method, path, body, auth);
        if (response.statusCode() != expected) {
            throw new IllegalStateException(method + " " + path + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    private int status(String path, String auth) throws Exception {
        return request("GET", path, null, auth).statusCode();
    }

    private HttpResponse<String> request(String method, String path, String body, String auth) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(platform.base + path))
                .header("Authorization", auth).header("Accept", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (!method.equals("GET")) {
            builder.header("Content-Type", "application/json").header("Idempotency-Key", UUID.randomUUID().toString());
        }
        return http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes());
    }

    interface Check {
        boolean holds() throws Exception;
    }

    private static void await(Check check, String what) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!check.holds()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("Timed out waiting for " + what);
            }
            Thread.sleep(100);
        }
    }
}
