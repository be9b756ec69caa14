package dev.tengen.tournament.app;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.tournament.service.web.BoardGames;
import dev.tengen.tournament.service.web.GameOrders;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The tournament's {@link BoardGames} in this deployment: each game's facts ({@link BoardGameFacts}) folded from the
 * game service's events on tengen.game, which {@link GameTopic} hands over from the topic's first record at every
 * start, as the application's other projections replay the tournament's store. An event is applied once: a game's
 * events come in their order (one key, one partition), so an event at or below the game's last applied sequence is
 * a resend or a redelivery and changes nothing.
 */
@Singleton
public class BoardGamesFromTopic implements BoardGames {

    /** Far above the moments the game service takes to open a published round's games and publish them. */
    static final Duration GAME_OPENING = Duration.ofSeconds(5);

    private record Followed(BoardGameFacts facts, long sequence) {
    }

    private final Map<String, Followed> games = new HashMap<>();

    /** Whether the event is after the last one applied of its game: not a resend or a redelivery. */
    synchronized boolean isNew(PublishedEvent published) {
        Followed known = games.get(published.aggregateId());
        return known == null || published.sequence() > known.sequence();
    }

    /** Applies one event of the game topic; whether it was new to this projection. */
    synchronized boolean apply(PublishedEvent published, Object event) {
        if (!isNew(published)) {
            return false;
        }
        Followed known = games.get(published.aggregateId());
        BoardGameFacts facts = known == null ? new BoardGameFacts() : known.facts();
        facts.apply(event);
        games.put(published.aggregateId(), new Followed(facts, published.sequence()));
        notifyAll();
        return true;
    }

    /** Everything forgotten, before the topic is read again from its first record. */
    synchronized void forget() {
        games.clear();
    }

    @Override
    public synchronized Optional<BoardGame> game(String gameId) {
        return Optional.ofNullable(games.get(gameId)).map(known -> known.facts().game());
    }

    @Override
    public synchronized Optional<Progress> progress(String gameId) {
        return Optional.ofNullable(games.get(gameId)).flatMap(known -> known.facts().progress());
    }

    /** {@link GameOrders#awaitOpened}: waits, {@link #GAME_OPENING} in all, for these games to be known here. */
    synchronized void awaitKnown(Collection<String> gameIds) {
        long deadline = System.nanoTime() + GAME_OPENING.toNanos();
        while (!games.keySet().containsAll(gameIds)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
