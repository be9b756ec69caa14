package dev.tengen.ingress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The local ingress in front of two small HTTP servers standing for the tournament service and the read models,
 * routing by the kustomize overlay's own Ingress: each answers what it was sent, so the test reads what went through.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LocalIngressTest {

    static final Path OVERLAY = Path.of("../../k8s/overlays/small-production/ingress.yaml");

    private HttpServer tournament;
    private HttpServer readModels;
    private LocalIngress ingress;
    private final HttpClient client = HttpClient.newHttpClient();
    private final CountDownLatch secondEvent = new CountDownLatch(1);
    private int closedPort;

    @BeforeAll
    void start() throws IOException {
        tournament = echo("tournament");
        readModels = echo("read-models");
        readModels.createContext("/api/v1/tournaments/t-1/stream", this::stream); // the overlay sends streams there
        try (ServerSocket free = new ServerSocket(0)) {
            closedPort = free.getLocalPort(); // nothing listens there once closed
        }
        ingress = LocalIngress.start(new InetSocketAddress("127.0.0.1", 0), IngressRoutes.read(OVERLAY), Map.of(
                "tengen-tournament", address(tournament), "tengen-read-models", address(readModels),
                "tengen-game", URI.create("http://127.0.0.1:" + closedPort)));
    }

    @AfterAll
    void stop() {
        ingress.close();
        tournament.stop(0);
        readModels.stop(0);
    }

    @Test
    void eachRequestReachesTheServiceOfItsRouteWithItsPathAndQueryUnchanged() throws Exception {
        assertEquals("tournament GET /api/v1/tournaments/t-1/rounds/3?lang=fr&q=a%20b",
                firstLine(get("/api/v1/tournaments/t-1/rounds/3?lang=fr&q=a%20b").body()));
        assertEquals("read-models GET /api/v1/tournaments/t-1/standings", firstLine(get("/api/v1/tournaments/t-1/standings").body()));
        assertEquals("read-models GET /t/t-1/crosstable", firstLine(get("/t/t-1/crosstable").body()));
        assertEquals("read-models GET /admin/config.json", firstLine(get("/admin/config.json").body()));
        // ingress-nginx reads the paths case-insensitively
        assertEquals("read-models GET /API/V1/tournaments/t-1/STANDINGS",
                firstLine(get("/API/V1/tournaments/t-1/STANDINGS").body()));
    }

    @Test
    void aWriteArrivesWithItsBodyAndHeadersAndItsAnswerComesBackAsTheServiceGaveIt() throws Exception {
        HttpResponse<String> answer = client.send(HttpRequest.newBuilder(ingress.address().resolve("/api/v1/tournaments/t-1/players"))
                .header("Authorization", "Bearer abc").header("Idempotency-Key", "k-1")
                .header("Content-Type", "application/json").header("X-Answer-Status", "409")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\": \"Lee Sedol\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(409, answer.statusCode());
        assertEquals("application/problem+json", answer.headers().firstValue("Content-Type").orElseThrow());
        assertEquals("yes", answer.headers().firstValue("X-Echoed").orElseThrow());
        String echoed = answer.body();
        assertTrue(echoed.startsWith("tournament POST /api/v1/tournaments/t-1/players\n"), echoed);
        assertTrue(echoed.contains("\nauthorization: Bearer abc\n"), echoed);
        assertTrue(echoed.contains("\nidempotency-key: k-1\n"), echoed);
        assertTrue(echoed.contains("\nx-forwarded-for: 127.0.0.1\n"), echoed);
        assertTrue(echoed.contains("\nx-forwarded-host: " + ingress.address().getAuthority() + "\n"), echoed);
        assertTrue(echoed.endsWith("\n\n{\"name\": \"Lee Sedol\"}"), echoed);
    }

    @Test
    void aServerSentEventGoesThroughBeforeTheStreamEnds() throws Exception {
        HttpResponse<InputStream> answer = client.send(HttpRequest.newBuilder(
                ingress.address().resolve("/api/v1/tournaments/t-1/stream")).build(), HttpResponse.BodyHandlers.ofInputStream());
        assertEquals("text/event-stream", answer.headers().firstValue("Content-Type").orElseThrow());
        try (BufferedReader events = new BufferedReader(new InputStreamReader(answer.body(), StandardCharsets.UTF_8))) {
            // the service sends its second event only once the first has come through the ingress
            assertEquals("event: standings", events.readLine());
            assertEquals("data: 1", events.readLine());
            secondEvent.countDown();
            assertEquals("", events.readLine());
            assertEquals("event: standings", events.readLine());
            assertEquals("data: 2", events.readLine());
        }
    }

    @Test
    void aServiceThatDoesNotAnswerIsA502NamingIt() throws Exception {
        HttpResponse<String> answer = get("/api/v1/games/g-1/moves");
        assertEquals(502, answer.statusCode());
        assertEquals("application/problem+json", answer.headers().firstValue("Content-Type").orElseThrow());
        assertTrue(answer.body().contains("\"code\":\"service-unavailable\""), answer.body());
        assertTrue(answer.body().contains("The service tengen-game (http://127.0.0.1:" + closedPort + "), which answers"
                + " /api/v1/games/g-1/moves, does not answer"), answer.body());
    }

    @Test
    void aServiceGivenNoAddressIsA502SayingItDoesNotRunHere() throws Exception {
        HttpResponse<String> answer = get("/api/v1/appeals/a-1");
        assertEquals(502, answer.statusCode());
        assertTrue(answer.body().contains("\"code\":\"service-not-running\""), answer.body());
        assertTrue(answer.body().contains("tengen-arbitration"), answer.body());
    }

    @Test
    void aRedirectToTheServiceIsPointedAtTheIngress() throws Exception {
        HttpResponse<String> answer = client.send(HttpRequest.newBuilder(ingress.address().resolve("/admin"))
                .header("X-Answer-Status", "302").header("X-Answer-Location", address(readModels) + "/admin/").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(302, answer.statusCode());
        assertEquals(ingress.address() + "/admin/", answer.headers().firstValue("Location").orElseThrow());
    }

    private HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(ingress.address() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    private static URI address(HttpServer server) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** A server that answers each request with its name, method, path and query, its headers, then its body. */
    private static HttpServer echo(String name) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 16);
        server.createContext("/", exchange -> {
            StringBuilder text = new StringBuilder(name + " " + exchange.getRequestMethod() + " "
                    + exchange.getRequestURI().getRawPath()
                    + (exchange.getRequestURI().getRawQuery() == null ? "" : "?" + exchange.getRequestURI().getRawQuery()) + "\n");
            exchange.getRequestHeaders().forEach((header, values) ->
                    values.forEach(value -> text.append(header.toLowerCase()).append(": ").append(value).append('\n')));
            text.append('\n').append(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            String status = exchange.getRequestHeaders().getFirst("X-Answer-Status");
            String location = exchange.getRequestHeaders().getFirst("X-Answer-Location");
            if (location != null) {
                exchange.getResponseHeaders().set("Location", location);
            }
            exchange.getResponseHeaders().set("Content-Type", status == null ? "text/plain" : "application/problem+json");
            exchange.getResponseHeaders().set("X-Echoed", "yes");
            byte[] body = text.toString().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status == null ? 200 : Integer.parseInt(status), body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return server;
    }

    private void stream(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
        exchange.sendResponseHeaders(200, 0);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write("event: standings\ndata: 1\n\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            if (secondEvent.await(30, TimeUnit.SECONDS)) {
                out.write("event: standings\ndata: 2\n\n".getBytes(StandardCharsets.UTF_8));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
