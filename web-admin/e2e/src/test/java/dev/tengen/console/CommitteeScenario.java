package dev.tengen.console;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the committee's browser tests start from, through the API: a 19x19 round robin of four under korean-2016 and
 * the Incheon 2013 code, its Arbitration Committee appointed (the liaison Tanaka, Kim and Wang, whose accounts hold
 * no role of their own: the appointment gives the office), a referee account, round 1 published and started, and Park
 * Junghwan's account linked to his registration.
 */
final class CommitteeScenario {

    static final String PASSWORD = "committee-2026";

    final PlatformApi founder;
    final String eventId;
    final String gameId;
    final int board;
    /** Park Junghwan's opponent on his board. */
    final String opponent;

    CommitteeScenario(RunningPlatform platform, String eventName) throws Exception {
        founder = new PlatformApi(platform.base, "founder", "founder-2026");
        Committee.accounts(founder, PASSWORD);
        account("ref-han", "[\"referee\"]", "[]");
        PlatformApi director = new PlatformApi(platform.base, RunningPlatform.DIRECTOR, RunningPlatform.PASSWORD);
        eventId = director.post("/api/v1/tournaments", "{\"name\": \"" + eventName + "\"}").getAsJsonObject()
                .get("tournamentId").getAsString();
        director.send("PUT", "/api/v1/tournaments/" + eventId + "/configuration", """
                {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 19, "rounds": 3,
                 "pairingSystem": "round-robin"}""");
        String park = null;
        Map<String, String> names = new HashMap<>();
        for (String name : List.of("Park Junghwan", "Lee Sedol", "Cho Hunhyun", "Kim Jiseok")) {
            String id = director.post("/api/v1/tournaments/" + eventId + "/players", "{\"name\": \"" + name
                    + "\", \"rank\": \"9p\", \"club\": \"Hanguk Kiwon\", \"country\": \"KR\"}").getAsJsonObject()
                    .get("playerId").getAsString();
            park = park == null ? id : park;
            names.put(id, name);
        }
        Committee.appoint(director, eventId);
        director.post("/api/v1/tournaments/" + eventId + "/rounds/1/pairing", null);
        director.post("/api/v1/tournaments/" + eventId + "/rounds/1/publish", null);
        JsonObject game = null;
        for (JsonElement g : director.get("/api/v1/tournaments/" + eventId + "/rounds/1").getAsJsonObject().getAsJsonArray("games")) {
            JsonObject o = g.getAsJsonObject();
            if (park.equals(o.get("black").getAsString()) || park.equals(o.get("white").getAsString())) {
                game = o;
            }
        }
        gameId = game.get("gameId").getAsString();
        board = game.get("board").getAsInt();
        opponent = names.get(park.equals(game.get("black").getAsString()) ? game.get("white").getAsString()
                : game.get("black").getAsString());
        PlatformApi.await("game started", () -> director.answers("/api/v1/games/" + gameId));
        account("park", "[\"player\"]", "[\"" + park + "\"]");
    }

    /** An account the founder creates, with the scenario's password. */
    void account(String user, String roles, String players) throws Exception {
        founder.account(user, PASSWORD, roles, players);
    }

    /** The Technical Delegate's appointment of an official of the event. */
    void appoint(PlatformApi director, String person, String role, String name, String nationality) throws Exception {
        director.post("/api/v1/tournaments/" + eventId + "/officials", "{\"personId\": \"" + person + "\", \"role\": \""
                + role + "\", \"name\": \"" + name + "\", \"nationality\": \"" + nationality + "\"}");
    }
}
