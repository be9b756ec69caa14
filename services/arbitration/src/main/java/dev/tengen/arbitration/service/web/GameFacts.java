package dev.tengen.arbitration.service.web;

import java.time.Instant;
import java.util.Optional;

/**
 * What arbitration reads of a game protested: its tournament, its round and board, its players and when its result
 * was confirmed. The game service owns these facts; the deployment says where arbitration reads them (in the embedded
 * platform, the game's own events).
 */
public interface GameFacts {

    /** The game as arbitration needs it; empty when no game of that id was started. */
    Optional<PlayedGame> game(String gameId);

    /**
     * @param round the round the game was opened for, from 1; null when not known here (in the distributed deployment,
     *     a game whose start was folded before arbitration kept its round and board)
     * @param board the board the game was opened on, from 1; null when not known here, as {@code round}
     * @param resultConfirmedAt when its result was confirmed (Incheon 2013 code art. 4.4); null while it goes on
     */
    record PlayedGame(String tournamentId, Integer round, Integer board, String black, String white,
            Instant resultConfirmedAt) {
    }
}
