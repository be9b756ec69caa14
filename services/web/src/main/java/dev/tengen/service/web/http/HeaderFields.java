package dev.tengen.service.web.http;

import io.quarkus.vertx.http.HttpServerOptionsCustomizer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * How large a request's header fields may be: at most {@link #LIMIT_BYTES}, refused beyond with a 431 problem in words
 * ({@link RequestGuards}), as a body too large is refused with a 413 one.
 *
 * <p>The HTTP server cannot say so itself: Netty stops reading at its own bound, and Vert.x answers 431 with an empty
 * body before any route of ours ({@code HttpServerRequest.DEFAULT_INVALID_REQUEST_HANDLER}, which Quarkus creates the
 * server with and gives the application no way to replace; docs/SECURITY.md, "What the suite does not cover yet").
 * So the server reads up to {@link #READ_BYTES}, over the limit, and the guard judges what it read. Beyond that the
 * server's empty 431 stays: reading more would hold more of every connection's memory for requests no client sends.
 */
@Singleton
public class HeaderFields implements HttpServerOptionsCustomizer {

    /** What a request's header fields may hold: Quarkus's own default bound, 20 KiB. */
    public static final int LIMIT_BYTES = 20 * 1024;

    /** What the server reads of them before answering 431 itself, without a body. */
    public static final int READ_BYTES = 64 * 1024;

    @Override
    public void customizeHttpServer(HttpServerOptions options) {
        options.setMaxHeaderSize(READ_BYTES);
    }

    @Override
    public void customizeHttpsServer(HttpServerOptions options) {
        options.setMaxHeaderSize(READ_BYTES);
    }

    /** The bytes of the request's header fields as written, {@code name: value} each, line ends left out. */
    static long bytes(HttpServerRequest request) {
        long bytes = 0;
        for (Map.Entry<String, String> field : request.headers()) {
            bytes += field.getKey().length() + 2 + field.getValue().length();
        }
        return bytes;
    }
}
