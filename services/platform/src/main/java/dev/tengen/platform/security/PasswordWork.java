package dev.tengen.platform.security;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The slow password checks (PBKDF2, 600,000 iterations: about a quarter of a CPU-second here) run a few at a time,
 * half the cores at most, and each turn rests after a check as long as the check took: checks use at most half of
 * each turn's core, so that clients trying wrong passwords cannot take the cores from the signed-in requests, whose
 * remembered sign-ins cost one digest (docs/BENCHMARKS.md, "Signed-in latency under abuse"). A check that finds no
 * free turn within {@link #WAIT_MILLIS} is refused at once ({@link Busy}, 503 {@code sign-in-busy}) rather than
 * queued without end. Which address tries how often is the sign-in throttle's business, not this bound's.
 */
@Singleton
public class PasswordWork {

    /** How long a check waits for a turn before its request is refused as busy. */
    static final long WAIT_MILLIS = 2_000;

    final Semaphore turns;
    private final long waitMillis;
    private final ScheduledExecutorService rests = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("password-turns").factory());

    @Inject
    PasswordWork() {
        this(new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors() / 2), true), WAIT_MILLIS);
    }

    PasswordWork(Semaphore turns, long waitMillis) {
        this.turns = turns;
        this.waitMillis = waitMillis;
    }

    /** Whether {@code password} matches {@code stored}, checked in turn. */
    boolean matches(char[] password, String stored) {
        try {
            if (!turns.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
                throw new Busy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Busy();
        }
        long started = System.nanoTime();
        try {
            return PasswordHash.matches(password, stored);
        } finally {
            // the turn comes back after a rest as long as the check: hashing takes at most half of the turn's core
            rests.schedule((Runnable) turns::release, System.nanoTime() - started, TimeUnit.NANOSECONDS);
        }
    }

    /** No turn came free in time: the request is refused unchecked, the caller may try again in a moment. */
    public static final class Busy extends RuntimeException {
        Busy() {
            super("too many passwords are being checked at once", null, false, false);
        }
    }
}
