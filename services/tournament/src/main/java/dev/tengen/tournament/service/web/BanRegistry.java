package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.BanLifted;
import dev.tengen.tournament.service.api.BanView;
import dev.tengen.tournament.service.api.BansDecided;
import dev.tengen.tournament.service.api.PlayerBanned;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * The sanctions registry: every ban, standing or lifted, in the order decided. Kept in memory and rebuilt from the
 * events at each start like the other projections; registration consults it.
 */
@Singleton
@ProcessingGroup(BanRegistry.PROCESSING_GROUP)
public class BanRegistry {

    public static final String PROCESSING_GROUP = "ban-registry";

    private final BansDecided bans = new BansDecided();

    @EventHandler
    synchronized void on(PlayerBanned event) {
        bans.apply(event);
        notifyAll();
    }

    @EventHandler
    synchronized void on(BanLifted event) {
        bans.apply(event);
        notifyAll();
    }

    /** Waits until the registry shows {@code banId} as {@code shown} says; false if the wait ran out. */
    public synchronized boolean await(String banId, Predicate<BanView> shown, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!find(banId).filter(shown).isPresent()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    @ResetHandler
    synchronized void forgetEverything() {
        bans.clear();
    }

    public synchronized List<BanView> all() {
        return bans.all();
    }

    public synchronized Optional<BanView> find(String banId) {
        return bans.find(banId);
    }

    /** The first standing ban that bars a player of this name and country on {@code day}. */
    public synchronized Optional<BanView> barring(String name, String country, LocalDate day) {
        return bans.barring(name, country, day);
    }
}
