package dev.tengen.tournament.service.web;

import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;

/**
 * What the tournament asks of the games on its boards: end one with the result slip's result, give one a corrected
 * result, void one a pairing correction takes off its board, and wait for a published round's games to open. The game
 * service carries these out and judges them (its refusals reach the caller); the deployment says how the tournament
 * reaches it (in the embedded platform, the game's desk in the same process).
 */
public interface GameOrders {

    /**
     * Ends the game with an official's result from the result slip.
     *
     * @param overrides record it over a different result the game proposed
     * @return the reason the game recorded for the result; empty when the game recorded none
     */
    Optional<String> enterResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            boolean overrides, String by, Instant at);

    /** The board's result corrected (the tournament's own correction, {@code source} applied once). */
    void correctResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason, String source,
            String by, Instant at);

    /** The game taken off its board by a pairing correction. */
    void voidGame(String gameId, String reason, String by, Instant at);

    /** Waits, a few seconds in all, for these games of a round just published to open. */
    void awaitOpened(Collection<String> gameIds);
}
