package dev.tengen.attack;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/** A client of the platform: anonymous or signed in with HTTP Basic, as the attacker's own tools would be. */
final class Http {

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final Platform platform;
    private final String authorization;
    private final Map<String, String> headers = new LinkedHashMap<>();

    private Http(Platform platform, String authorization) {
        this.platform = platform;
        this.authorization = authorization;
    }

    static Http anonymous(Platform platform) {
        return new Http(platform, null);
    }

    static Http as(Platform platform, String user, String password) {
        return new Http(platform, "Basic " + Base64.getEncoder().encodeToString(
                (user + ":" + password).getBytes(StandardCharsets.UTF_8)));
    }

    /** A copy that sends this header too. */
    Http with(String name, String value) {
        Http copy = new Http(platform, authorization);
        copy.headers.putAll(headers);
        copy.headers.put(name, value);
        return copy;
    }

    /** A copy that sends a key of its own in Idempotency-Key, as the console sends each write. */
    Http keyed() {
        return with("Idempotency-Key", UUID.randomUUID().toString());
    }

    Answer get(String path) {
        return send("GET", path, null, null);
    }

    Answer post(String path, String json) {
        return send("POST", path, json, "application/json");
    }

    Answer put(String path, String json) {
        return send("PUT", path, json, "application/json");
    }

    Answer delete(String path) {
        return send("DELETE", path, null, null);
    }

    Answer form(String path, String form) {
        return send("POST", path, form, "application/x-www-form-urlencoded");
    }

    /** Any method and body, with the content type given (none when null). */
    Answer send(String method, String path, String body, String contentType) {
        HttpRequest.Builder request = HttpRequest.newBuilder(platform.base.resolve(path)).timeout(Duration.ofSeconds(60))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        headers.forEach(request::header);
        try {
            long start = System.nanoTime();
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body(), response.headers().map(),
                    Duration.ofNanos(System.nanoTime() - start));
        } catch (java.io.IOException e) {
            throw new AssertionError(method + " " + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(method + " " + path + " interrupted", e);
        }
    }
}
