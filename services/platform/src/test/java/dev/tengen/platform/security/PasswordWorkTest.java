package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.Semaphore;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "Figures": 24 clients sending wrong passwords each cost a PBKDF2 and took both cores from the signed-in
 * requests. The checks now run in turns; one that gets no turn in time is refused without hashing.
 */
class PasswordWorkTest {

    private static final String STORED = PasswordHash.of("referee-2026".toCharArray(), 1000);

    @Test
    void aCheckThatGetsNoTurnInTimeIsRefusedAsBusyWithoutHashing() {
        Semaphore turns = new Semaphore(1);
        PasswordWork work = new PasswordWork(turns, 50);
        turns.acquireUninterruptibly(); // another check holds the only turn
        assertThrows(PasswordWork.Busy.class, () -> work.matches("referee-2026".toCharArray(), STORED));
        turns.release();
        assertTrue(work.matches("referee-2026".toCharArray(), STORED));
        assertFalse(work.matches("referee-2025".toCharArray(), STORED));
        assertTrue(turns.tryAcquire(), "each check gives its turn back");
    }
}
