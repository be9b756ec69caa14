package dev.tengen.tournament.app;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.tournament.service.web.BoardGames;
import dev.tengen.tournament.service.web.GameOrders;
import jakarta.inject.Singleton;
import java.time.Duration;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmed;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The tournament's {@link BoardGames} in this deployment: each game's facts ({@link BoardGameFacts}) folded from the
 * game service's events on tengen.game, which {@link GameTopic} hands over from the topic's first record at every
 * start, as the application's other projections replay the tournament's store. An event is applied once: a game's
 * events come in their order (one key, one partition), so an event at or below the game's last applied sequence is
 * a resend or a redelivery and changes nothing. It also keeps, per game, the events a referee's decision is judged by
 * ({@link #DECISION_FACTS}), which the sanction flow reads as the game's stream ({@link #decisionFacts}).
 */
@Singleton
public class BoardGamesFromTopic implements BoardGames {

    /** Far above the moments the game service takes to open a published round's games and publish them. */
    static final Duration GAME_OPENING = Duration.ofSeconds(5);

    private record Followed(BoardGameFacts facts, long sequence) {
    }

    /** What SanctionFlow reads of a game: its start, its confirmed result, the referees' decisions and reviews. */
    static final Set<Class<?>> DECISION_FACTS = Set.of(GameStarted.class, ResultConfirmed.class, RefereeDecided.class,
            PenaltyReviewed.class);

    private final Map<String, Followed> games = new HashMap<>();
    private final Map<String, List<Object>> decisionFacts = new HashMap<>();

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
        if (DECISION_FACTS.contains(event.getClass())) {
            decisionFacts.computeIfAbsent(published.aggregateId(), id -> new ArrayList<>()).add(event);
        }
        games.put(published.aggregateId(), new Followed(facts, published.sequence()));
        notifyAll();
        return true;
    }

    /** Everything forgotten, before the topic is read again from its first record. */
    synchronized void forget() {
        games.clear();
        decisionFacts.clear();
    }

    /**
     * The game's {@link #DECISION_FACTS} in their order, once this projection has applied the game's events up to
     * {@code sequence} (the topic is followed by another consumer, which may be behind); waits {@link #GAME_OPENING}
     * for it, then throws, so that the caller hands its event over again later.
     */
    synchronized List<Object> decisionFacts(String gameId, long sequence) {
        long deadline = System.nanoTime() + GAME_OPENING.toNanos();
        while (!games.containsKey(gameId) || games.get(gameId).sequence() < sequence) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new IllegalStateException("game " + gameId + " is not read up to its event " + sequence
                        + " on the game topic yet");
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while game " + gameId + " was awaited", e);
            }
        }
        return List.copyOf(decisionFacts.getOrDefault(gameId, List.of()));
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
