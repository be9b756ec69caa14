package dev.tengen.platform.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The console served at /admin from the web-admin jar: its screens by any path, its files by name. */
@QuarkusTest
class ConsoleRoutesTest {

    @Test
    void aScreensPathAnswersTheApp() {
        given().get("/admin/events/7b3448a6/players").then().statusCode(200).contentType(containsString("text/html"))
                .body(containsString("<div id=\"app\">"));
    }

    @Test
    void theRootAnswersTheApp() {
        given().get("/admin/").then().statusCode(200).body(containsString("<div id=\"app\">"));
    }

    @Test
    void theBarePathGoesToTheRoot() {
        given().redirects().follow(false).get("/admin").then().statusCode(302).header("Location", equalTo("/admin/"));
    }

    @Test
    void aMissingFileIsNotFoundRatherThanTheApp() {
        given().get("/admin/assets/missing-1234.js").then().statusCode(404);
    }

    @Test
    void theAppIsRevalidatedAtEachLoad() {
        given().get("/admin/events").then().header("Cache-Control", equalTo("no-cache"));
    }

    @Test
    void theConfigurationSaysLocalSignIn() {
        given().get("/admin/config.json").then().statusCode(200).body("auth", equalTo("local"))
                .body("api", equalTo("/api/v1"));
    }
}
