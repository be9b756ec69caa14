package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import jakarta.inject.Inject;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Issue 12, "Figures": while every turn for a slow password check is taken (by clients trying wrong passwords), a
 * sign-in that is not remembered is refused at once as busy, 503 with Retry-After, not queued and not called wrong.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SignInBusyApiTest {

    private static final String USER = "busy-referee";
    private static final String PASSWORD = "referee-2026";

    @Inject
    PasswordWork work;

    @Test
    @Order(1)
    @TestSecurity(user = "organizer-kim", roles = Roles.ORGANIZER)
    void theOrganizerMakesAReferee() {
        given().contentType("application/json").body("{\"user\": \"" + USER + "\", \"password\": \"" + PASSWORD
                + "\", \"roles\": [\"referee\"], \"players\": []}").post("/api/v1/accounts").then().statusCode(201);
    }

    @Test
    @Order(2)
    void aSignInThatFindsNoTurnIsBusyAndCanBeSentAgain() {
        int taken = work.turns.drainPermits();
        try {
            given().auth().preemptive().basic(USER, PASSWORD).get("/api/v1/accounts/me")
                    .then().statusCode(503).header("Retry-After", "2").body("code", equalTo("sign-in-busy"));
        } finally {
            work.turns.release(taken);
        }
        given().auth().preemptive().basic(USER, PASSWORD).get("/api/v1/accounts/me").then().statusCode(200);
    }
}
