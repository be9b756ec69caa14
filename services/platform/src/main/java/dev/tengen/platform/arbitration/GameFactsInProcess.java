package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.web.GameFacts;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.web.GameDesk;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * Arbitration reads a game's facts from the game's own events, in the event store this process shares: its tournament,
 * round, board and players from its start, and when its result was confirmed.
 */
@Singleton
public class GameFactsInProcess implements GameFacts {

    private final GameDesk games;

    GameFactsInProcess(GameDesk games) {
        this.games = games;
    }

    @Override
    public Optional<PlayedGame> game(String gameId) {
        return games.find(gameId).filter(record -> record.start() != null)
                .map(record -> new PlayedGame(record.start().tournamentId(), record.start().round(),
                        record.start().board(), record.start().black(), record.start().white(),
                        record.confirmed().map(ResultConfirmed::at).orElse(null)));
    }
}
