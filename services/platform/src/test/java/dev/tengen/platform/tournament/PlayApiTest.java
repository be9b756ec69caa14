package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Officials, configuration, rounds and closing over HTTP. The field is four players in a single round robin of three
 * rounds under the Korean 2016 rules: round 1 is 1-4 and 2-3 in registration
 * order (Chinese 2002 App. 3.3), komi 6.5.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class PlayApiTest {

    private static final String ROUND_ROBIN =
            "{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 3, \"pairingSystem\": \"round-robin\"}";

    /** A configured tournament with four players; returns the id followed by the player ids in registration order. */
    private static List<String> fourPlayers() {
        String id = Api.newTournament("Seoul Open");
        json().body(ROUND_ROBIN).put(TOURNAMENTS + "/" + id + "/configuration").then().statusCode(200);
        List<String> ids = new ArrayList<>(List.of(id));
        for (int n = 1; n <= 4; n++) {
            ids.add(Api.newPlayer(id, "Player " + n, n + "d", "Club " + n));
        }
        return ids;
    }

    private static String at(String id, String path) {
        return TOURNAMENTS + "/" + id + path;
    }

    // Officials

    @Test
    void anAppointedOfficialIsListed() {
        String id = Api.newTournament("Incheon 2013");
        json().body("{\"personId\": \"o-1\", \"role\": \"Chief-Referee\", \"name\": \"Hua Yigang\", \"nationality\": \"CN\"}")
                .post(at(id, "/officials"))
                .then().statusCode(200).header("ETag", "\"1\"");
        json().get(at(id, "/officials"))
                .then().statusCode(200)
                .body("personId", contains("o-1"))
                .body("role", contains("chief-referee"))
                .body("name", contains("Hua Yigang"));
    }

    @Test
    void anOfficialWithoutARoleIsA400NamingTheField() {
        String id = Api.newTournament("Incheon 2013");
        json().body("{\"name\": \"Hua Yigang\"}")
                .post(at(id, "/officials"))
                .then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("role"));
    }

    @Test
    void anUnknownRoleIsA422() {
        String id = Api.newTournament("Incheon 2013");
        json().body("{\"role\": \"umpire\", \"name\": \"Hua Yigang\"}")
                .post(at(id, "/officials"))
                .then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("unknown-official-role"))
                .body("field", equalTo("role"));
    }

    @Test
    void dismissingAnOfficialTakesThemOffTheList() {
        String id = Api.newTournament("Incheon 2013");
        json().body("{\"personId\": \"o-1\", \"role\": \"referee\", \"name\": \"Kim Seongrae\"}")
                .post(at(id, "/officials")).then().statusCode(200);
        json().delete(at(id, "/officials/o-1?reason=ill")).then().statusCode(200);
        json().get(at(id, "/officials")).then().statusCode(200).body("$", hasSize(0));
    }

    @Test
    void dismissingSomeoneNotAppointedIsA404() {
        String id = Api.newTournament("Incheon 2013");
        json().delete(at(id, "/officials/o-9"))
                .then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("official-not-found"));
    }

    @Test
    void theOfficialsOfAnUnknownTournamentAreA404() {
        json().get(at("no-such-tournament", "/officials"))
                .then().statusCode(404).body("code", equalTo("tournament-not-found"));
    }

    // Configuration

    @Test
    void theWholeConfigurationIsShownWithItsDefaultsFilledIn() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 5, \"pairingSystem\": \"mcmahon\","
                        + " \"komi\": 7, \"pairingParameters\": {\"bar\": \"3d\", \"floor\": \"20k\"},"
                        + " \"placementCriteria\": [\"mms\", \"sos\"]}")
                .put(at(id, "/configuration")).then().statusCode(200);
        json().get(at(id, "/configuration"))
                .then().statusCode(200)
                .body("competitionCode", equalTo("incheon-2013"))
                .body("komi", equalTo(7.0f))
                .body("handicap.ceiling", equalTo(0))
                .body("pairingParameters.bar", equalTo("3d"))
                .body("pairingParameters.zero", equalTo("20k"))
                .body("placementCriteria", contains("MMS", "SOS"));
    }

    @Test
    void anUnknownCompetitionCodeIsA422() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 5, \"pairingSystem\": \"swiss\","
                        + " \"competitionCode\": \"fide\"}")
                .put(at(id, "/configuration"))
                .then().statusCode(422).body("code", equalTo("unknown-competition-code"))
                .body("field", equalTo("competitionCode"));
    }

    // Rounds

    @Test
    void aPairedRoundIsShownWithItsBoards() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200).header("ETag", "\"6\"");
        json().get(at(t.get(0), "/rounds/1"))
                .then().statusCode(200)
                .body("status", equalTo("paired"))
                .body("games.board", contains(1, 2))
                .body("games.black", contains(t.get(1), t.get(2)))
                .body("games.white", contains(t.get(4), t.get(3)))
                .body("games.komi", contains(6.5f, 6.5f))
                .body("games.gameId", contains(t.get(0) + "-r1-b1", t.get(0) + "-r1-b2"));
    }

    @Test
    void anAdjustedPairingShowsTheNewBoardsAndTheReason() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200);
        json().body("{\"changes\": [{\"board\": 1, \"black\": \"" + t.get(1) + "\", \"white\": \"" + t.get(3) + "\"},"
                        + " {\"board\": 2, \"black\": \"" + t.get(2) + "\", \"white\": \"" + t.get(4) + "\"}],"
                        + " \"reason\": \"club mates\"}")
                .put(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200);
        json().get(at(t.get(0), "/rounds/1"))
                .then().statusCode(200)
                .body("games.white", contains(t.get(3), t.get(4)))
                .body("adjustments", contains("club mates"));
    }

    @Test
    void anAdjustmentWithAPlayerTwiceIsA422() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200);
        json().body("{\"changes\": [{\"board\": 1, \"black\": \"" + t.get(1) + "\", \"white\": \"" + t.get(2) + "\"}],"
                        + " \"reason\": \"rematch\"}")
                .put(at(t.get(0), "/rounds/1/pairing"))
                .then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("player-paired-twice"));
    }

    @Test
    void anAdjustmentWithoutAReasonIsA400() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200);
        json().body("{\"changes\": [{\"board\": 1, \"black\": \"" + t.get(1) + "\", \"white\": \"" + t.get(3) + "\"}]}")
                .put(at(t.get(0), "/rounds/1/pairing"))
                .then().statusCode(400).body("code", equalTo("field-missing")).body("field", equalTo("reason"));
    }

    @Test
    void aPublishedRoundIsFinal() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200);
        json().post(at(t.get(0), "/rounds/1/publish")).then().statusCode(200);
        json().get(at(t.get(0), "/rounds/1")).then().statusCode(200).body("status", equalTo("published"));
        json().post(at(t.get(0), "/rounds/1/pairing"))
                .then().statusCode(422).body("code", equalTo("round-already-published")).body("field", equalTo("round"));
    }

    @Test
    void aRoundBeforeThePreviousIsCompleteIsA422() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/2/pairing"))
                .then().statusCode(422).body("code", equalTo("previous-round-incomplete"));
    }

    @Test
    void anUnpairedRoundIsA404() {
        List<String> t = fourPlayers();
        json().get(at(t.get(0), "/rounds/1"))
                .then().statusCode(404).contentType(PROBLEM).body("code", equalTo("round-not-found"));
    }

    @Test
    void aRoundNumberThatIsNoNumberIsA400NamingTheRound() {
        List<String> t = fourPlayers();
        json().get(at(t.get(0), "/rounds/first")).then().statusCode(400)
                .body("code", equalTo("field-invalid")).body("field", equalTo("round"));
    }

    @Test
    void aStaleIfMatchOnPairingIsA409() {
        List<String> t = fourPlayers();
        json().header("If-Match", "\"2\"").post(at(t.get(0), "/rounds/1/pairing"))
                .then().statusCode(409).body("code", equalTo("version-conflict"));
    }

    @Test
    void pairingAnUnknownTournamentIsA404() {
        json().post(at("no-such-tournament", "/rounds/1/pairing"))
                .then().statusCode(404).body("code", equalTo("tournament-not-found"));
    }

    // Byes and closing

    @Test
    void anAbsenceIsGrantedBeforePairing() {
        List<String> t = fourPlayers();
        json().body("{\"playerId\": \"" + t.get(2) + "\", \"reason\": \"family\"}")
                .post(at(t.get(0), "/rounds/2/byes")).then().statusCode(200).header("ETag", "\"6\"");
    }

    @Test
    void anAbsenceWithoutAPlayerIsA400() {
        List<String> t = fourPlayers();
        json().body("{\"reason\": \"family\"}")
                .post(at(t.get(0), "/rounds/2/byes"))
                .then().statusCode(400).body("code", equalTo("field-missing")).body("field", equalTo("playerId"));
    }

    @Test
    void closingWhileAGameIsUnfinishedIsA422() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/rounds/1/pairing")).then().statusCode(200);
        json().post(at(t.get(0), "/rounds/1/publish")).then().statusCode(200);
        json().post(at(t.get(0), "/close"))
                .then().statusCode(422).body("code", equalTo("games-unfinished"));
    }

    @Test
    void aTournamentWithoutPublishedRoundsCloses() {
        List<String> t = fourPlayers();
        json().post(at(t.get(0), "/close")).then().statusCode(200).header("ETag", "\"6\"");
    }
}
