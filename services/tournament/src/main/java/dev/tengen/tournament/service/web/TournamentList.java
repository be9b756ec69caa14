package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.Tournament;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;

/**
 * The projection of every tournament with its players, kept in memory and rebuilt from the event store at
 * each start. One tracking thread writes; request threads read and may wait for a version to arrive.
 *
 * <p>A CDI {@code @Singleton}, not {@code @ApplicationScoped}: Axon inspects the handler object it is given,
 * and a client proxy hides the handler methods (docs/ENVIRONMENT.md).
 */
@Singleton
@ProcessingGroup(TournamentList.PROCESSING_GROUP)
public class TournamentList {

    public static final String PROCESSING_GROUP = "tournament-list";

    private final Object monitor = new Object();
    private final Map<String, TournamentView> tournaments = new HashMap<>();

    @EventHandler
    void on(TournamentCreated event, @SequenceNumber long version) {
        put(new TournamentView(event.tournamentId(), event.name(), version, event.by(), event.at(), null, List.of()));
    }

    @EventHandler
    void on(TournamentConfigured event, @SequenceNumber long version) {
        ConfigurationView configuration = new ConfigurationView(event.ruleSet(), event.boardSize(), event.rounds(),
                event.pairingSystem(), event.by(), event.at(), event.timeControl());
        change(event.tournamentId(), tournament -> tournament.configure(configuration, version));
    }

    @EventHandler
    void on(PlayerRegistered event, @SequenceNumber long version) {
        PlayerView player = new PlayerView(event.playerId(), event.name(), event.rank(), event.club(), event.country(),
                false, event.at(), null, null, event.mcMahonCorrection(), event.memberships());
        change(event.tournamentId(), tournament -> tournament.register(player, version));
    }

    @EventHandler
    void on(PlayerWithdrawn event, @SequenceNumber long version) {
        change(event.tournamentId(), tournament -> tournament.withdraw(event.playerId(), event.at(), event.reason(), version));
    }

    /**
     * Every other tournament event moves the version on, so the list's version stays the tournament's (its ETag)
     * and a writer waiting for its own change sees it arrive. Their content is shown by {@link TournamentPlay}.
     */
    @EventHandler
    void on(Object event, DomainEventMessage<?> message) {
        // Axon calls this only for events no more specific handler above takes.
        if (Tournament.class.getSimpleName().equals(message.getType())) {
            change(message.getAggregateIdentifier(), tournament -> tournament.at(message.getSequenceNumber()));
        }
    }

    @ResetHandler
    void forgetEverything() {
        synchronized (monitor) {
            tournaments.clear();
        }
    }

    /** Every tournament, the oldest first. */
    public List<TournamentSummary> summaries() {
        synchronized (monitor) {
            return tournaments.values().stream()
                    .sorted(Comparator.comparing(TournamentView::createdAt).thenComparing(TournamentView::id))
                    .map(TournamentView::summary)
                    .toList();
        }
    }

    public Optional<TournamentView> find(String tournamentId) {
        synchronized (monitor) {
            return Optional.ofNullable(tournaments.get(tournamentId));
        }
    }

    /**
     * Waits until the list shows {@code tournamentId} at {@code version} or later; false if the wait ran out.
     * A writer calls this after a command so that the next read sees its change.
     */
    public boolean awaitVersion(String tournamentId, long version, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (monitor) {
            while (versionOf(tournamentId) < version) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            }
            return true;
        }
    }

    private long versionOf(String tournamentId) {
        TournamentView tournament = tournaments.get(tournamentId);
        return tournament == null ? -1 : tournament.version();
    }

    private void put(TournamentView tournament) {
        synchronized (monitor) {
            tournaments.put(tournament.id(), tournament);
            monitor.notifyAll();
        }
    }

    private void change(String tournamentId, UnaryOperator<TournamentView> change) {
        synchronized (monitor) {
            tournaments.computeIfPresent(tournamentId, (id, tournament) -> change.apply(tournament));
            monitor.notifyAll();
        }
    }
}
