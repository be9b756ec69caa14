package dev.tengen.console;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;
import java.util.function.Supplier;

/**
 * The platform's API as one account calls it (HTTP Basic), for what a browser test sets up outside the screens it
 * tests: the event, its players and pairing, a protest and the referee's decision.
 */
final class PlatformApi {

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final String basic;

    PlatformApi(String base, String user, String password) {
        this.base = base;
        this.basic = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes());
    }

    /**
     * A write answered 200 or 201, its body parsed (null when empty). Sent, as the console sends every write, with an
     * Idempotency-Key of its own (a referee's decision asks for one or an If-Match).
     */
    JsonElement send(String method, String path, String json) throws Exception {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").header("Accept", "application/json")
                .header("Authorization", basic).header("Idempotency-Key", java.util.UUID.randomUUID().toString())
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json))
                .build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200 && answer.statusCode() != 201) {
            throw new IllegalStateException(method + " " + path + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return answer.body().isBlank() ? null : JsonParser.parseString(answer.body());
    }

    /** Creates an account (the caller: an organizer); roles and players as JSON arrays. */
    void account(String user, String password, String roles, String players) throws Exception {
        post("/api/v1/accounts", "{\"user\": \"" + user + "\", \"password\": \"" + password + "\", \"roles\": "
                + roles + ", \"players\": " + players + "}");
    }

    /** Whether a read answers 200 now: for a projection that shows a write a moment later. */
    boolean answers(String path) {
        try {
            get(path);
            return true;
        } catch (Exception notYet) {
            return false;
        }
    }

    /** A write the platform refuses: its status and the problem's code, as {@code "403 technical-delegate-only"}. */
    String refusal(String method, String path, String json) throws Exception {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").header("Accept", "application/json")
                .header("Authorization", basic).header("Idempotency-Key", java.util.UUID.randomUUID().toString())
                .method(method, HttpRequest.BodyPublishers.ofString(json))
                .build(), HttpResponse.BodyHandlers.ofString());
        return answer.statusCode() + " " + JsonParser.parseString(answer.body()).getAsJsonObject().get("code").getAsString();
    }

    JsonElement post(String path, String json) throws Exception {
        return send("POST", path, json);
    }

    JsonElement get(String path) throws Exception {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Accept", "application/json").header("Authorization", basic).build(),
                HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new IllegalStateException("GET " + path + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return JsonParser.parseString(answer.body());
    }

    /** Waits up to 20 s for what a projection shows a moment after the write. */
    static void await(String what, Supplier<Boolean> condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (condition.get()) {
                    return;
                }
            } catch (RuntimeException notYet) {
                // not there yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("Not within 20 s: " + what);
    }
}
