package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A value the API takes but the event store cannot give back. {@code 1e1000000} as an appeal deposit was written
 * into {@code AppealDepositSet} as a million digits; Jackson reads numbers of at most 1,000 digits, so every read of
 * the deposit answered 500, and the read models' processor stopped on the event and retried it every minute: no
 * tournament, result or standing written after it showed anywhere, restarts included.
 */
class PoisonedEventAttackTest {

    @Test
    void aDepositOfAMillionDigitsIsRefusedAndTheReadModelsGoOn() throws Exception {
        Fixture fixture = Fixture.shared();
        String tournamentId = fixture.tournament("Poisoned Deposit Open");
        fixture.organizer.put("/api/v1/tournaments/" + tournamentId + "/configuration", "{\"ruleSet\": \"korean-2016\","
                + " \"boardSize\": 19, \"rounds\": 3, \"pairingSystem\": \"swiss\"}").expect(200);

        Answer deposit = fixture.organizer.put("/api/v1/appeal-deposits/" + tournamentId,
                "{\"amount\": 1e1000000, \"currency\": \"USD\"}");

        assertEquals(400, deposit.status(), deposit::abbreviated);
        assertEquals("deposit-malformed", deposit.field("code"));
        Answer read = fixture.organizer.get("/api/v1/appeal-deposits/" + tournamentId);
        assertEquals(200, read.status(), read::abbreviated);
        assertEquals("default", read.field("source"));
        String later = fixture.tournament("After The Deposit Open");
        Answer shown = fixture.organizer.get("/api/v1/tournaments/" + later);
        assertEquals(200, shown.status(), shown::abbreviated);
    }

    @Test
    void aFieldGivenTwiceIsA400NotA500() throws Exception {
        Answer answer = Fixture.shared().organizer.post("/api/v1/tournaments",
                "{\"name\": \"Seoul Open\", \"name\": \"Busan Open\"}");

        assertEquals(400, answer.status(), answer::abbreviated);
        assertEquals("json-malformed", answer.field("code"));
    }
}
