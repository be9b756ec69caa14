package dev.tengen.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * HTTP/1.1 calls to the platform as one signed-in account (HTTP Basic on every request, as a referee's client
 * would send it, or a bearer token of the distributed deployment's realm). One client, one connection pool, shared
 * by all the driver's threads.
 */
final class Api {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private final HttpClient http;
    private final URI base;
    /** The {@code Authorization} header of each request, asked anew each time (a token may be renewed); null: none. */
    private final Supplier<String> authorization;

    Api(URI base, String user, String password) {
        this(newClient(), base, user, password);
    }

    /** Requests with the header {@code authorization} gives each time, e.g. a bearer token renewed before it expires. */
    Api(URI base, Supplier<String> authorization) {
        this(newClient(), base, authorization);
    }

    private Api(HttpClient http, URI base, String user, String password) {
        this(http, base, user == null ? null : basic(user, password));
    }

    private Api(HttpClient http, URI base, Supplier<String> authorization) {
        this.http = http;
        this.base = base;
        this.authorization = authorization;
    }

    private static HttpClient newClient() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5))
                .executor(Executors.newVirtualThreadPerTaskExecutor()).build();
    }

    private static Supplier<String> basic(String user, String password) {
        String header = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password)
                .getBytes(StandardCharsets.UTF_8));
        return () -> header;
    }

    /** The same account and pool, at another address: the platform restarted on another port. */
    Api at(URI other) {
        return new Api(http, other, authorization);
    }

    /** The same connection pool, signed in as another account. */
    Api as(String user, String password) {
        return new Api(http, base, user, password);
    }

    /** The same connection pool and address, with another account's {@code Authorization} header. */
    Api as(Supplier<String> otherAuthorization) {
        return new Api(http, base, otherAuthorization);
    }

    /** Anonymous calls on the same pool (the public pages and queries). */
    Api anonymous() {
        return new Api(http, base, (Supplier<String>) null);
    }

    HttpResponse<String> get(String path) throws Exception {
        return http.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A public page as a browser asks for it (HTML). */
    HttpResponse<String> page(String path) throws Exception {
        return http.send(request(path).setHeader("Accept", "text/html").GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A server-sent event stream, line by line as it arrives; the caller closes the stream to end it. */
    HttpResponse<java.util.stream.Stream<String>> events(String path) throws Exception {
        return http.send(request(path).setHeader("Accept", "text/event-stream").GET().build(),
                HttpResponse.BodyHandlers.ofLines());
    }

    HttpResponse<String> post(String path, String json) throws Exception {
        return send("POST", path, json);
    }

    HttpResponse<String> put(String path, String json) throws Exception {
        return send("PUT", path, json);
    }

    /** A write that must succeed: returns the body, throws naming the request and the problem otherwise. */
    String expect(int status, String method, String path, String json) throws Exception {
        HttpResponse<String> response = send(method, path, json);
        if (response.statusCode() != status) {
            throw new IllegalStateException(method + " " + path + " " + json + " answered " + response.statusCode()
                    + " (expected " + status + "): " + response.body());
        }
        return response.body();
    }

    /**
     * Signs in ({@code GET /api/v1/accounts/me}): the password is checked once, then remembered by the platform. A
     * {@code 503 sign-in-busy} (every password check slot taken, as on a loaded machine) asks to try again in a few
     * seconds, which this does up to ten times.
     */
    String signIn() throws Exception {
        for (int attempt = 1; ; attempt++) {
            HttpResponse<String> response = get("/api/v1/accounts/me");
            if (response.statusCode() == 503 && attempt < 10) {
                Thread.sleep(2_000);
            } else if (response.statusCode() != 200) {
                throw new IllegalStateException("GET /api/v1/accounts/me answered " + response.statusCode() + ": "
                        + response.body());
            } else {
                return response.body();
            }
        }
    }

    String expectGet(String path) throws Exception {
        HttpResponse<String> response = get(path);
        if (response.statusCode() != 200) {
            throw new IllegalStateException("GET " + path + " answered " + response.statusCode() + ": "
                    + response.body());
        }
        return response.body();
    }

    /**
     * Every command carries a fresh {@code Idempotency-Key} (docs/PLATFORM.md, "Retrying a command"); when the
     * connection fails before the answer comes, the command is sent once more with the same key, and the platform
     * answers it as the first time instead of running it twice.
     */
    private HttpResponse<String> send(String method, String path, String json) throws Exception {
        HttpRequest.BodyPublisher body = json == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json);
        HttpRequest.Builder request = request(path).method(method, body)
                .header("Idempotency-Key", UUID.randomUUID().toString());
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        HttpRequest command = request.build();
        try {
            return http.send(command, HttpResponse.BodyHandlers.ofString());
        } catch (IOException lost) {
            return http.send(command, HttpResponse.BodyHandlers.ofString());
        }
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(TIMEOUT)
                .header("Accept", "application/json");
        if (authorization != null) {
            request.header("Authorization", authorization.get());
        }
        return request;
    }
}
