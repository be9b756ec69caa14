package dev.tengen.platform.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

/**
 * Header fields too large (a cookie or a token grown over the years) were answered 431 with an empty body, by the HTTP
 * server before any handler of ours: a client had nothing to show. Up to 64 KiB ({@code HeaderFields}) they are now
 * read and the request refused with a problem in words, as a body too large is.
 */
@QuarkusTest
class HeaderFieldsApiTest {

    @Test
    void headerFieldsOverTheLimitAre431WithAProblemInWords() {
        given().accept(ContentType.JSON).header("X-Padding", "a".repeat(21_000))
                .get("/api/v1/tournaments")
                .then().statusCode(431)
                .contentType("application/problem+json")
                .body("status", equalTo(431))
                .body("title", equalTo("Request Header Fields Too Large"))
                .body("code", equalTo("header-fields-too-large"))
                .body("detail", containsString("at most 20,480 bytes"))
                .body("instance", equalTo("/api/v1/tournaments"));
    }

    /** A write is refused before its body is read, and a page alike (the server has no other answer for it). */
    @Test
    void aWriteAndAPageAreRefusedAlike() {
        given().contentType(ContentType.JSON).header("Cookie", "lang=" + "k".repeat(30_000))
                .body("{\"name\": \"Cookie Open\"}")
                .post("/api/v1/tournaments")
                .then().statusCode(431).contentType("application/problem+json")
                .body("code", equalTo("header-fields-too-large"));
        given().header("X-Padding", "a".repeat(30_000)).get("/")
                .then().statusCode(431).contentType("application/problem+json");
        given().accept(ContentType.JSON).get("/api/v1/tournaments")
                .then().statusCode(200);
    }

    @Test
    void headerFieldsUnderTheLimitAreRead() {
        given().accept(ContentType.JSON).header("X-Padding", "a".repeat(19_000))
                .get("/api/v1/tournaments")
                .then().statusCode(200);
    }
}
