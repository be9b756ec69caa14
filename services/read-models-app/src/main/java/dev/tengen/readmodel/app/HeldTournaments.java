package dev.tengen.readmodel.app;

import dev.tengen.store.LeastRecentlyUsed;

/**
 * The tournaments a replica keeps in memory between two rebuilds of their views: each one's book folded so far
 * ({@link TournamentFold}) and what it knows of its view documents ({@link ViewDigests}). At most {@code capacity},
 * the least recently rebuilt forgotten first: a tournament forgotten is folded anew, and its documents read back, at
 * its next rebuild.
 */
final class HeldTournaments {

    /** What is kept of one tournament. */
    record Held(TournamentFold fold, ViewDigests digests) {
    }

    private final LeastRecentlyUsed<String, Held> held;

    HeldTournaments(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("at least one tournament is held, not " + capacity);
        }
        // the eldest is the least recently rebuilt
        this.held = new LeastRecentlyUsed<>(capacity);
    }

    /** What is kept of the tournament, an empty fold and no digests when it was not held: now the most recent. */
    synchronized Held of(String tournamentId) {
        return held.computeIfAbsent(tournamentId, id -> new Held(new TournamentFold(), new ViewDigests()));
    }

    synchronized boolean holds(String tournamentId) {
        return held.containsKey(tournamentId);
    }

    synchronized int size() {
        return held.size();
    }
}
