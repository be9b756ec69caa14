package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.ProtestFiled;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * The matters the Arbitration Committee has ruled on, whose ruling is final without further appeal (Incheon 2013 arbitration art.
 * 3.8). A ruling is final for the matter, not only for the protest that carried it there, and the matter spans
 * aggregates: each Protest and each Appeal knows only itself. So this registry, rebuilt from the events at each start
 * like {@code BanRegistry}, is what {@link ArbitrationDesk} consults before it sends a new protest or appeal, as
 * registration consults the sanctions registry. A set-based check inside one aggregate would need one aggregate per
 * matter, keyed by judgment text; the registry keeps the aggregates as they are.
 */
@Singleton
@ProcessingGroup(RuledMatters.PROCESSING_GROUP)
public class RuledMatters {

    public static final String PROCESSING_GROUP = "ruled-matters";

    /** The appeal that decided a matter, and when. */
    public record Ruling(String appealId, String protestId, Instant at) {
    }

    private final Map<String, Matter> protests = new HashMap<>();
    private final Map<Matter, Ruling> ruled = new HashMap<>();
    private final Map<String, Ruling> byAppeal = new HashMap<>();

    @EventHandler
    synchronized void on(ProtestFiled event) {
        protests.put(event.protestId(), Matter.of(event.tournamentId(), event.gameId(), event.judgment()));
    }

    @EventHandler
    synchronized void on(AppealRuled event) {
        Ruling ruling = new Ruling(event.appealId(), event.protestId(), event.at());
        Matter matter = protests.get(event.protestId());
        if (matter != null) {
            ruled.putIfAbsent(matter, ruling);
        }
        byAppeal.put(event.appealId(), ruling);
        notifyAll();
    }

    @ResetHandler
    synchronized void forgetEverything() {
        protests.clear();
        ruled.clear();
        byAppeal.clear();
    }

    /** The ruling already made on this matter, if any. */
    synchronized Optional<Ruling> ruling(Matter matter) {
        return Optional.ofNullable(ruled.get(matter));
    }

    /** Waits until the registry shows the ruling on {@code appealId}; false if the wait ran out. */
    synchronized boolean awaitRuling(String appealId, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!byAppeal.containsKey(appealId)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }
}
