package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.tournament.PersonName;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * The matters the Arbitration Committee has ruled on, whose ruling is final without further appeal (Incheon 2013 arbitration art.
 * 3.8), and the matters each complainant has protested: the referees decide a protest once (art. 1.1), and a rejected
 * one goes on by appeal (art. 1.2), not by the same protest again. A ruling is final for the matter, not only for the
 * protest that carried it there, and the matter spans aggregates: each Protest and each Appeal knows only itself. So
 * this registry, rebuilt from the events at each start like {@code BanRegistry}, is what {@link ArbitrationDesk}
 * consults before it sends a new protest or appeal, as registration consults the sanctions registry. A set-based check
 * inside one aggregate would need one aggregate per matter, keyed by judgment text; the registry keeps the aggregates
 * as they are.
 */
@Singleton
@ProcessingGroup(RuledMatters.PROCESSING_GROUP)
public class RuledMatters {

    public static final String PROCESSING_GROUP = "ruled-matters";

    /** The appeal that decided a matter, and when. */
    public record Ruling(String appealId, String protestId, Instant at) {
    }

    /** A complainant's protest of a matter: the first one filed, and when it was made. */
    public record Filed(String protestId, Instant at) {
    }

    /** One complainant's complaint about one matter; the complainant's name as people read it ({@link PersonName#key}). */
    private record Complaint(Matter matter, String complainant) {
    }

    private final Map<String, Matter> protests = new HashMap<>();
    private final Map<Complaint, Filed> filed = new HashMap<>();
    private final Map<Matter, Ruling> ruled = new HashMap<>();
    private final Map<String, Ruling> byAppeal = new HashMap<>();

    @EventHandler
    synchronized void on(ProtestFiled event) {
        Matter matter = Matter.of(event.tournamentId(), event.gameId(), event.judgment());
        protests.put(event.protestId(), matter);
        filed.putIfAbsent(new Complaint(matter, PersonName.key(event.complainant())),
                new Filed(event.protestId(), event.at()));
        notifyAll();
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
        filed.clear();
        ruled.clear();
        byAppeal.clear();
    }

    /** The ruling already made on this matter, if any. */
    synchronized Optional<Ruling> ruling(Matter matter) {
        return Optional.ofNullable(ruled.get(matter));
    }

    /** The protest {@code complainant} filed on this matter before, if any. */
    synchronized Optional<Filed> protestBy(Matter matter, String complainant) {
        return Optional.ofNullable(filed.get(new Complaint(matter, PersonName.key(complainant))));
    }

    /** Waits until the registry shows protest {@code protestId}; false if the wait ran out. */
    synchronized boolean awaitProtest(String protestId, Duration timeout) throws InterruptedException {
        return await(() -> protests.containsKey(protestId), timeout);
    }

    /** Waits until the registry shows the ruling on {@code appealId}; false if the wait ran out. */
    synchronized boolean awaitRuling(String appealId, Duration timeout) throws InterruptedException {
        return await(() -> byAppeal.containsKey(appealId), timeout);
    }

    /** Waits, holding the registry's lock between its events, until {@code shown}; false if the wait ran out. */
    private boolean await(BooleanSupplier shown, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!shown.getAsBoolean()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }
}
