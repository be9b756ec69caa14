package dev.tengen.ingress;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Sends each request to the service its route names and the answer back as it comes: the status, the headers but
 * those of one connection (RFC 9110 section 7.6.1), and the body streamed, flushed as it arrives, so that a page's
 * server-sent events go through at once. The path and query go unchanged; the service learns the client's address,
 * host and scheme from {@code X-Forwarded-*} as behind ingress-nginx. A path no route takes is a 404, a service that
 * does not answer a 502, both as problem details naming what is missing.
 */
final class Forwarding implements HttpHandler {

    /** The most a request body may weigh (an OpenGotha file of a large event is a few MB). */
    static final int MAX_BODY = 32 * 1024 * 1024;

    /** Headers of one connection, never forwarded, and those the JDK's client sets itself. */
    private static final Set<String> NOT_FORWARDED = Set.of("connection", "keep-alive", "proxy-connection",
            "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade", "host",
            "content-length", "expect");

    private final IngressRoutes routes;
    private final Map<String, URI> services;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(3)).build();

    /** @param services each Service the routes name, by its name, and where it answers on this machine */
    Forwarding(IngressRoutes routes, Map<String, URI> services) {
        this.routes = routes;
        this.services = Map.copyOf(services);
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            URI requested = exchange.getRequestURI();
            String path = requested.getPath();
            if (path == null || !path.startsWith("/")) {
                ProblemAnswer.send(exchange, 400, "Bad Request", "path-invalid",
                        "The request's path must start with '/'.");
                return;
            }
            Optional<IngressRoutes.Route> route = routes.routeOf(path);
            URI service = route.map(r -> services.get(r.service())).orElse(null);
            if (route.isEmpty()) {
                ProblemAnswer.send(exchange, 404, "Not Found", "route-not-found",
                        "No service answers " + path + " (no path of the Ingress takes it).");
                return;
            }
            if (service == null) {
                ProblemAnswer.send(exchange, 502, "Bad Gateway", "service-not-running", "The service "
                        + route.get().service() + ", which answers " + path + ", is not running here.");
                return;
            }
            forward(exchange, route.get().service(), service);
        }
    }

    private void forward(HttpExchange exchange, String name, URI service) throws IOException {
        URI requested = exchange.getRequestURI();
        String target = service.toString().replaceAll("/$", "") + requested.getRawPath()
                + (requested.getRawQuery() == null ? "" : "?" + requested.getRawQuery());
        byte[] body = exchange.getRequestBody().readNBytes(MAX_BODY + 1);
        if (body.length > MAX_BODY) {
            ProblemAnswer.send(exchange, 413, "Content Too Large", "body-too-large",
                    "The request's body is over " + MAX_BODY / (1024 * 1024) + " MB.");
            return;
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(target))
                .method(exchange.getRequestMethod(), body.length == 0 && !hasBody(exchange)
                        ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        exchange.getRequestHeaders().forEach((header, values) -> {
            if (!NOT_FORWARDED.contains(header.toLowerCase(Locale.ROOT)) && !header.toLowerCase(Locale.ROOT).startsWith("x-forwarded-")) {
                values.forEach(value -> request.header(header, value));
            }
        });
        String host = Optional.ofNullable(exchange.getRequestHeaders().getFirst("Host"))
                .orElse(exchange.getLocalAddress().getHostString() + ":" + exchange.getLocalAddress().getPort());
        request.header("X-Forwarded-For", exchange.getRemoteAddress().getAddress().getHostAddress())
                .header("X-Forwarded-Host", host).header("X-Forwarded-Proto", "http");
        HttpResponse<InputStream> answer;
        try {
            answer = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (ConnectException | HttpTimeoutException down) {
            ProblemAnswer.send(exchange, 502, "Bad Gateway", "service-unavailable", "The service " + name
                    + " (" + service + "), which answers " + requested.getPath() + ", does not answer; it may be starting"
                    + " or stopped.");
            return;
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
            return;
        }
        try (InputStream in = answer.body()) {
            reply(exchange, answer, in, service, host);
        }
    }

    private static boolean hasBody(HttpExchange exchange) {
        Headers headers = exchange.getRequestHeaders();
        return headers.containsKey("Content-Length") || headers.containsKey("Transfer-Encoding");
    }

    private static void reply(HttpExchange exchange, HttpResponse<InputStream> answer, InputStream in, URI service,
            String host) throws IOException {
        Headers out = exchange.getResponseHeaders();
        answer.headers().map().forEach((header, values) -> {
            String lower = header.toLowerCase(Locale.ROOT);
            if (!header.startsWith(":") && !NOT_FORWARDED.contains(lower)) {
                out.put(header, lower.equals("location") ? values.stream().map(v -> located(v, service, host)).toList()
                        : List.copyOf(values));
            }
        });
        int status = answer.statusCode();
        long length = answer.headers().firstValueAsLong("Content-Length").orElse(-1);
        boolean empty = "HEAD".equalsIgnoreCase(exchange.getRequestMethod()) || status == 204 || status == 304
                || length == 0;
        // a length known is sent as such; otherwise chunks, each flushed as it comes (server-sent events)
        exchange.sendResponseHeaders(status, empty ? -1 : Math.max(length, 0));
        if (empty) {
            return;
        }
        OutputStream body = exchange.getResponseBody();
        byte[] buffer = new byte[16 * 1024];
        for (int read; (read = in.read(buffer)) >= 0; ) {
            body.write(buffer, 0, read);
            body.flush();
        }
        body.close();
    }

    /** A redirect to the service itself, pointed at the ingress instead. */
    private static String located(String location, URI service, String host) {
        String base = service.toString().replaceAll("/$", "");
        return location.startsWith(base) ? "http://" + host + location.substring(base.length()) : location;
    }
}
