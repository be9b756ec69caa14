package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.util.List;
import java.util.Set;
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
                .body("detail", equalTo("/api/v1/tournaments does not take DELETE; it takes GET, HEAD, OPTIONS, POST."))
                .header("Allow", notNullValue());
    }

    /**
     * RFC 9110 section 15.5.6: a 405 names in Allow the methods the address takes, and only those: each method it names
     * is answered otherwise than 405 there, each it leaves out is 405 naming the same (a template's parameters, a
     * sub-path, a path ending in a slash, a page). The framework's own OPTIONS lists every method of the resource class,
     * other paths' included.
     */
    @Test
    void a405NamesTheMethodsTheAddressTakesAndOnlyThose() {
        String id = Api.newTournament("Allow Open");
        for (String path : List.of("/api/v1/tournaments", "/api/v1/tournaments/" + id, "/api/v1/tournaments/" + id
                + "/players", "/api/v1/tournaments/" + id + "/players/", "/api/v1/bans", "/t/" + id + "/standings")) {
            Set<String> allowed = methods(json().request("PATCH", path).then().statusCode(405).extract().header("Allow"));
            assertTrue(allowed.containsAll(List.of("GET", "HEAD", "OPTIONS")), path + ": " + allowed);
            for (String method : List.of("GET", "POST", "PUT", "DELETE", "PATCH")) {
                io.restassured.response.Response answer = json().body("{}").request(method, path);
                if (allowed.contains(method)) {
                    assertTrue(answer.statusCode() != 405, method + " " + path + " is taken: " + answer.asString());
                } else {
                    assertEquals(405, answer.statusCode(), method + " " + path);
                    assertEquals(allowed, methods(answer.header("Allow")), method + " " + path);
                    assertTrue(answer.jsonPath().getString("detail").endsWith("; it takes " + String.join(", ",
                            new java.util.TreeSet<>(allowed)) + "."), answer.asString());
                }
            }
        }
    }

    private static Set<String> methods(String allow) {
        assertNotNull(allow, "an Allow header");
        return java.util.Arrays.stream(allow.split(",")).map(String::strip).collect(java.util.stream.Collectors.toSet());
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
