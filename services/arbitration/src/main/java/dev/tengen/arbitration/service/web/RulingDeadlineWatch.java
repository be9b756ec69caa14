package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.CheckRulingDeadline;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.jboss.logging.Logger;

/**
 * Records, without anyone asking, that the committee let the half hour pass (Incheon 2013 arbitration art. 3.2): every period it
 * sends {@link CheckRulingDeadline} for each appeal {@link OpenAppeals} shows overdue. The Appeal records the miss
 * once, and the appeal then leaves {@link OpenAppeals}, so a later check records nothing. A plain single-thread
 * executor: quarkus-scheduler is not a dependency of the platform, and one periodic task needs no more.
 */
@Singleton
public class RulingDeadlineWatch {

    /** Who the checks are recorded as: the platform itself, not a person. */
    public static final String BY = "tengen:ruling-deadline-watch";

    private static final Logger LOG = Logger.getLogger(RulingDeadlineWatch.class);

    private final OpenAppeals open;
    private final CommandGateway commands;
    private final Clock clock;
    private final Duration period;
    private ScheduledExecutorService executor;

    RulingDeadlineWatch(OpenAppeals open, CommandGateway commands, Clock clock, ArbitrationConfig config) {
        this.open = open;
        this.commands = commands;
        this.clock = clock;
        this.period = config.deadlineCheckPeriod();
    }

    void start(@Observes StartupEvent started) {
        executor = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "ruling-deadline-watch");
            thread.setDaemon(true);
            return thread;
        });
        executor.scheduleWithFixedDelay(this::tick, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Before Axon shuts down (it observes the same event at the default priority), so no check is cut off. */
    void stop(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) ShutdownEvent stopping) throws InterruptedException {
        if (executor != null) {
            executor.shutdownNow();
            executor.awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    /** One round of checks at the clock's time; a failure is logged and the next period tries again. */
    void tick() {
        try {
            checkAt(clock.instant());
        } catch (RuntimeException failed) {
            LOG.warnf("The ruling deadline check failed: %s", failed.getMessage());
        }
    }

    /** Checks every appeal overdue at {@code now}; answers how many were checked. */
    public int checkAt(Instant now) {
        int checked = 0;
        for (String appealId : open.overdue(now)) {
            try {
                commands.sendAndWait(new CheckRulingDeadline(appealId, BY, now));
                checked++;
            } catch (RuntimeException failed) {
                LOG.warnf("The ruling deadline of appeal %s was not checked: %s", appealId, failed.getMessage());
            }
        }
        return checked;
    }
}
