package dev.tengen.readmodel.app;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.pages.live.Connected;
import dev.tengen.pages.live.GameChanges;
import dev.tengen.pages.live.LiveEvent;
import dev.tengen.pages.live.ServerSentEvents;
import dev.tengen.pages.live.Subscribers;
import dev.tengen.pages.live.TournamentChanges;
import dev.tengen.service.web.problem.NotFound;
import dev.tengen.service.web.problem.UnknownTournament;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Multi;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The read models' live streams: the changes to a tournament's views and to a game's record, named as the embedded
 * platform's streams name them ({@link TournamentChanges}, {@link GameChanges}), so that the public pages and the
 * console follow either deployment alike. Any replica serves them, consuming or not: a stream notes the events kept
 * in MongoDB for what it follows when it opens; while it is open they are counted every
 * {@code tengen.read-models.live-poll} (500 ms), every followed tournament and game in two requests, and where the
 * count grew those not seen before are read and sent; nothing is looked at while no stream is open. A tournament's event is sent once its views are built from it, so that a page reloading on it shows
 * it; a game's once it is kept (its page is made from the kept events). A game's moves reach its stream; a
 * tournament's stream has no {@code board} event for a board's first move, since moves are kept under their game
 * only.
 */
@Singleton
public class LiveChanges {

    private static final Logger LOG = Logger.getLogger(LiveChanges.class);
    private static final String CONNECTED = "connected";

    private final ReadModelStore store;
    private final Duration poll;
    private final Duration heartbeat;
    private final Subscribers tournaments = new Subscribers();
    private final Subscribers games = new Subscribers();
    /** Per followed tournament or game: how many events it had when last looked at, and the ids already seen. */
    private final Map<String, Seen> seen = new ConcurrentHashMap<>();
    private ScheduledExecutorService poller;

    /**
     * What a followed tournament or game has been seen to hold, since when it is followed: its tournament (a
     * tournament's is itself), a count that grows with every event kept of it (a game's: the events naming the game
     * and those of its tournament, which only grow), and the ids of the events seen.
     */
    private record Seen(String tournamentId, long count, Set<String> ids, long since) {
    }

    /** How long what a stream is about to follow is kept before its stream is in place. */
    private static final long SUBSCRIBING_NANOS = TimeUnit.SECONDS.toNanos(10);

    LiveChanges(ReadModelStore store,
            @ConfigProperty(name = "tengen.read-models.live-poll", defaultValue = "PT0.5S") Duration poll,
            @ConfigProperty(name = "tengen.read-models.live-heartbeat", defaultValue = "PT15S") Duration heartbeat) {
        this.store = store;
        this.poll = poll;
        this.heartbeat = heartbeat;
    }

    void start(@Observes StartupEvent started) {
        poller = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("read-models-live").daemon()
                .factory());
        poller.scheduleWithFixedDelay(this::look, poll.toMillis(), poll.toMillis(), TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent stopped) {
        if (poller != null) {
            poller.shutdownNow();
        }
    }

    /**
     * The changes to one tournament's views as server-sent events, after a {@code connected} event: every event kept
     * after this call (which reads what is kept now, so call it off the event loop); a heartbeat comment every
     * {@code tengen.read-models.live-heartbeat} (15 s). An unknown tournament is a 404 problem.
     */
    Multi<OutboundSseEvent> tournament(String tournamentId, Sse sse) {
        if (store.views().tournament(tournamentId).isEmpty()) {
            throw new UnknownTournament(tournamentId);
        }
        return ServerSentEvents.of(tournament(tournamentId), sse, heartbeat);
    }

    private Multi<LiveEvent> tournament(String tournamentId) {
        seen(tournamentId, tournamentId, store.sources().count(tournamentId), () -> store.sources().places(tournamentId)
                .stream().map(TournamentSources.Place::eventId).toList());
        return tournaments.follow(tournamentId,
                () -> new LiveEvent(tournamentId, CONNECTED, new Connected(tournamentId, -1)));
    }

    /**
     * The moves, passes, result, clocks and history of one game as server-sent events, after a {@code connected}
     * event (as {@link #tournament(String, Sse)}). A game of no tournament kept here is a 404 problem
     * {@code game-not-found}.
     */
    Multi<OutboundSseEvent> game(String gameId, Sse sse) {
        String tournamentId = store.sources().tournamentOfGame(gameId)
                .orElseThrow(() -> new NotFound("game-not-found", "No game " + gameId + " exists."));
        return ServerSentEvents.of(game(gameId, tournamentId), sse, heartbeat);
    }

    private Multi<LiveEvent> game(String gameId, String tournamentId) {
        long count = store.sources().countsOfGames(List.of(gameId)).getOrDefault(gameId, 0L)
                + store.sources().count(tournamentId);
        seen(gameId, tournamentId, count,
                () -> store.sources().ofGame(gameId, tournamentId).stream().map(PublishedEvent::eventId).toList());
        return games.follow(gameId, () -> new LiveEvent(gameId, CONNECTED, new Connected(gameId, -1)));
    }

    /**
     * One look at everything followed: the followed tournaments' and games' events counted in two requests, and only
     * where a count grew, the events not seen before read. A failure is logged and the next look tries again.
     */
    void look() {
        try {
            forget();
            Set<String> followedTournaments = tournaments.followed();
            Set<String> followedGames = games.followed();
            if (followedTournaments.isEmpty() && followedGames.isEmpty()) {
                return;
            }
            Set<String> ofTournaments = new HashSet<>(followedTournaments);
            followedGames.stream().map(seen::get).filter(Objects::nonNull).map(Seen::tournamentId)
                    .forEach(ofTournaments::add);
            Map<String, Long> counts = store.sources().counts(ofTournaments);
            Map<String, Long> ofGames = store.sources().countsOfGames(followedGames);
            for (String tournamentId : followedTournaments) {
                long count = counts.getOrDefault(tournamentId, 0L);
                if (!grown(tournamentId, count) || store.views().builtFrom(tournamentId) < count) {
                    continue; // nothing new; or the views first: a page reloading on the event then shows it
                }
                // the events' places first (no payloads), then only the new events whole
                send(tournaments, tournamentId, count, seen -> store.sources().kept(
                        store.sources().places(tournamentId).stream().filter(p -> !seen.contains(p.eventId())).toList()),
                        TournamentChanges::of);
            }
            for (String gameId : followedGames) {
                Seen before = seen.get(gameId);
                if (before == null) {
                    continue;
                }
                String tournamentId = before.tournamentId();
                long count = ofGames.getOrDefault(gameId, 0L) + counts.getOrDefault(tournamentId, 0L);
                if (grown(gameId, count)) {
                    send(games, gameId, count, seen -> store.sources().ofGame(gameId, tournamentId).stream()
                            .filter(e -> !seen.contains(e.eventId())).toList(), GameChanges::of);
                }
            }
        } catch (RuntimeException e) {
            LOG.warnf(e, "The live streams could not look at the read models (%s); again in %s", e.getMessage(), poll);
        }
    }

    /** The ids of the events kept of what a stream follows. */
    private interface Kept {
        List<String> ids();
    }

    /** The events kept of what a stream follows that are not among {@code seen}, in their order. */
    private interface Unseen {
        List<PublishedEvent> read(Set<String> seen);
    }

    /** Notes what {@code id} holds now, unless a stream follows it already. */
    private void seen(String id, String tournamentId, long count, Kept kept) {
        seen.computeIfAbsent(id, first -> new Seen(tournamentId, count, new HashSet<>(kept.ids()), System.nanoTime()));
    }

    /** Whether {@code id} is followed and holds more events than when last looked at (the events only grow). */
    private boolean grown(String id, long count) {
        Seen before = seen.get(id);
        return before != null && before.count() != count;
    }

    /** Sends the events of {@code id} not seen before as its stream names them. */
    private void send(Subscribers subscribers, String id, long count, Unseen unseen,
            BiFunction<Object, Long, Optional<LiveEvent>> change) {
        Seen before = seen.get(id);
        if (before == null) {
            return; // not followed any more
        }
        Set<String> ids = new HashSet<>(before.ids());
        for (PublishedEvent event : unseen.read(before.ids())) {
            if (ids.add(event.eventId())) {
                store.sources().replay(List.of(event), id, message -> change.apply(message.getPayload(),
                        event.globalIndex()).filter(live -> live.about().equals(id))
                        .ifPresent(live -> subscribers.publish(id, live)));
            }
        }
        seen.put(id, new Seen(before.tournamentId(), count, ids, before.since()));
    }

    /** What no stream follows any more is forgotten (not what a stream is about to follow). */
    private void forget() {
        long now = System.nanoTime();
        seen.entrySet().removeIf(e -> tournaments.count(e.getKey()) == 0 && games.count(e.getKey()) == 0
                && now - e.getValue().since() > SUBSCRIBING_NANOS);
    }
}
