package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class ConfigurationApiTest {

    private static final String MCMAHON_19 =
            "{\"ruleSet\": \"Chinese-2002\", \"boardSize\": 19, \"rounds\": 5, \"pairingSystem\": \"mcmahon\"}";

    private static String configurationOf(String tournamentId) {
        return TOURNAMENTS + "/" + tournamentId + "/configuration";
    }

    @Test
    void aConfigurationIsShownWithCanonicalNamesAndTheNextVersion() {
        String id = Api.newTournament("Seoul Open");
        json().body(MCMAHON_19)
                .put(configurationOf(id))
                .then().statusCode(200)
                .header("ETag", "\"1\"")
                .body("version", equalTo(1));
        json().get(TOURNAMENTS + "/" + id)
                .then().statusCode(200)
                .body("configuration.ruleSet", equalTo("chinese-2002"))
                .body("configuration.boardSize", equalTo(19))
                .body("configuration.rounds", equalTo(5))
                .body("configuration.pairingSystem", equalTo("mcmahon"));
    }

    @Test
    void anIfMatchOfTheCurrentVersionIsAccepted() {
        String id = Api.newTournament("Seoul Open");
        json().header("If-Match", "\"0\"").body(MCMAHON_19)
                .put(configurationOf(id))
                .then().statusCode(200)
                .header("ETag", "\"1\"");
    }

    @Test
    void anIfMatchOfAnOlderVersionIs409AndChangesNothing() {
        String id = Api.newTournament("Seoul Open");
        json().body(MCMAHON_19).put(configurationOf(id)).then().statusCode(200);
        json().header("If-Match", "\"0\"")
                .body("{\"ruleSet\": \"aga\", \"boardSize\": 13, \"rounds\": 3, \"pairingSystem\": \"swiss\"}")
                .put(configurationOf(id))
                .then().statusCode(409)
                .contentType(PROBLEM)
                .body("code", equalTo("version-conflict"));
        json().get(TOURNAMENTS + "/" + id)
                .then().body("version", equalTo(1)).body("configuration.ruleSet", equalTo("chinese-2002"));
    }

    @Test
    void anIfMatchThatIsNoETagIs400() {
        String id = Api.newTournament("Seoul Open");
        json().header("If-Match", "version 0").body(MCMAHON_19)
                .put(configurationOf(id))
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("if-match-malformed"))
                .body("field", equalTo("If-Match"));
    }

    @Test
    void anUnknownRuleSetIs422NamingTheField() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"japanese-1989\", \"boardSize\": 19, \"rounds\": 5, \"pairingSystem\": \"swiss\"}")
                .put(configurationOf(id))
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("unknown-rule-set"))
                .body("field", equalTo("ruleSet"))
                .body("title", equalTo("Refused by the rules"));
    }

    @Test
    void theValuesOfByesAndAbsencesAreShownWithTheMissingOnesFilledIn() {
        String id = Api.newTournament("Paris");
        json().body("""
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 6, "pairingSystem": "mcmahon",
                 "unplayedRounds": {"mcMahonForAbsence": 0, "unplayedAsHalfPoint": true}}""")
                .put(configurationOf(id)).then().statusCode(200);
        json().get(configurationOf(id)).then().statusCode(200)
                .body("unplayedRounds.winsForBye", equalTo(2))
                .body("unplayedRounds.mcMahonForAbsence", equalTo(0))
                .body("unplayedRounds.roundDown", equalTo(true))
                .body("unplayedRounds.unplayedAsHalfPoint", equalTo(true));
    }

    @Test
    void aByeWorthMoreThanAPointIs422NamingTheField() {
        String id = Api.newTournament("Paris");
        json().body("""
                {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 6, "pairingSystem": "mcmahon",
                 "unplayedRounds": {"winsForBye": 3}}""")
                .put(configurationOf(id))
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("unplayed-rounds-invalid"))
                .body("field", equalTo("unplayedRounds"));
    }

    @Test
    void aBoardOfFourLinesIs422() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"aga\", \"boardSize\": 4, \"rounds\": 5, \"pairingSystem\": \"swiss\"}")
                .put(configurationOf(id))
                .then().statusCode(422)
                .body("code", equalTo("board-size-out-of-range"))
                .body("detail", equalTo("A board has 5 to 25 lines; 4 is outside that range."));
    }

    @Test
    void aBoardSizeInWordsIs400NamingTheField() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"aga\", \"boardSize\": \"nineteen\", \"rounds\": 5, \"pairingSystem\": \"swiss\"}")
                .put(configurationOf(id))
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("boardSize"));
    }

    @Test
    void aMissingRoundCountIs400NamingTheField() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"aga\", \"boardSize\": 19, \"pairingSystem\": \"swiss\"}")
                .put(configurationOf(id))
                .then().statusCode(400)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("rounds"));
    }

    @Test
    void configuringAnUnknownTournamentIs404() {
        json().body(MCMAHON_19)
                .put(configurationOf("no-such-tournament"))
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("tournament-not-found"))
                .body("detail", equalTo("No tournament no-such-tournament exists."));
    }

    @Test
    void aTimeControlIsShownInCanonicalForm() {
        // Chinese 2002 art. 12.3: an hour, then three periods of thirty seconds; art. 22.1: an hour's lateness limit.
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"chinese-2002\", \"boardSize\": 19, \"rounds\": 5, \"pairingSystem\": \"swiss\","
                        + " \"timeControl\": {\"kind\": \"Byoyomi\", \"basicTime\": \"PT1H\", \"periods\": 3,"
                        + " \"period\": \"PT30S\", \"latenessLimit\": \"PT1H\"}}")
                .put(configurationOf(id))
                .then().statusCode(200);
        json().get(TOURNAMENTS + "/" + id)
                .then().statusCode(200)
                .body("configuration.timeControl.kind", equalTo("byoyomi"))
                .body("configuration.timeControl.basicTime", equalTo("PT1H"))
                .body("configuration.timeControl.periods", equalTo(3))
                .body("configuration.timeControl.period", equalTo("PT30S"))
                .body("configuration.timeControl.latenessLimit", equalTo("PT1H"));
    }

    @Test
    void anAgaEventDefaultsToThirtyMinutesAbsolute() {
        // AGA-style rules rule 12: absolute time, 30 minutes to each player.
        String id = Api.newTournament("Student Convention");
        json().body("{\"ruleSet\": \"aga\", \"boardSize\": 13, \"rounds\": 3, \"pairingSystem\": \"swiss\"}")
                .put(configurationOf(id))
                .then().statusCode(200);
        json().get(TOURNAMENTS + "/" + id)
                .then().body("configuration.timeControl.kind", equalTo("sudden-death"))
                .body("configuration.timeControl.basicTime", equalTo("PT30M"));
    }

    @Test
    void byoyomiWithoutPeriodsIs422AndChangesNothing() {
        String id = Api.newTournament("Seoul Open");
        json().body("{\"ruleSet\": \"chinese-2002\", \"boardSize\": 19, \"rounds\": 5, \"pairingSystem\": \"swiss\","
                        + " \"timeControl\": {\"kind\": \"byoyomi\", \"basicTime\": \"PT1H\", \"period\": \"PT30S\"}}")
                .put(configurationOf(id))
                .then().statusCode(422)
                .contentType(PROBLEM)
                .body("code", equalTo("time-control-invalid"))
                .body("field", equalTo("timeControl"))
                .body("detail", org.hamcrest.Matchers.containsString("field 'periods'"));
        json().get(TOURNAMENTS + "/" + id).then().body("version", equalTo(0));
    }
}
