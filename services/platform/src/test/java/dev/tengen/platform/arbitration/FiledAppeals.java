package dev.tengen.platform.arbitration;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.platform.RetryKey;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Instant;

/** Test fixture: a valid appeal through the API, after a protest the referees rejected (Incheon 2013 arbitration art. 3.1). */
public final class FiledAppeals {

    private FiledAppeals() {
    }

    /**
     * Lee Sedol protests the count of {@code gameId} in {@code tournamentId} at {@code protestedAt}, the referees
     * reject the protest, and he appeals now with both signatures and the deposit paid. Returns the appeal's id.
     */
    public static String filed(String tournamentId, String gameId, Instant protestedAt) {
        String protest = json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": 1, "complainant": "Lee Sedol",
                 "judgment": "Counted as White wins by 0.5", "protestedAt": "%s"}"""
                .formatted(tournamentId, gameId, protestedAt))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        json().body("{\"decision\": \"rejected\", \"referee\": \"Chief Referee Kim\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
        return json().body("""
                {"protestId": "%s", "complainant": "Lee Sedol", "complainantSignature": "Lee Sedol",
                 "teamOfficialSignature": "Coach Yang", "description": "The stones live.",
                 "deposit": {"amount": 500, "currency": "USD", "paid": true}}""".formatted(protest))
                .post("/api/v1/appeals").then().statusCode(201).body("status", equalTo("filed")).extract().path("id");
    }

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }
}
