package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Text without a limit: a million-character tournament name served on the home page to every visitor, a
 * five-million-character protest judgment from any player. Every text field and every body has a bound, and the
 * 400 problem names the field and the limit.
 */
class OversizeAttackTest {

    @Test
    void aMillionCharacterTournamentNameIsRefusedNamingTheFieldAndTheLimit() throws Exception {
        Answer answer = Fixture.shared().organizer.post("/api/v1/tournaments",
                "{\"name\": \"" + "N".repeat(1_000_000) + "\"}");

        assertEquals(400, answer.status(), answer::abbreviated);
        assertEquals("name", answer.field("field"));
        assertTrue(answer.field("detail").matches(".*at most [0-9,]+ characters.*"), answer.field("detail"));
    }

    @Test
    void aFiveMillionCharacterProtestJudgmentIsRefused() throws Exception {
        Fixture fixture = Fixture.shared();
        Http player = fixture.player("p-protester");

        Answer answer = player.post("/api/v1/protests", "{\"tournamentId\": \"t-any\", \"gameId\": \"g-any\", "
                + "\"round\": 1, \"board\": 1, \"complainant\": \"p-protester\", \"judgment\": \""
                + "J".repeat(5_000_000) + "\", \"protestedAt\": \"2026-01-01T10:00:00Z\"}");

        assertTrue(answer.status() == 400 || answer.status() == 413, answer::abbreviated);
    }

    @Test
    void aBodyLargerThanAnyCommandIsRefusedBeforeItIsRead() throws Exception {
        Answer answer = Fixture.shared().organizer.post("/api/v1/tournaments",
                "{\"name\": \"Seoul\", \"padding\": \"" + " ".repeat(2_000_000) + "\"}");

        assertEquals(413, answer.status(), answer::abbreviated);
    }
}
