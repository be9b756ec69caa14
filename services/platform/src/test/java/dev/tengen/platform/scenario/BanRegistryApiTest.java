package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.platform.RetryKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sanctions registry (issue 6: "bans from future competitions are kept in a registry checked at registration"):
 * a ban entered by the Technical Delegate, a ban that follows from the Chief Referee's finding of grave misconduct
 * (Incheon 2013 code art. 6.1), both refusing the player's next registration, and a ban lifted.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
class BanRegistryApiTest {

    private static final String SWISS = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";

    private static String player(String name, String country) {
        return "{\"name\": \"" + name + "\", \"rank\": \"3d\", \"club\": \"Seoul\", \"country\": \"" + country + "\"}";
    }

    @Test
    void aBanEnteredByTheTechnicalDelegateRefusesTheRegistrationUntilLifted() {
        String banId = json().body("{\"name\": \"Jung Minsu\", \"country\": \"KR\", \"reason\": \"disqualified for "
                        + "disregarding a ruling\", \"article\": \"Incheon 2013 arbitration art. 2.6\", \"source\": \"federation:KBA-2026-14\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/bans").then().statusCode(201).extract().path("banId");
        TournamentDriver open = TournamentDriver.open("Registry Open", SWISS);

        json().body(player("jung  MINSU", "kr")).post(open.path("/players")).then().statusCode(422)
                .body("code", equalTo("player-banned"))
                .body("detail", containsString("disregarding a ruling (Incheon 2013 arbitration art. 2.6)"))
                .body("detail", containsString(banId));
        // a namesake from another country is someone else
        json().body(player("Jung Minsu", "JP")).post(open.path("/players")).then().statusCode(201);

        json().delete("/api/v1/bans/" + banId + "?reason=appeal upheld").then().statusCode(200);
        List<Map<String, Object>> bans = json().get("/api/v1/bans").then().extract().jsonPath().getList("");
        assertLifted(bans, banId);
        TournamentDriver later = TournamentDriver.open("Registry Open II", SWISS);
        json().body(player("Jung Minsu", "KR")).post(later.path("/players")).then().statusCode(201);
    }

    @Test
    void graveMisconductFoundByTheChiefRefereeBarsThePlayerFromTheNextEvent() {
        TournamentDriver first = TournamentDriver.open("Misconduct Cup", SWISS);
        for (String name : new String[] {"Oh Jeonga", "Seo Bongsoo", "Yoo Changhyuk", "Nam Chihyung"}) {
            json().body(player(name, "KR")).post(first.path("/players")).then().statusCode(201);
        }
        Map<String, Object> board = first.pairAndPublish(1).getFirst();
        String gameId = (String) board.get("gameId");
        json().body("{\"infraction\": \"misconduct\", \"offender\": \"black\", \"grave\": true, "
                        + "\"note\": \"secret agreement proven\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/games/" + gameId + "/decisions").then().statusCode(201);
        String black = json().get("/api/v1/games/" + gameId).then().extract().path("black");

        TournamentDriver.await("the ban in the registry", () -> json().get("/api/v1/bans").then().extract().jsonPath()
                .getList("source").contains("decision:" + gameId + "/d1"));
        TournamentDriver next = TournamentDriver.open("Next Cup", SWISS);
        String name = nameOf(first, black);
        json().body(player(name, "KR")).post(next.path("/players")).then().statusCode(422)
                .body("code", equalTo("player-banned"))
                .body("detail", containsString("Incheon 2013 code art. 6.1"));
    }

    @Test
    void badRequestsAreRefusedAndLeaveTheRegistryAlone() {
        int before = json().get("/api/v1/bans").then().extract().jsonPath().getList("").size();
        json().body("{\"country\": \"KR\", \"reason\": \"cheating\"}")
                .header(RetryKey.fresh())
                .post("/api/v1/bans").then().statusCode(400)
                .body("field", equalTo("name"));
        json().body("{\"name\": ").header(RetryKey.fresh())
                .post("/api/v1/bans").then().statusCode(400);
        json().delete("/api/v1/bans/no-such-ban?reason=x").then().statusCode(404).body("code", equalTo("ban-not-found"));
        // a whole ban without a key: sent again, it could not be told from a second ban (RetrySafeWrite)
        json().body("{\"name\": \"Bad Guy\", \"reason\": \"cheating\"}").post("/api/v1/bans").then().statusCode(428)
                .body("code", equalTo("precondition-required")).body("field", equalTo("Idempotency-Key"));
        json().get("/api/v1/bans").then().body("size()", equalTo(before));
    }

    /** The Technical Delegate's tablet loses the answer and sends the ban again with its key: one ban, lifted once. */
    @Test
    void aBanSentAgainWithItsKeyBarsThePlayerOnce() {
        String ban = "{\"name\": \"Kang Dongyun\", \"country\": \"KR\", \"reason\": \"cheating with a device\"}";
        String key = java.util.UUID.randomUUID().toString();
        String first = json().body(ban).header("Idempotency-Key", key).post("/api/v1/bans").then().statusCode(201)
                .extract().path("banId");
        String again = json().body(ban).header("Idempotency-Key", key).post("/api/v1/bans").then().statusCode(201)
                .header("Idempotent-Replayed", "true").extract().path("banId");

        org.junit.jupiter.api.Assertions.assertEquals(first, again);
        List<String> names = json().get("/api/v1/bans").then().extract().jsonPath().getList("name", String.class);
        org.junit.jupiter.api.Assertions.assertEquals(1, names.stream().filter("Kang Dongyun"::equals).count(),
                names::toString);
    }

    private static String nameOf(TournamentDriver tournament, String playerId) {
        return json().get(tournament.path("/players/" + playerId)).then().statusCode(200).extract().path("name");
    }

    private static void assertLifted(List<Map<String, Object>> bans, String banId) {
        Map<String, Object> ban = bans.stream().filter(b -> banId.equals(b.get("id"))).findFirst().orElseThrow();
        org.junit.jupiter.api.Assertions.assertEquals("appeal upheld", ban.get("lifted"));
    }
}
