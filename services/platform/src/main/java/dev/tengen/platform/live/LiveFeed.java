package dev.tengen.platform.live;

import dev.tengen.pages.live.LiveEvent;
import dev.tengen.pages.live.Connected;
import dev.tengen.pages.live.Subscribers;
import dev.tengen.pages.live.TournamentChanges;
import dev.tengen.pages.live.GameChanges;
import io.smallrye.mutiny.Multi;
import jakarta.inject.Singleton;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * The live side of the read models: told by {@link LiveModule} of each event a projection has just applied, it
 * passes the change to the streams that follow that tournament or game. In process and in memory; nothing polls.
 */
@Singleton
public class LiveFeed {

    static final String CONNECTED = "connected";

    private static final Logger LOG = Logger.getLogger(LiveFeed.class);

    private final Subscribers tournaments = new Subscribers();
    private final Subscribers games = new Subscribers();
    private final AtomicLong position = new AtomicLong(-1);

    /** The changes to one tournament's standings, rounds, games and players, after a {@code connected} event. */
    public Multi<LiveEvent> tournament(String tournamentId) {
        return tournaments.follow(tournamentId,
                () -> new LiveEvent(tournamentId, CONNECTED, new Connected(tournamentId, position.get())));
    }

    /** The moves, passes, result and history of one game, after a {@code connected} event. */
    public Multi<LiveEvent> game(String gameId) {
        return games.follow(gameId, () -> new LiveEvent(gameId, CONNECTED, new Connected(gameId, position.get())));
    }

    /** How many streams follow {@code id}, a tournament or a game. */
    public int following(String id) {
        return tournaments.count(id) + games.count(id);
    }

    /** The read models (the tournament book and the game archive among them) have applied {@code payload}, the event at {@code at}. */
    void applied(Object payload, long at) {
        position.set(at);
        // No change is built while nobody follows: at start the catch-up applies every stored event with no stream open.
        if (tournaments.any()) {
            TournamentChanges.of(payload, at).ifPresent(event -> send(tournaments, event));
        }
        if (games.any()) {
            GameChanges.of(payload, at).ifPresent(event -> send(games, event));
        }
    }

    /** A stream that fails must not stop the projection that told us: it is logged and the others go on. */
    private static void send(Subscribers subscribers, LiveEvent event) {
        try {
            subscribers.publish(event.about(), event);
        } catch (RuntimeException e) {
            LOG.warnf(e, "A live stream of %s could not take a %s event", event.about(), event.name());
        }
    }
}
