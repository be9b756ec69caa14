package dev.tengen.readmodel.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The tournaments a replica keeps folded between rebuilds: at most so many, the least recently rebuilt forgotten. */
class HeldTournamentsTest {

    @Test
    void aTournamentRebuiltAgainFindsWhatWasKeptOfIt() {
        HeldTournaments held = new HeldTournaments(2);
        HeldTournaments.Held first = held.of("t-1");

        assertSame(first, held.of("t-1"));
    }

    @Test
    void beyondTheCapacityTheLeastRecentlyRebuiltIsForgotten() {
        HeldTournaments held = new HeldTournaments(2);
        held.of("t-1");
        held.of("t-2");
        held.of("t-1"); // t-2 is now the least recently rebuilt

        held.of("t-3");

        assertEquals(2, held.size());
        assertTrue(held.holds("t-1"));
        assertFalse(held.holds("t-2"));
        assertTrue(held.holds("t-3"));
    }

    @Test
    void aForgottenTournamentComesBackEmpty() {
        HeldTournaments held = new HeldTournaments(1);
        HeldTournaments.Held first = held.of("t-1");
        held.of("t-2");

        HeldTournaments.Held again = held.of("t-1");

        assertNotSame(first, again, "a new fold and no digests");
        assertEquals(0, again.fold().applied());
    }

    @Test
    void noTournamentHeldIsAMistakeInTheSettings() {
        assertThrows(IllegalArgumentException.class, () -> new HeldTournaments(0));
    }
}
