package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.newTournament;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The players of a MacMahon 3.9 or a pairgoth file registered all or none, as an OpenGotha file's are (the real files
 * of resources/exchange, origin in the README there).
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
class FileImportsApiTest {

    private static byte[] file(String name) throws IOException {
        try (InputStream in = FileImportsApiTest.class.getResourceAsStream("/exchange/" + name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void aMacMahonFilesPlayersAreRegisteredFamilyNameFirstWithTheirPins() throws IOException {
        String id = newTournament("MacMahon Import");
        given().contentType("application/xml").body(file("macmahon39-sample.xml"))
                .post(TOURNAMENTS + "/" + id + "/players/macmahon")
                .then().statusCode(200).body("playerIds", hasSize(4));
        given().get(TOURNAMENTS + "/" + id).then()
                .body("players[0].name", equalTo("Smith Alice")).body("players[0].rank", equalTo("3d"))
                .body("players[0].memberships.egf", equalTo("12345678"));
    }

    @Test
    void aPairgothFilesPlayersAreJudgedWithoutRegisteringOnADryRun() throws IOException {
        String id = newTournament("Pairgoth Preview");
        given().contentType("application/json").body(file("pairgoth-20210403-paris-players.tour"))
                .post(TOURNAMENTS + "/" + id + "/players/pairgoth?dryRun=true")
                .then().statusCode(200).body("dryRun", equalTo(true)).body("players", equalTo(176));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(0));
    }

    /** A preview asked in other words is refused, never taken for an import: nobody is registered. */
    @Test
    void aDryRunAskedOtherwiseThanTrueOrFalseIsRefusedAndRegistersNobody() throws IOException {
        String id = newTournament("Pairgoth Preview Misspelt");
        for (String asked : List.of("dryRun=yes", "dryRun=1", "dryRun", "dryRun=%20true")) {
            given().contentType("application/json").body(file("pairgoth-20210403-paris-players.tour"))
                    .post(TOURNAMENTS + "/" + id + "/players/pairgoth?" + asked)
                    .then().statusCode(400).body("code", equalTo("field-invalid")).body("field", equalTo("dryRun"));
        }
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(0));
        given().contentType("application/json").body(file("pairgoth-20210403-paris-players.tour"))
                .post(TOURNAMENTS + "/" + id + "/players/pairgoth?dryRun=TRUE")
                .then().statusCode(200).body("dryRun", equalTo(true));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(0));
    }

    @Test
    void aPairgothFilesPlayersAreRegistered() throws IOException {
        String id = newTournament("Pairgoth Import");
        given().contentType("application/json").body(file("pairgoth-20210403-paris-players.tour"))
                .post(TOURNAMENTS + "/" + id + "/players/pairgoth")
                .then().statusCode(200).body("playerIds", hasSize(176));
        given().get(TOURNAMENTS + "/" + id).then().body("players[12].name", equalTo("Frangi Manuel"))
                .body("players[12].rank", equalTo("3d"));
    }

    @Test
    void aBrokenMacMahonFileRegistersNobodyAndNamesItsLine() throws IOException {
        String id = newTournament("Broken MacMahon");
        String broken = new String(file("macmahon39-sample.xml"), StandardCharsets.UTF_8)
                .replace("<GoLevel>2d</GoLevel>", "<GoLevel>strong</GoLevel>");
        given().contentType("application/xml").body(broken.getBytes(StandardCharsets.UTF_8))
                .post(TOURNAMENTS + "/" + id + "/players/macmahon")
                .then().statusCode(422).contentType(PROBLEM).body("code", equalTo("macmahon-file-invalid"))
                .body("rows[0].line", equalTo(52));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(0));
    }

    @Test
    void aBodyThatIsNotJsonIsMalformedAsOnEveryJsonEndpoint() {
        String id = newTournament("Broken Pairgoth");
        given().contentType("application/json").body("{\n  \"type\": INDIVIDUAL\n}")
                .post(TOURNAMENTS + "/" + id + "/players/pairgoth")
                .then().statusCode(400).body("code", equalTo("json-malformed"))
                .body("detail", startsWith("The request body is not valid JSON (line 2, column 11): unexpected"));
    }

    @Test
    void aJsonFileThatIsNotPairgothRegistersNobodyAndNamesItsLine() {
        String id = newTournament("Not Pairgoth");
        given().contentType("application/json").body("{\n  \"type\": \"TEAM2\"\n}")
                .post(TOURNAMENTS + "/" + id + "/players/pairgoth")
                .then().statusCode(422).body("code", equalTo("pairgoth-file-invalid")).body("rows[0].line", equalTo(1));
    }

    /**
     * What a director should look at comes back with the receipt, dry run or not: here an invisible character, left
     * out of the name registered (registration refuses one typed, name-hidden-character).
     */
    @Test
    void anInvisibleCharacterInANameComesBackAsAWarningWithItsLineAndIsLeftOut() throws IOException {
        String id = newTournament("MacMahon Warned");
        String zeroWidth = new String(file("macmahon39-sample.xml"), StandardCharsets.UTF_8)
                .replace("<Surname>Jones</Surname>", "<Surname>Jo\u200Bnes</Surname>");
        given().contentType("application/xml").body(zeroWidth.getBytes(StandardCharsets.UTF_8))
                .post(TOURNAMENTS + "/" + id + "/players/macmahon?dryRun=true")
                .then().statusCode(200).body("dryRun", equalTo(true)).body("warnings", hasSize(1))
                .body("warnings[0]", equalTo("player 2: name 'Jo<U+200B>nes' holds the invisible character U+200B (ZERO"
                        + " WIDTH SPACE), which no list shows and which makes a name read as another; left out, check the"
                        + " name on the player's registration"));
        given().contentType("application/xml").body(file("macmahon39-sample.xml"))
                .post(TOURNAMENTS + "/" + id + "/players/macmahon?dryRun=true")
                .then().statusCode(200).body("warnings", hasSize(0));
        given().contentType("application/xml").body(zeroWidth.getBytes(StandardCharsets.UTF_8))
                .post(TOURNAMENTS + "/" + id + "/players/macmahon")
                .then().statusCode(200).body("warnings", hasSize(1));
        given().get(TOURNAMENTS + "/" + id).then().body("players.name", hasItem(startsWith("Jones ")))
                .body("players.name", not(hasItem(containsString("\u200B"))));
    }

    /** OpenGotha keys its players by name; two of one name in another program's file are kept, and said. */
    @Test
    void twoPlayersOfOneNameAreRegisteredAndSaid() throws IOException {
        String id = newTournament("MacMahon Twice");
        String twice = new String(file("macmahon39-sample.xml"), StandardCharsets.UTF_8)
                .replace("<Surname>Jones</Surname>", "<Surname>SMITH</Surname>")
                .replace("<FirstName>Bob</FirstName>", "<FirstName>alice</FirstName>");
        given().contentType("application/xml").body(twice.getBytes(StandardCharsets.UTF_8))
                .post(TOURNAMENTS + "/" + id + "/players/macmahon?dryRun=true")
                .then().statusCode(200).body("warnings", hasSize(1))
                .body("warnings[0]", startsWith("player 2: has the name of player 1, SMITH alice: the same player"));
    }

    @Test
    void aRowsImportHasNoWarnings() {
        String id = newTournament("Rows Unwarned");
        given().contentType("application/json").body("{\"players\": [{\"line\": 2, \"name\": \"MARTIN Anne\", \"rank\": \"2k\"}]}")
                .post(TOURNAMENTS + "/" + id + "/players/import")
                .then().statusCode(200).body("warnings", hasSize(0));
    }
}
