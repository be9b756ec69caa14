package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.json;
import static org.hamcrest.Matchers.equalTo;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import org.junit.jupiter.api.Test;

/**
 * The event store keeps every aggregate's events under its id. A game's id where a tournament's is due had Axon load
 * the game's events into a tournament and refuse them: 500 on closing, pairing, publishing, the event's details, the
 * committee's make-up, withdrawing a player, dismissing an official. It is a tournament that does not exist.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
class ForeignIdApiTest {

    @Test
    void aGamesIdIsNoTournamentToWriteTo() {
        String gameId = json().body("{\"tournamentId\": \"t-foreign\", \"round\": 1, \"board\": 1, \"black\": \"p-kim\", "
                        + "\"white\": \"p-lee\", \"ruleset\": \"korean-2016\", \"competitionCode\": \"incheon-2013\", "
                        + "\"boardSize\": 19, \"komi\": 6.5}")
                .post("/api/v1/games").then().statusCode(201).extract().path("gameId");

        json().post(TOURNAMENTS + "/" + gameId + "/close")
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("code", equalTo("tournament-not-found"))
                .body("detail", equalTo("No tournament " + gameId + " exists."));
        json().body("{\"startDate\": \"2026-05-02\"}").put(TOURNAMENTS + "/" + gameId + "/details")
                .then().statusCode(404)
                .body("code", equalTo("tournament-not-found"));
        json().delete(TOURNAMENTS + "/" + gameId + "/players/p-kim?reason=ill")
                .then().statusCode(404)
                .body("code", equalTo("tournament-not-found"));
    }
}
