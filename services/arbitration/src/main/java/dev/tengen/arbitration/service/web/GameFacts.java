package dev.tengen.arbitration.service.web;

import java.time.Instant;
import java.util.Optional;

/**
 * What arbitration reads of a game protested: its tournament, its players and when its result was confirmed. The
 * game service owns these facts; the deployment says where arbitration reads them (in the embedded platform, the
 * game's own events).
 */
public interface GameFacts {

    /** The game as arbitration needs it; empty when no game of that id was started. */
    Optional<PlayedGame> game(String gameId);

    /** @param resultConfirmedAt when its result was confirmed (Incheon 2013 code art. 4.4); null while it goes on */
    record PlayedGame(String tournamentId, String black, String white, Instant resultConfirmedAt) {
    }
}
