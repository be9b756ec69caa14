package dev.tengen.platform.tournament;

import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.EnterResult;
import dev.tengen.game.service.api.ResultEntered;
import dev.tengen.game.service.api.VoidGame;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.game.service.web.GameReceipt;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.web.GameOrders;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;

/** The tournament's orders to its boards' games go to the game's desk in this process. */
@Singleton
public class GameOrdersInProcess implements GameOrders {

    private final GameDesk games;

    GameOrdersInProcess(GameDesk games) {
        this.games = games;
    }

    @Override
    public Optional<String> enterResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            boolean overrides, String by, Instant at) {
        GameReceipt ended = games.enterResult(new EnterResult(gameId, null, outcome, byForfeit, result, reason,
                overrides, by, at));
        return ended.events().stream().map(GameReceipt.RecordedEvent::event).filter(ResultEntered.class::isInstance)
                .map(e -> ((ResultEntered) e).reason()).findFirst();
    }

    @Override
    public void correctResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            String source, String by, Instant at) {
        games.correctResult(new CorrectGameResult(gameId, outcome, byForfeit, result, reason, source, by, at));
    }

    @Override
    public void voidGame(String gameId, String reason, String by, Instant at) {
        games.voidGame(new VoidGame(gameId, reason, by, at));
    }

    @Override
    public void awaitOpened(Collection<String> gameIds) {
        games.awaitOpened(gameIds);
    }
}
