package dev.tengen.tournament.app;

import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.web.BoardGames;
import dev.tengen.tournament.service.web.GameOrders;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;

/**
 * The tournament's ports to the games in this deployment, for now a documented gap (docs/OPERATIONS.md): orders to a
 * game and a game a pairing correction would void are refused with {@link GamesNotReachable}, so that nothing is
 * decided on facts the tournament cannot see; a game's progress is "not known yet" (what the round's status shows
 * before a game opens); a published round does not wait for its games to open.
 */
@Singleton
public class GamesGap implements BoardGames, GameOrders {

    @Override
    public Optional<BoardGame> game(String gameId) {
        throw new GamesNotReachable("Judging game " + gameId + " for a pairing correction");
    }

    @Override
    public Optional<Progress> progress(String gameId) {
        return Optional.empty();
    }

    @Override
    public Optional<String> enterResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            boolean overrides, String by, Instant at) {
        throw new GamesNotReachable("Entering the result of game " + gameId);
    }

    @Override
    public void correctResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            String source, String by, Instant at) {
        throw new GamesNotReachable("Correcting the result of game " + gameId);
    }

    @Override
    public void voidGame(String gameId, String reason, String by, Instant at) {
        throw new GamesNotReachable("Voiding game " + gameId);
    }

    @Override
    public void awaitOpened(Collection<String> gameIds) {
        // nothing to wait for: no game opens here until the game service follows the tournament's rounds
    }
}
