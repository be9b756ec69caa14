package dev.tengen.platform.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * JSON requests with the JDK's HTTP client, for tests that send a thousand of them: rest-assured spends more time
 * preparing each request than the platform spends answering it. Each call checks the status it expects.
 */
final class HttpJson {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI base;

    HttpJson(URI base) {
        this.base = base;
    }

    JsonNode get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET(), 200);
    }

    JsonNode post(String path, Object body, int status) {
        return send(HttpRequest.newBuilder(base.resolve(path)).POST(body(body)), status);
    }

    JsonNode put(String path, Object body) {
        return send(HttpRequest.newBuilder(base.resolve(path)).PUT(body(body)), 200);
    }

    private static HttpRequest.BodyPublisher body(Object body) {
        try {
            return HttpRequest.BodyPublishers.ofString(body == null ? "" : JSON.writeValueAsString(body));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private JsonNode send(HttpRequest.Builder request, int status) {
        try {
            HttpResponse<String> response = client.send(request.header("Content-Type", "application/json")
                    .header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(status, response.statusCode(), () -> response.request().method() + " " + response.uri() + ": "
                    + response.body());
            return response.body().isEmpty() ? JSON.nullNode() : JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
