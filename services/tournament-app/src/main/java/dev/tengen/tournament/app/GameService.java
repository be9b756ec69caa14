package dev.tengen.tournament.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/**
 * The game service's HTTP API as the tournament calls it: a POST to a game's path with the caller's own bearer token,
 * so that the game service judges the caller itself. Its answer is its receipt; its refusal (4xx) is thrown as
 * {@link GameRefused} with its problem document; no answer, or a 5xx, is {@link GamesUnavailable}.
 */
final class GameService {

    private static final Duration CONNECT = Duration.ofSeconds(3);
    /** The game waits up to 5 s for a just-published game to open before it answers a result. */
    private static final Duration ANSWER = Duration.ofSeconds(15);

    private final URI games;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(CONNECT).build();

    /** {@code url}: where the game application answers, e.g. {@code http://127.0.0.1:8081}. */
    GameService(String url, ObjectMapper json) {
        this.games = URI.create(url.endsWith("/") ? url : url + "/").resolve("api/v1/games/");
        this.json = json;
    }

    /** POSTs {@code body} to {@code path} of the game {@code gameId} as the bearer of {@code token}; the answer's body. */
    JsonNode post(String gameId, String path, Map<String, Object> body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(games.resolve(encoded(gameId) + "/" + path))
                .timeout(ANSWER)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<byte[]> answer;
        try {
            answer = http.send(request.POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body)))
                    .build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new GamesUnavailable("The game service at " + games + " did not answer (" + e.getMessage() + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GamesUnavailable("The call to the game service was interrupted", e);
        }
        int status = answer.statusCode();
        if (status >= 500) {
            throw new GamesUnavailable("The game service answered " + status + " to " + path + " of game " + gameId,
                    null);
        }
        JsonNode read = read(answer.body());
        if (status >= 400) {
            throw GameRefused.of(status, read, gameId);
        }
        return read;
    }

    private JsonNode read(byte[] body) {
        if (body == null || body.length == 0) {
            return json.nullNode();
        }
        try {
            return json.readTree(body);
        } catch (IOException e) {
            return json.nullNode(); // an answer without a document: its status says what it is
        }
    }

    private static String encoded(String gameId) {
        return java.net.URLEncoder.encode(gameId, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
    }
}
