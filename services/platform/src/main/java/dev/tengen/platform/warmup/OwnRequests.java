package dev.tengen.platform.warmup;

import jakarta.inject.Singleton;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The platform's public reads asked of its own HTTP server, as a spectator's browser asks them: the HTTP layer's
 * routing, the JSON and page writers and the health checks run before the first real request. Only reads (GET): a
 * write, even refused, would count against the anonymous clients of 127.0.0.1.
 */
@Singleton
class OwnRequests {

    /** Each path this many times: enough for the JIT's first tiers, little beside the scratch round. */
    private static final int ROUNDS = 200;
    private static final List<String> PATHS = List.of("/q/health/live", "/api/v1/tournaments", "/");

    private final URI base;

    OwnRequests(@ConfigProperty(name = "quarkus.http.host") String host,
            @ConfigProperty(name = "quarkus.http.port") int port) {
        this.base = URI.create("http://" + reachable(host) + ":" + port);
    }

    /** The address to call: a wildcard listens on loopback too; an IPv6 literal goes in brackets. */
    static String reachable(String host) {
        if (host.isBlank() || host.equals("0.0.0.0")) {
            return "127.0.0.1";
        }
        if (host.equals("::") || host.equals("[::]")) {
            return "[::1]";
        }
        return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    }

    void send() {
        try (HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()) {
            for (int i = 0; i < ROUNDS; i++) {
                for (String path : PATHS) {
                    HttpRequest request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(10)).GET()
                            .build();
                    client.send(request, HttpResponse.BodyHandlers.discarding());
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
