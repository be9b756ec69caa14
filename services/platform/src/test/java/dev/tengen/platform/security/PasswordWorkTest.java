package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
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
        // The check's CPU time on this thread is a lower bound of its wall time, whatever the machine's load: the turn
        // cannot come back before the check and a rest at least that long have passed. (Timed against the wall, as it
        // was, the test failed on a loaded machine when this thread waited for a core after the check.)
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        // A first, fast check and its rest: what a first check costs its thread once (the rest's task linked, the rests'
        // thread started, the hash's classes loaded) would count twice in the bound below and once in the wall time.
        // (The CI saw the bound fail by that, 2026-11-27.)
        assertTrue(work.matches("referee-2026".toCharArray(), STORED));
        assertTrue(turns.tryAcquire(10, TimeUnit.SECONDS));
        turns.release();
        long started = System.nanoTime();
        long cpuBefore = threads.getCurrentThreadCpuTime();
        assertTrue(work.matches("referee-2026".toCharArray(), slow));
        long checkCpu = threads.getCurrentThreadCpuTime() - cpuBefore;
        assertTrue(turns.tryAcquire(10, TimeUnit.SECONDS));
        assertTrue(System.nanoTime() - started >= 2 * checkCpu, "the turn came back before a rest as long as the check");
    }
}
