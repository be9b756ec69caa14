package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The clock taken to extremes: a time control of 2^63 nanoseconds that later overflows the clock's arithmetic
 * and makes the game unreadable, and a clock instant a billion years past.
 */
class ClockAttackTest {

    @Test
    void aTimeControlBeyondAGamesDayIsRefused() throws Exception {
        Fixture fixture = Fixture.shared();

        Answer answer = fixture.openGame("p-1", "p-2", "{\"kind\": \"sudden-death\", \"basicTime\": \"PT2562047788015215H\"}");

        assertEquals(422, answer.status(), answer::abbreviated);
        assertEquals("time-control-invalid", answer.field("code"), answer::abbreviated);
        assertTrue(answer.field("detail").contains("'basicTime'"), answer::abbreviated);
    }

    @Test
    void aByoyomiWithAMillionPeriodsIsRefused() throws Exception {
        Fixture fixture = Fixture.shared();

        Answer answer = fixture.openGame("p-1", "p-2",
                "{\"kind\": \"byoyomi\", \"basicTime\": \"PT1H\", \"periods\": 1000000, \"period\": \"PT30S\"}");

        assertEquals(422, answer.status(), answer::abbreviated);
        assertTrue(answer.field("detail").contains("'periods'"), answer::abbreviated);
    }

    @Test
    void aClockStartedABillionYearsAgoIsRefusedAndTheGameStaysReadable() throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-1", "p-2", "{\"kind\": \"sudden-death\", \"basicTime\": \"PT1H\"}");
        Http referee = fixture.account(Fixture.unique("referee"), List.of("referee"), List.of());

        Answer answer = referee.post("/api/v1/games/" + gameId + "/clock/start",
                "{\"at\": \"-1000000000-01-01T00:00:00Z\"}");

        assertEquals(400, answer.status(), answer::abbreviated);
        assertEquals("at", answer.field("field"), answer::abbreviated);
        Http.anonymous(fixture.platform).get("/api/v1/games/" + gameId).expect(200);
    }

    @Test
    void aClockStartedTwoDaysAgoIsRefused() throws Exception {
        Fixture fixture = Fixture.shared();
        String gameId = fixture.game("p-1", "p-2", "{\"kind\": \"sudden-death\", \"basicTime\": \"PT1H\"}");
        Http referee = fixture.account(Fixture.unique("referee"), List.of("referee"), List.of());

        Answer answer = referee.post("/api/v1/games/" + gameId + "/clock/start",
                "{\"at\": \"" + Instant.now().minus(2, ChronoUnit.DAYS) + "\"}");

        assertEquals(400, answer.status(), answer::abbreviated);
    }
}
