package dev.tengen.platform.warmup;

import dev.tengen.platform.PlatformConfig;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;
import org.jboss.logging.Logger;

/**
 * Ready only once the move's path has run ({@code /q/health/ready}, check {@code warm-up}): at start the platform
 * plays {@code tengen.warm-up.moves} moves on a scratch store of its own ({@link ScratchRound}) and then asks its own
 * HTTP server for its public reads ({@link OwnRequests}), so that the JIT has compiled what the first real moves run
 * through before a load balancer, a script or the launcher sends them (issue 17: warm from the first second). It
 * writes nothing into the event store, the read models or the live streams. A warm-up that fails is logged and ends
 * the wait: it is an optimisation, never a reason to stay unready.
 */
@Readiness
@Singleton
public class WarmUp implements HealthCheck {

    private static final Logger LOG = Logger.getLogger(WarmUp.class);
    static final String NAME = "warm-up";

    private final int moves;
    private final Runnable ownRequests;
    private volatile boolean done;
    private volatile int played;
    private volatile double seconds;

    @jakarta.inject.Inject
    WarmUp(PlatformConfig config, OwnRequests ownRequests) {
        this(config.warmUp().moves(), ownRequests::send);
    }

    WarmUp(int moves, Runnable ownRequests) {
        this.moves = moves;
        this.ownRequests = ownRequests;
        this.done = moves <= 0;
    }

    void start(@Observes StartupEvent start) {
        if (!done) {
            Thread.ofPlatform().daemon().name("warm-up").start(this::run);
        }
    }

    /** Plays the scratch round, then the HTTP reads; ready afterwards whatever happened. */
    void run() {
        long started = System.nanoTime();
        try {
            played = ScratchRound.play(moves, Path.of(System.getProperty("java.io.tmpdir")));
            ownRequests.run();
            seconds = (System.nanoTime() - started) / 1e9;
            LOG.infof("Warmed up: %d moves on a scratch store and the public reads in %.2f s.", played, seconds);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception | LinkageError e) {
            LOG.warnf("The warm-up stopped (%s); the platform is ready without it.", e);
        } finally {
            done = true;
        }
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named(NAME).status(done).withData("moves", played)
                .withData("seconds", String.format(java.util.Locale.ROOT, "%.2f", seconds)).build();
    }
}
