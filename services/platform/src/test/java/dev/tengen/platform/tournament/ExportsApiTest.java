package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static dev.tengen.platform.tournament.Api.newTournament;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

/** The federation files (GET .../exports/{format}) and their pre-submission check (GET .../exports/{format}/check). */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
class ExportsApiTest {

    private static final String HOUR_AND_BYOYOMI = """
            {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 4, "pairingSystem": "mcmahon",
             "pairingParameters": {"bar": "2k", "floor": "20k"},
             "timeControl": {"kind": "byoyomi", "basicTime": "PT1H", "periods": 5, "period": "PT30S"}}""";
    private static final String UNTIMED = """
            {"ruleSet": "korean-2016", "boardSize": 19, "rounds": 4, "pairingSystem": "mcmahon",
             "pairingParameters": {"bar": "2k", "floor": "20k"}}""";

    private static String withPlayers(String name, String configuration) {
        String id = newTournament(name);
        json().body(configuration).put(TOURNAMENTS + "/" + id + "/configuration").then().statusCode(200);
        json().body("""
                {"players": [{"line": 2, "name": "MARTIN Anne", "rank": "2k", "club": "Lyon", "country": "FR",
                              "memberships": {"egf": "12345678"}},
                             {"line": 3, "name": "PETIT Paul", "rank": "5k", "country": "FR"}]}""")
                .post(TOURNAMENTS + "/" + id + "/players/import").then().statusCode(200);
        return id;
    }

    @Test
    void thePlayerCsvListsEveryRegisteredPlayerAsOpenGothaWritesIt() {
        String id = withPlayers("Csv Export", UNTIMED);
        given().get(TOURNAMENTS + "/" + id + "/exports/csv").then().statusCode(200)
                .contentType(containsString("text/csv"))
                .header("Content-Disposition", containsString("Csv-Export.csv"))
                .body(containsString("Name;FirstName;Rank;Country;Club;\nMARTIN;Anne;2K;FR;Lyon;\nPETIT;Paul;5K;FR;;\n"));
    }

    @Test
    void theH9CheckSaysTheTimeSystemIsMissing() {
        String id = withPlayers("H9 Check", UNTIMED);
        given().get(TOURNAMENTS + "/" + id + "/exports/h9/check").then().statusCode(200)
                .body("format", equalTo("h9")).body("acceptable", equalTo(false))
                .body("issues.severity", hasItem("error")).body("issues.where", hasItem("event"));
    }

    @Test
    void anH9TheCheckRefusesIsNotWritten() {
        String id = withPlayers("H9 Refused", UNTIMED);
        given().get(TOURNAMENTS + "/" + id + "/exports/h9").then().statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("export-refused")).body("rows[0].field", equalTo("event"));
    }

    @Test
    void anH9IsWrittenAnywayWhenForced() {
        String id = withPlayers("H9 Forced", UNTIMED);
        given().get(TOURNAMENTS + "/" + id + "/exports/h9?force=true").then().statusCode(200)
                .body(containsString("; EV[H9 Forced]"));
    }

    @Test
    void theConfigurationsTimeSystemGivesTheEgfClassInIso885915() {
        String id = withPlayers("H9 Class", HOUR_AND_BYOYOMI);
        given().get(TOURNAMENTS + "/" + id + "/exports/h9?country=fr").then().statusCode(200)
                .contentType(containsString("ISO-8859-15"))
                .body(containsString("; CL[A]")).body(containsString("; TM[82]")).body(containsString("; PC[FR,"));
    }

    @Test
    void anUnknownFormatIsNotFound() {
        String id = withPlayers("Pdf Export", UNTIMED);
        given().get(TOURNAMENTS + "/" + id + "/exports/pdf").then().statusCode(404)
                .body("code", equalTo("unknown-export-format"));
    }
}
