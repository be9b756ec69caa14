package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "Figures": 24 clients sending wrong passwords each cost a PBKDF2 and took both cores from the signed-in
 * requests. The checks now run in turns, each turn resting after a check; one that gets no turn in time is refused
 * without hashing.
 */
class PasswordWorkTest {

    private static final String STORED = PasswordHash.of("referee-2026".toCharArray(), 1000);

    @Test
    void aCheckThatGetsNoTurnInTimeIsRefusedAsBusyWithoutHashing() throws Exception {
        Semaphore turns = new Semaphore(1);
        PasswordWork work = new PasswordWork(turns, 50);
        turns.acquireUninterruptibly(); // another check holds the only turn
        assertThrows(PasswordWork.Busy.class, () -> work.matches("referee-2026".toCharArray(), STORED));
        turns.release();
        assertTrue(work.matches("referee-2026".toCharArray(), STORED));
        assertTrue(turns.tryAcquire(10, TimeUnit.SECONDS), "the turn comes back after its rest");
        turns.release();
        assertFalse(work.matches("referee-2025".toCharArray(), STORED));
    }

    @Test
    void aTurnRestsAsLongAsItsCheckTookBeforeTheNextCheck() throws Exception {
        String slow = PasswordHash.of("referee-2026".toCharArray(), 200_000);
        Semaphore turns = new Semaphore(1);
        PasswordWork work = new PasswordWork(turns, 10_000);
        long started = System.nanoTime();
        assertTrue(work.matches("referee-2026".toCharArray(), slow));
        long check = System.nanoTime() - started;
        assertFalse(turns.tryAcquire(), "the turn rests right after the check");
        assertTrue(turns.tryAcquire(10, TimeUnit.SECONDS));
        assertTrue(System.nanoTime() - started >= 2 * check * 9 / 10, "the rest should last about as long as the check");
    }
}
