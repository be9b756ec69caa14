package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JSON read leniently: trailing content after the object, a number where text is due, text or a fraction where
 * a whole number is due. Each is a 400 problem, as docs/PLATFORM.md promises, and nothing is created.
 */
class LenientJsonAttackTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"name\": \"Seoul Open\"} trailing",
            "{\"name\": \"Seoul Open\"}{\"name\": \"Busan Open\"}",
            "{\"name\": 123}",
            "{\"name\": true}"})
    void aTournamentBodyThatIsNotExactlyTheObjectIsRefused(String body) throws Exception {
        Answer answer = Fixture.shared().organizer.post("/api/v1/tournaments", body);

        assertEquals(400, answer.status(), answer::abbreviated);
        assertEquals("application/problem+json", answer.header("Content-Type").orElse(""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"19\"", "19.5", "19.0", "true"})
    void aBoardSizeThatIsNotAWholeNumberIsRefused(String boardSize) throws Exception {
        Fixture fixture = Fixture.shared();

        Answer answer = fixture.organizer.post("/api/v1/games", "{\"tournamentId\": \"t-json\", \"round\": 1, "
                + "\"board\": 1, \"black\": \"p-1\", \"white\": \"p-2\", \"ruleset\": \"korean-2016\", "
                + "\"competitionCode\": \"incheon-2013\", \"boardSize\": " + boardSize + ", \"komi\": 6.5}");

        assertEquals(400, answer.status(), answer::abbreviated);
        assertEquals("boardSize", answer.field("field"), answer::abbreviated);
    }
}
