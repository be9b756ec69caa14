package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The console's sign-in: a session cookie over the local accounts, accepted wherever HTTP Basic is, safe from other
 * sites' pages, ended by sign-out and by the account's deletion. The accounts are written straight to the account
 * file (no organizer: the first run stays open for SecurityApiTest).
 */
@QuarkusTest
class SessionApiTest {

    private static final String PASSWORD = "delegate-2026";

    @Inject
    AccountFile accounts;

    private String user;

    @BeforeEach
    void anAccount() {
        user = "td-" + UUID.randomUUID().toString().substring(0, 8);
        accounts.add(new Account(user, PasswordHash.of(PASSWORD.toCharArray(), 1000), List.of(Roles.TECHNICAL_DELEGATE),
                List.of()));
    }

    private static RequestSpecification console() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON).header(ConsoleGuard.HEADER, "1");
    }

    private String signIn() {
        return console().body("{\"user\": \"" + user + "\", \"password\": \"" + PASSWORD + "\"}").post("/api/v1/session")
                .then().statusCode(200).extract().cookie(SessionCookie.NAME);
    }

    @Test
    void signingInSetsAnHttpOnlySameSiteStrictCookieForTheWholeSite() {
        String setCookie = console().body("{\"user\": \"" + user + "\", \"password\": \"" + PASSWORD + "\"}")
                .post("/api/v1/session").then().statusCode(200).body("user", equalTo(user)).extract().header("Set-Cookie");
        assertTrue(setCookie.contains("; HttpOnly") && setCookie.contains("; SameSite=Strict") && setCookie.contains("; Path=/;"),
                setCookie);
    }

    @Test
    void theCookieIsNotSecureOverPlainHttp() {
        String setCookie = console().body("{\"user\": \"" + user + "\", \"password\": \"" + PASSWORD + "\"}")
                .post("/api/v1/session").then().extract().header("Set-Cookie");
        assertTrue(!setCookie.contains("Secure"), setCookie);
    }

    @Test
    void aWrongPasswordIs401AndSetsNoCookie() {
        console().body("{\"user\": \"" + user + "\", \"password\": \"not-it-at-all\"}").post("/api/v1/session")
                .then().statusCode(401).body("code", equalTo("credentials-invalid")).header("Set-Cookie", nullValue());
    }

    @Test
    void theSessionSaysWhoIsSignedInWithTheirRoles() {
        given().cookie(SessionCookie.NAME, signIn()).get("/api/v1/session")
                .then().statusCode(200).body("user", equalTo(user)).body("roles", hasItem(Roles.TECHNICAL_DELEGATE));
    }

    @Test
    void theSessionPassesTheRoleChecksHttpBasicPasses() {
        // a Technical Delegate may register players: an unknown tournament is 404, not 401 or 403
        console().cookie(SessionCookie.NAME, signIn()).body("{\"name\": \"Lee Sedol\", \"rank\": \"9p\"}")
                .post("/api/v1/tournaments/" + UUID.randomUUID() + "/players")
                .then().statusCode(404);
    }

    @Test
    void theSessionGivesNoRoleTheAccountLacks() {
        console().cookie(SessionCookie.NAME, signIn()).body("{\"name\": \"Open\"}").post("/api/v1/tournaments")
                .then().statusCode(403);
    }

    @Test
    void aWriteByCookieWithoutTheConsoleHeaderIsRefused() {
        given().contentType(ContentType.JSON).cookie(SessionCookie.NAME, signIn())
                .body("{\"name\": \"Lee Sedol\", \"rank\": \"9p\"}").post("/api/v1/tournaments/" + UUID.randomUUID() + "/players")
                .then().statusCode(403).body("code", equalTo("console-header-missing"));
    }

    @Test
    void aReadByCookieNeedsNoHeader() {
        given().cookie(SessionCookie.NAME, signIn()).get("/api/v1/session").then().statusCode(200);
    }

    @Test
    void signingOutEndsTheSessionAndClearsTheCookie() {
        String token = signIn();
        console().cookie(SessionCookie.NAME, token).delete("/api/v1/session")
                .then().statusCode(204).header("Set-Cookie", containsString("Max-Age=0"));
        given().cookie(SessionCookie.NAME, token).get("/api/v1/session").then().statusCode(401);
    }

    @Test
    void deletingTheAccountEndsItsSessions() {
        String token = signIn();
        accounts.remove(user);
        given().cookie(SessionCookie.NAME, token).get("/api/v1/session").then().statusCode(401);
    }

    @Test
    void aForgedCookieIsNoSession() {
        given().cookie(SessionCookie.NAME, "forged").get("/api/v1/session").then().statusCode(401);
    }

    @Test
    void theConsoleGetsNoBasicChallengeSoTheBrowserOpensNoDialog() {
        given().header(ConsoleGuard.HEADER, "1").get("/api/v1/session")
                .then().statusCode(401).header("WWW-Authenticate", nullValue());
    }

    @Test
    void scriptsStillGetTheBasicChallenge() {
        given().get("/api/v1/session").then().statusCode(401).header("WWW-Authenticate", not(nullValue()));
    }

    @Test
    void httpBasicStillWorksBesideSessions() {
        given().auth().preemptive().basic(user, PASSWORD).get("/api/v1/session").then().statusCode(200)
                .body("user", equalTo(user));
    }
}
