package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
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
class TournamentCreationApiTest {

    @Test
    void openingATournamentAnswers201WithItsLocationAndVersionZero() {
        ExtractableResponse<Response> created = json().body("{\"name\": \"Seoul Open 2026\"}")
                .post(TOURNAMENTS)
                .then().statusCode(201)
                .header("ETag", "\"0\"")
                .body("version", equalTo(0))
                .extract();
        String id = created.path("tournamentId");
        assertTrue(created.header("Location").endsWith(TOURNAMENTS + "/" + id), created.header("Location"));
        json().get(TOURNAMENTS + "/" + id)
                .then().statusCode(200)
                .header("ETag", "\"0\"")
                .body("name", equalTo("Seoul Open 2026"))
                .body("createdBy", equalTo("director"))
                .body("players", empty());
    }

    @Test
    void theListNamesEveryTournamentWithItsPlayerCount() {
        String id = Api.newTournament("Busan Cup");
        Api.newPlayer(id, "Lee Sedol", "9p", "Hanguk Kiwon");
        json().get(TOURNAMENTS)
                .then().statusCode(200)
                .body("find { it.id == '" + id + "' }.name", equalTo("Busan Cup"))
                .body("find { it.id == '" + id + "' }.players", equalTo(1))
                .body("id", hasItem(id));
    }

    @Test
    void aTournamentWithoutANameFieldIs400NamingTheField() {
        json().body("{}")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-missing"))
                .body("field", equalTo("name"))
                .body("status", equalTo(400))
                .body("type", equalTo("tag:tengen.dev,2026:problems/field-missing"))
                .body("title", equalTo("Malformed request"))
                .body("instance", equalTo(TOURNAMENTS));
    }

    @Test
    void aBlankNameIs400WithTheTournamentsCode() {
        json().body("{\"name\": \"  \"}")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("tournament-name-blank"))
                .body("field", equalTo("name"))
                .body("detail", equalTo("A tournament needs a name that shows: letters or digits, not only blanks, invisible or control characters."));
    }

    @Test
    void aBodyThatIsNotJsonIs400WithoutAStackTrace() {
        json().body("{\"name\": ")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("json-malformed"))
                .body(not(containsString("Exception")))
                .body(not(containsString("\tat ")));
    }

    @Test
    void aMisspeltFieldIs400NamingIt() {
        json().body("{\"title\": \"Seoul Open\"}")
                .post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("field-unknown"))
                .body("field", equalTo("title"));
    }

    @Test
    void aMissingBodyIs400() {
        json().post(TOURNAMENTS)
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("code", equalTo("body-missing"));
    }
}
