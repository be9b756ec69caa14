package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static dev.tengen.platform.tournament.Api.newPlayer;
import static dev.tengen.platform.tournament.Api.newTournament;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The registration desk's endpoints: imports all or none with every row at fault, the OpenGotha file in and out,
 * the roll call of a round, and a configuration judged before it is saved.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
class RegistrationDeskApiTest {

    private static final String MCMAHON = """
            {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 6, "pairingSystem": "mcmahon",
             "pairingParameters": {"bar": "2k", "floor": "20k"}}""";

    /** The file as it is sent: its bytes, whose encoding its XML declaration names. */
    private static byte[] toulouse() throws IOException {
        try (InputStream in = RegistrationDeskApiTest.class.getResourceAsStream("/Toulouse2024.xml")) {
            return in.readAllBytes();
        }
    }

    private static String configured(String name) {
        String id = newTournament(name);
        json().body(MCMAHON).put(TOURNAMENTS + "/" + id + "/configuration").then().statusCode(200);
        return id;
    }

    @Test
    void anImportRegistersEveryRowInOrderWithItsFederationIds() {
        String id = newTournament("Import Open");
        json().body("""
                {"players": [{"line": 2, "name": "MARTIN Anne", "rank": "2k", "club": "Lyon", "country": "FR",
                              "memberships": {"egf": "12345678"}},
                             {"line": 3, "name": "PETIT Paul", "rank": "5k"}]}""")
                .post(TOURNAMENTS + "/" + id + "/players/import")
                .then().statusCode(200).body("playerIds", hasSize(2)).body("dryRun", equalTo(false));
        given().get(TOURNAMENTS + "/" + id).then()
                .body("players.name", contains("MARTIN Anne", "PETIT Paul"))
                .body("players[0].memberships.egf", equalTo("12345678"));
    }

    @Test
    void anImportWithBadRowsRegistersNobodyAndListsEachLine() {
        String id = newTournament("Refused Open");
        newPlayer(id, "DUPONT Jean", "3d", "Paris");
        json().body("""
                {"players": [{"line": 2, "name": "MARTIN Anne", "rank": "2k"}, {"line": 3, "name": "DUPONT Jean",
                  "rank": "3d", "club": "Paris"}, {"line": 4, "name": "ROUX Marc", "rank": "40k"},
                  {"line": 5, "name": "martin anne", "rank": "2k"}]}""")
                .post(TOURNAMENTS + "/" + id + "/players/import")
                .then().statusCode(422).contentType(PROBLEM).body("code", equalTo("registration-rows-refused"))
                .body("rows.line", contains(3, 4, 5))
                .body("rows.code", contains("player-already-registered", "rank-malformed", "player-already-registered"))
                .body("rows[2].detail", equalTo("martin anne is also on line 2 of this import."));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(1));
    }

    @Test
    void aDryRunJudgesTheRowsAndRegistersNobody() {
        String id = newTournament("Dry Open");
        json().body("{\"players\": [{\"line\": 2, \"name\": \"MARTIN Anne\", \"rank\": \"2k\"}], \"dryRun\": true}")
                .post(TOURNAMENTS + "/" + id + "/players/import")
                .then().statusCode(200).body("dryRun", equalTo(true)).body("players", equalTo(1)).body("playerIds", hasSize(0));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(0));
    }

    @Test
    void theOpenGothaFilesPlayersAreRegisteredFamilyNameFirst() throws IOException {
        String id = configured("Toulouse Import");
        given().contentType("application/xml").body(toulouse()).post(TOURNAMENTS + "/" + id + "/players/opengotha")
                .then().statusCode(200).body("playerIds", hasSize(38));
        given().get(TOURNAMENTS + "/" + id).then()
                .body("players[0].name", equalTo("EVAIN Andéol")).body("players[0].rank", equalTo("2d"))
                .body("players[0].memberships.ffg", equalTo("1100278"));
    }

    @Test
    void aFileThatIsNotOpenGothaIsRefusedWithItsLine() {
        String id = newTournament("Broken Import");
        given().contentType("application/xml").body("<Tournament>\n<Players>\n<Player name=\"A\"\n</Tournament>".getBytes(StandardCharsets.UTF_8))
                .post(TOURNAMENTS + "/" + id + "/players/opengotha")
                .then().statusCode(422).body("code", equalTo("opengotha-file-invalid")).body("rows[0].line", equalTo(4));
    }

    @Test
    void theExportGivesBackThePlayersOfTheImportedFile() throws IOException {
        String id = configured("Toulouse Export");
        given().contentType("application/xml").body(toulouse()).post(TOURNAMENTS + "/" + id + "/players/opengotha")
                .then().statusCode(200);
        String xml = given().get(TOURNAMENTS + "/" + id + "/opengotha").then().statusCode(200)
                .contentType("application/xml").extract().asString();
        Checked<Tournament> exported = OpenGothaFile.read(xml);
        Tournament original = OpenGothaFile.read(new String(toulouse(), StandardCharsets.UTF_8)).orElseThrow();
        assertTrue(exported.isValid(), exported.problems().toString());
        assertEquals(original.players().stream().map(Player::id).toList(),
                exported.orElseThrow().players().stream().map(Player::id).toList());
        assertEquals(original.players().stream().map(Player::memberships).toList(),
                exported.orElseThrow().players().stream().map(Player::memberships).toList());
    }

    @Test
    void aRoundRobinIsNotExportedToOpenGothaAndTheReasonIsGiven() {
        String id = newTournament("Round Robin Export");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 19, \"rounds\": 3, \"pairingSystem\": \"round-robin\"}")
                .put(TOURNAMENTS + "/" + id + "/configuration").then().statusCode(200);
        given().get(TOURNAMENTS + "/" + id + "/opengotha").then().statusCode(422).body("code", equalTo("export-refused"));
    }

    @Test
    void theRollCallShowsWhoIsPresentAbsentOrNotYetCalled() {
        String id = configured("Roll Call Open");
        String lee = newPlayer(id, "Lee Sedol", "9p", "Hanguk Kiwon");
        String cho = newPlayer(id, "Cho Hunhyun", "9p", "Hanguk Kiwon");
        newPlayer(id, "Kim Jiseok", "9p", "Hanguk Kiwon");
        json().body("{\"present\": [\"" + lee + "\"], \"absent\": [\"" + cho + "\"]}")
                .post(TOURNAMENTS + "/" + id + "/rounds/1/check-in").then().statusCode(200);
        given().get(TOURNAMENTS + "/" + id + "/rounds/1/check-in").then().statusCode(200)
                .body("present", equalTo(1)).body("absent", equalTo(1)).body("notCalled", equalTo(1))
                .body("players.status", contains("PRESENT", "ABSENT", "NOT_CALLED"));
    }

    @Test
    void aConfigurationIsJudgedWithEveryDefaultFilledIn() {
        String id = newTournament("Judged Open");
        json().body(MCMAHON).post(TOURNAMENTS + "/" + id + "/configuration/check").then().statusCode(200)
                .body("competitionCode", equalTo("incheon-2013")).body("komi", equalTo(6.5f))
                .body("placementCriteria", equalTo(List.of("MMS", "SOS", "SOSOS")));
        given().get(TOURNAMENTS + "/" + id).then().body("configuration", org.hamcrest.Matchers.nullValue());
    }

    @Test
    void aConfigurationAtFaultIsExplainedWithItsField() {
        String id = newTournament("Faulty Open");
        json().body(MCMAHON.replace("\"2k\"", "\"12d\"")).post(TOURNAMENTS + "/" + id + "/configuration/check")
                .then().statusCode(422).body("field", equalTo("pairingParameters"))
                .body("detail", equalTo("'bar': '12d' is out of range: amateur dan ranks run from 1d to 9d."));
    }
}
