package dev.tengen.arbitration.app;

import dev.tengen.arbitration.service.web.GameFacts;
import dev.tengen.distributed.app.FoldedFacts;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * Arbitration's port to the games in this deployment: the game service's events as folded into the arbitration's
 * database ({@link FactsFromTopics}), answering as the embedded platform's GameFactsInProcess does from the game's
 * own events.
 */
@Singleton
public class GameFactsFromEvents implements GameFacts {

    private final FoldedFacts facts;

    GameFactsFromEvents(FoldedFacts facts) {
        this.facts = facts;
    }

    @Override
    public Optional<PlayedGame> game(String gameId) {
        return facts.find(FactsFromTopics.GAME, gameId, GameOnRecord.class).flatMap(GameOnRecord::played);
    }
}
