package dev.tengen.platform.tournament;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;

/** Short ways to set up the tournaments the API tests talk about. */
final class Api {

    static final String TOURNAMENTS = "/api/v1/tournaments";
    static final String PROBLEM = "application/problem+json";

    private Api() {
    }

    static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    static String newTournament(String name) {
        return json().body("{\"name\": \"" + name + "\"}")
                .post(TOURNAMENTS)
                .then().statusCode(201)
                .extract().path("tournamentId");
    }

    static String newPlayer(String tournamentId, String name, String rank, String club) {
        return json().body("{\"name\": \"" + name + "\", \"rank\": \"" + rank + "\", \"club\": \"" + club + "\", \"country\": \"KR\"}")
                .post(TOURNAMENTS + "/" + tournamentId + "/players")
                .then().statusCode(201)
                .extract().path("playerId");
    }
}
