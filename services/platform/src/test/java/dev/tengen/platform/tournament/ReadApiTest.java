package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class ReadApiTest {

    @Test
    void anUnknownTournamentIs404WithAProblem() {
        json().get(TOURNAMENTS + "/no-such-tournament")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("tournament-not-found"))
                .body("status", equalTo(404));
    }

    @Test
    void anUnknownPathIs404WithAProblem() {
        json().get("/api/v1/no-such-thing")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("resource-not-found"))
                .body("detail", equalTo("Nothing here answers GET /api/v1/no-such-thing: no endpoint of this service has"
                        + " that path (its paths are listed at /q/openapi; in the distributed deployment each path belongs"
                        + " to one service, which the Ingress sends it to)."));
    }

    @Test
    void aMethodAPathDoesNotTakeIs405WithAProblemNamingIt() {
        json().delete("/api/v1/tournaments")
                .then().statusCode(405)
                .contentType(PROBLEM)
                .body("code", equalTo("method-not-allowed"))
                .body("detail", equalTo("/api/v1/tournaments does not take DELETE (its methods are listed at /q/openapi)."));
    }

    @Test
    void theOpenApiDocumentDescribesTheTournamentEndpoints() {
        given().accept("application/json").get("/q/openapi")
                .then().statusCode(200)
                .body(containsString("/api/v1/tournaments/{id}/players/{playerId}"));
    }

    @Test
    void swaggerUiIsServed() {
        given().get("/q/swagger-ui/")
                .then().statusCode(200)
                .body(containsString("swagger"));
    }

    @Test
    void thePlatformIsReadyOnceTheListHasReplayedTheStore() {
        given().get("/q/health/ready")
                .then().statusCode(200)
                .body("status", equalTo("UP"));
    }
}
