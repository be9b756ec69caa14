package dev.tengen.platform.ratings;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

/**
 * The search in the rating lists of the test profile's {@code tengen.ratings.dir} (src/test/resources/ratings: made-up
 * samples of the EGD's, the AGA's and the FFG's formats).
 */
@QuarkusTest
class RatingsApiTest {

    private static final String RATINGS = "/api/v1/ratings";

    @Test
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER})
    void everyListOfTheDirectoryIsSearched() {
        given().queryParam("find", "dupont").get(RATINGS).then().statusCode(200)
                .body("configured", equalTo(true))
                .body("lists.file", contains("aga-tdlista-sample.txt", "egd-allworld-sample.txt", "ffg-echelle-sample.txt"))
                .body("lists.list", contains("aga", "egf", "ffg"))
                .body("players.id", contains("10293847", "10293848"));
    }

    @Test
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER})
    void aPlayerFoundFillsTheRegistrationForm() {
        given().queryParam("find", "andeol").get(RATINGS).then().statusCode(200)
                .body("players", hasSize(1))
                .body("players[0].name", equalTo("EVAIN Andéol")).body("players[0].rank", equalTo("2d"))
                .body("players[0].club", equalTo("31To")).body("players[0].country", equalTo("FR"))
                .body("players[0].memberships.ffg", equalTo("1100278")).body("players[0].rating", equalTo(2229));
    }

    @Test
    @TestSecurity(user = "director", roles = {Roles.TECHNICAL_DELEGATE})
    void atADateEachRatingSaysWhetherItWasHeldThen() {
        given().queryParam("find", "10293847").queryParam("at", "2026-10-01").get(RATINGS).then().statusCode(200)
                .body("players[0].held", equalTo(false))
                .body("players[0].basis", equalTo("rated again on 2026-11-01, after 2026-10-01: the list gives the later"
                        + " rating, not the one held on 2026-10-01"));
    }

    @Test
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER})
    void anIllWrittenDateIsRefused() {
        given().queryParam("find", "dupont").queryParam("at", "1/10/2026").get(RATINGS).then().statusCode(400)
                .body("code", equalTo("field-invalid"));
    }

    @Test
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER})
    void aSearchNamesSomeone() {
        given().get(RATINGS).then().statusCode(400).body("code", equalTo("field-required"));
    }

    @Test
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER})
    void aSearchLongerThanAHundredCharactersIsRefusedNamingFind() {
        given().queryParam("find", "dupont " + "j".repeat(94)).get(RATINGS).then().statusCode(400)
                .body("code", equalTo("field-invalid")).body("field", equalTo("find"));
        given().queryParam("find", "dupont " + "j".repeat(93)).get(RATINGS).then().statusCode(200)
                .body("players", hasSize(0));
    }

    @Test
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER})
    void aSearchPastedWithInvisibleCharactersFindsThePlayer() {
        given().queryParam("find", "\u200Bdupont\u00A0jérôme ").get(RATINGS).then().statusCode(200)
                .body("players.id", contains("10293847"));
    }

    @Test
    @TestSecurity(user = "player", roles = {Roles.PLAYER})
    void aPlayerCannotSearchTheLists() {
        given().queryParam("find", "dupont").get(RATINGS).then().statusCode(403);
    }
}
