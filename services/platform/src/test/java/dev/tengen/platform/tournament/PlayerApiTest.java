package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class PlayerApiTest {

    private static String playersOf(String tournamentId) {
        return TOURNAMENTS + "/" + tournamentId + "/players";
    }

    @Test
    void aRegisteredPlayerIsListedWithTheRankInCanonicalNotation() {
        String id = Api.newTournament("Seoul Open");
        ExtractableResponse<Response> registered = json()
                .body("{\"name\": \"Nie Weiping\", \"rank\": \"9 Tuan\", \"club\": \"\", \"country\": \"CN\"}")
                .post(playersOf(id))
                .then().statusCode(201)
                .header("ETag", "\"1\"")
                .body("playerId", notNullValue())
                .extract();
        String playerId = registered.path("playerId");
        assertTrue(registered.header("Location").endsWith(playersOf(id) + "/" + playerId), registered.header("Location"));
        json().get(TOURNAMENTS + "/" + id)
                .then().statusCode(200)
                .body("players[0].id", equalTo(playerId))
                .body("players[0].name", equalTo("Nie Weiping"))
                .body("players[0].rank", equalTo("9tuan"))
                .body("players[0].country", equalTo("CN"))
                .body("players[0].withdrawn", equalTo(false));
        json().get(playersOf(id) + "/" + playerId)
                .then().statusCode(200)
                .body("name", equalTo("Nie Weiping"));
    }

    /**
     * Federation ids go into the columns of the files sent to the federations: a body Tengen writes no file for, a key
     * holding a line break, an id of two words or with a bidi override, five thousand bodies: 400 membership-invalid,
     * nobody registered. A well-formed id is kept without its blanks.
     */
    @Test
    void aMembershipIsAKnownBodyAndAnIdOfOneWord() {
        String id = Api.newTournament("Ids Open");
        StringBuilder many = new StringBuilder("{");
        for (int i = 0; i < 5000; i++) {
            many.append(i == 0 ? "" : ",").append("\"k").append(i).append("\": \"1\"");
        }
        for (String memberships : java.util.List.of("{\"egf\\nX\": \"123\"}", "{\"EGF\": \"12345678\"}",
                "{\"egf\": \"12;34 5\"}", "{\"ffg\": \"0621\\u202E020\"}", "{\"aga\": \"\"}", many + "}")) {
            json().body("{\"name\": \"Cho Hunhyun\", \"rank\": \"3d\", \"memberships\": " + memberships + "}")
                    .post(playersOf(id))
                    .then().statusCode(400)
                    .contentType(PROBLEM)
                    .body("code", equalTo("membership-invalid"))
                    .body("field", equalTo("memberships"));
        }
        json().get(playersOf(id)).then().statusCode(200).body("size()", equalTo(0));
        String playerId = json().body("{\"name\": \"Cho Hunhyun\", \"rank\": \"3d\", \"memberships\": "
                + "{\"egf\": \" 12345678 \", \"ffg\": \"0621020\"}}").post(playersOf(id)).then().statusCode(201)
                .extract().path("playerId");
        json().get(playersOf(id) + "/" + playerId).then().statusCode(200)
                .body("memberships.egf", equalTo("12345678")).body("memberships.ffg", equalTo("0621020"));
    }

    @Test
    void aMcMahonCorrectionIsShownWithThePlayer() {
        String id = Api.newTournament("Seoul Open");
        String playerId = json().body("{\"name\": \"Cho Hunhyun\", \"rank\": \"3d\", \"mcMahonCorrection\": 2}")
                .post(playersOf(id)).then().statusCode(201).extract().path("playerId");
        json().get(playersOf(id) + "/" + playerId).then().statusCode(200).body("mcMahonCorrection", equalTo(2));
    }

    @Test
    void aMcMahonCorrectionOutsideOpenGothasRangeIs422NamingTheField() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"name\": \"Cho Hunhyun\", \"rank\": \"3d\", \"mcMahonCorrection\": 3}")
                .post(playersOf(id))
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("mcmahon-correction-invalid"))
                .body("field", equalTo("mcMahonCorrection"));
    }

    /** The list a client reads at the players' own address: in the order registered, a withdrawn player kept, marked. */
    @Test
    void thePlayersAreListedAtTheirOwnAddressWithTheTournamentsVersion() {
        String id = Api.newTournament("Busan Open");
        json().get(playersOf(id)).then().statusCode(200).header("ETag", "\"0\"").body("size()", equalTo(0));
        String lee = json().body("{\"name\": \"Lee Changho\", \"rank\": \"9p\"}").post(playersOf(id))
                .then().statusCode(201).extract().path("playerId");
        json().body("{\"name\": \"Yoo Changhyuk\", \"rank\": \"9p\"}").post(playersOf(id)).then().statusCode(201);
        json().delete(playersOf(id) + "/" + lee + "?reason=ill").then().statusCode(200);

        json().get(playersOf(id)).then().statusCode(200).header("ETag", "\"3\"")
                .body("name", equalTo(java.util.List.of("Lee Changho", "Yoo Changhyuk")))
                .body("withdrawn", equalTo(java.util.List.of(true, false)));
        json().get(playersOf("no-such-tournament")).then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("tournament-not-found"));
    }

    @Test
    void readingAnUnknownPlayerIs404() {
        String id = Api.newTournament("Seoul Open");
        json().get(playersOf(id) + "/no-such-player")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("player-not-found"));
    }

    @Test
    void clubAndCountryMayBeLeftOut() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"name\": \"Cho Hunhyun\", \"rank\": \"9p\"}")
                .post(playersOf(id))
                .then().statusCode(201);
        json().get(TOURNAMENTS + "/" + id).then().body("players[0].club", equalTo(""));
    }

    @Test
    void aRankThatIsNoRankIs400NamingTheField() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"name\": \"Cho Hunhyun\", \"rank\": \"strong\"}")
                .post(playersOf(id))
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("rank-malformed"))
                .body("field", equalTo("rank"));
    }

    @Test
    void theSamePlayerOfTheSameClubTwiceIs422() {
        String id = Api.newTournament("Seoul Open");
        Api.newPlayer(id, "Lee Sedol", "9p", "Hanguk Kiwon");
        json().body("{\"name\": \"Lee Sedol\", \"rank\": \"9p\", \"club\": \"Hanguk Kiwon\"}")
                .post(playersOf(id))
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("player-already-registered"));
    }

    @Test
    void registeringInAnUnknownTournamentIs404() {
        json().body("{\"name\": \"Lee Sedol\", \"rank\": \"9p\"}")
                .post(playersOf("no-such-tournament"))
                .then().statusCode(404)
                .body("code", equalTo("tournament-not-found"));
    }

    @Test
    void aWithdrawnPlayerStaysListedAndMarked() {
        String id = Api.newTournament("Seoul Open");
        String playerId = Api.newPlayer(id, "Lee Sedol", "9p", "Hanguk Kiwon");
        json().queryParam("reason", "ill")
                .delete(playersOf(id) + "/" + playerId)
                .then().statusCode(200)
                .header("ETag", "\"2\"");
        json().get(TOURNAMENTS + "/" + id)
                .then().statusCode(200)
                .body("players[0].withdrawn", equalTo(true))
                .body("players[0].withdrawalReason", equalTo("ill"));
    }

    @Test
    void withdrawingTwiceIs422() {
        String id = Api.newTournament("Seoul Open");
        String playerId = Api.newPlayer(id, "Lee Sedol", "9p", "Hanguk Kiwon");
        json().delete(playersOf(id) + "/" + playerId).then().statusCode(200);
        json().delete(playersOf(id) + "/" + playerId)
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("player-already-withdrawn"));
    }

    @Test
    void withdrawingAnUnknownPlayerIs404() {
        String id = Api.newTournament("Seoul Open");
        json().delete(playersOf(id) + "/no-such-player")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("player-not-found"));
    }

    @Test
    void withdrawingFromAnUnknownTournamentIs404() {
        json().delete(playersOf("no-such-tournament") + "/no-such-player")
                .then().statusCode(404)
                .body("code", equalTo("tournament-not-found"));
    }

    @Test
    void aStaleIfMatchOnAWithdrawalIs409() {
        String id = Api.newTournament("Seoul Open");
        String playerId = Api.newPlayer(id, "Lee Sedol", "9p", "Hanguk Kiwon");
        json().header("If-Match", "\"0\"")
                .delete(playersOf(id) + "/" + playerId)
                .then().statusCode(409)
                .body("code", equalTo("version-conflict"));
    }
}
