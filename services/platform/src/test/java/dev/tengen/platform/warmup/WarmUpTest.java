package dev.tengen.platform.warmup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.microprofile.health.HealthCheckResponse.Status;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's readiness check: down until the scratch round and the platform's own reads have run, up afterwards,
 * whatever happened to them (issue 17: ready only once the move's path has run).
 */
class WarmUpTest {

    @Test
    void readinessIsDownBeforeTheWarmUpAndUpAfterIt() {
        WarmUp warmUp = new WarmUp(20, () -> { });
        assertEquals(Status.DOWN, warmUp.call().getStatus());
        warmUp.run();
        assertEquals(Status.UP, warmUp.call().getStatus());
    }

    @Test
    void readinessStaysDownWhileThePlatformsOwnReadsRun() {
        AtomicReference<WarmUp> self = new AtomicReference<>();
        AtomicReference<Status> during = new AtomicReference<>();
        WarmUp warmUp = new WarmUp(20, () -> during.set(self.get().call().getStatus()));
        self.set(warmUp);
        warmUp.run();
        assertEquals(Status.DOWN, during.get());
    }

    @Test
    void theAnswerNamesTheMovesPlayed() {
        WarmUp warmUp = new WarmUp(20, () -> { });
        warmUp.run();
        assertEquals(20L, warmUp.call().getData().orElseThrow().get("moves"));
    }

    @Test
    void aWarmUpThatFailsStillEndsTheWait() {
        WarmUp warmUp = new WarmUp(20, () -> {
            throw new IllegalStateException("the HTTP server did not answer");
        });
        warmUp.run();
        assertEquals(Status.UP, warmUp.call().getStatus());
    }

    @Test
    void withoutMovesThePlatformIsReadyAtOnce() {
        assertEquals(Status.UP, new WarmUp(0, () -> { }).call().getStatus());
    }
}
