package dev.tengen.tournament.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.web.GameOrders;
import io.quarkus.security.credential.TokenCredential;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The tournament's orders to its boards' games in this deployment: calls to the game application's API
 * ({@code tengen.game.url}) with the official's own token, so that the game service judges the official itself
 * (GameResource: {@code result}, {@code result-corrections}, {@code void}); the game records its own time and the
 * token's account as who acted. A published round's games are awaited in the board games' projection.
 */
@Singleton
public class GameOrdersOverHttp implements GameOrders {

    private static final Logger LOG = Logger.getLogger(GameOrdersOverHttp.class);

    private final GameService games;
    private final SecurityIdentity caller;
    private final BoardGamesFromTopic boards;

    GameOrdersOverHttp(@ConfigProperty(name = "tengen.game.url") String url, ObjectMapper json, SecurityIdentity caller,
            BoardGamesFromTopic boards) {
        this.games = new GameService(url, json);
        this.caller = caller;
        this.boards = boards;
    }

    @Override
    public Optional<String> enterResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            boolean overrides, String by, Instant at) {
        Map<String, Object> body = result(outcome, byForfeit, result, reason);
        body.put("override", overrides);
        JsonNode receipt = games.post(gameId, "result", body, token());
        for (JsonNode recorded : receipt.path("events")) {
            if ("ResultEntered".equals(recorded.path("type").asText())) {
                JsonNode entered = recorded.path("event").path("reason");
                return entered.isMissingNode() || entered.isNull() ? Optional.empty() : Optional.of(entered.asText());
            }
        }
        return Optional.empty();
    }

    @Override
    public void correctResult(String gameId, Outcome outcome, boolean byForfeit, String result, String reason,
            String source, String by, Instant at) {
        Map<String, Object> body = result(outcome, byForfeit, result, reason);
        body.put("source", source);
        try {
            games.post(gameId, "result-corrections", body, token());
        } catch (GamesUnavailable later) {
            // The tournament's correction stands (recorded before this order); the game service takes it from
            // tengen.tournament when it is back (TournamentRounds, once per source): the caller is told it is done.
            LOG.warnf("Game %s takes the correction %s from tengen.tournament: %s", gameId, source, later.getMessage());
        }
    }

    @Override
    public void voidGame(String gameId, String reason, String by, Instant at) {
        try {
            games.post(gameId, "void", Map.of("reason", reason), token());
        } catch (GameRefused refused) {
            if (refused.status() != 404) {
                throw refused;
            }
            // a game not opened yet needs nothing, as in the embedded platform
        }
    }

    @Override
    public void awaitOpened(Collection<String> gameIds) {
        boards.awaitKnown(gameIds);
    }

    private static Map<String, Object> result(Outcome outcome, boolean byForfeit, String result, String reason) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("outcome", outcome.name());
        body.put("byForfeit", byForfeit);
        body.put("result", result);
        body.put("reason", reason);
        return body;
    }

    /** The caller's bearer token, passed on as it came. */
    private String token() {
        TokenCredential token = caller.getCredential(TokenCredential.class);
        return token == null ? null : token.getToken();
    }
}
