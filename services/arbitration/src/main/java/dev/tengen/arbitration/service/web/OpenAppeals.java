package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * The appeals before the Arbitration Committee whose half hour has not been recorded as missed yet, with the time
 * each ruling is due (Incheon 2013 arbitration art. 3.2). Kept in memory and rebuilt at each start like the other projections;
 * {@link RulingDeadlineWatch} reads it instead of scanning the event store.
 */
@Singleton
@ProcessingGroup(OpenAppeals.PROCESSING_GROUP)
public class OpenAppeals {

    public static final String PROCESSING_GROUP = "open-appeals";

    private final Map<String, Instant> dueAt = new LinkedHashMap<>();

    @EventHandler
    synchronized void on(AppealFiled event) {
        dueAt.put(event.appealId(), event.rulingDueAt());
    }

    @EventHandler
    synchronized void on(AppealRuled event) {
        dueAt.remove(event.appealId());
    }

    /** Once recorded, the miss is not recorded again: the appeal leaves the watch (it stays open for its ruling). */
    @EventHandler
    synchronized void on(RulingDeadlineMissed event) {
        dueAt.remove(event.appealId());
    }

    @ResetHandler
    synchronized void forgetEverything() {
        dueAt.clear();
    }

    /** The appeals still awaiting a ruling whose half hour had run out by {@code now}, oldest first. */
    public synchronized List<String> overdue(Instant now) {
        return dueAt.entrySet().stream().filter(open -> now.isAfter(open.getValue())).map(Map.Entry::getKey).toList();
    }
}
