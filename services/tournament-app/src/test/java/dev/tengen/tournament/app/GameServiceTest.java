package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The game service's answers as the tournament hears them, from a stand-in HTTP server on this machine: the caller's
 * token passed on, a refusal with the game's own status, code and detail, a 5xx or no answer as the games unavailable.
 */
class GameServiceTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private HttpServer server;
    private final List<String> authorizations = new ArrayList<>();
    private final List<String> paths = new ArrayList<>();

    /** A stand-in game service answering every request with {@code status} and {@code body}. */
    private String answering(int status, String body) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            paths.add(exchange.getRequestURI().getPath());
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/problem+json");
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                exchange.getResponseBody().write(bytes);
            }
            exchange.close();
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void theOrderGoesToTheGamesPathWithTheCallersToken() throws IOException {
        GameService games = new GameService(answering(200, "{\"gameId\": \"t-1-r1-b1\", \"version\": 3}"), JSON);

        JsonNode receipt = games.post("t-1-r1-b1", "result", Map.of("result", "B+R"), "the-token");

        assertEquals(3, receipt.get("version").asInt());
        assertEquals(List.of("Bearer the-token"), authorizations);
        assertEquals(List.of("/api/v1/games/t-1-r1-b1/result"), paths);
    }

    @Test
    void aRefusalKeepsTheGamesStatusCodeAndDetail() throws IOException {
        GameService games = new GameService(answering(409, "{\"status\": 409, \"title\": \"Conflict\", \"code\":"
                + " \"result-conflict\", \"detail\": \"The game proposed W+R.\"}"), JSON);

        GameRefused refused = assertThrows(GameRefused.class,
                () -> games.post("g-1", "result", Map.of("result", "B+R"), "the-token"));

        assertEquals(409, refused.status());
        assertEquals("result-conflict", refused.code());
        assertEquals("The game proposed W+R.", refused.getMessage());
    }

    @Test
    void aForbiddenOrderIs403WithTheGamesReason() throws IOException {
        GameService games = new GameService(answering(403, "{\"status\": 403, \"title\": \"Forbidden\", \"code\":"
                + " \"forbidden\", \"detail\": \"Roles: technical-delegate.\"}"), JSON);

        GameRefused refused = assertThrows(GameRefused.class,
                () -> games.post("g-1", "void", Map.of("reason", "wrong colours"), "a-players-token"));

        assertEquals(403, refused.status());
        assertEquals("forbidden", refused.code());
    }

    @Test
    void aGameServiceAnswering503IsUnavailable() throws IOException {
        GameService games = new GameService(answering(503, "{\"status\": 503, \"code\": \"store-unavailable\"}"), JSON);

        assertThrows(GamesUnavailable.class, () -> games.post("g-1", "result", Map.of("result", "B+R"), "t"));
    }

    @Test
    void aGameServiceNotListeningIsUnavailable() {
        GameService games = new GameService("http://127.0.0.1:" + closedPort(), JSON);

        assertThrows(GamesUnavailable.class, () -> games.post("g-1", "result", Map.of("result", "B+R"), "t"));
    }

    private static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
