package dev.tengen.ingress;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The ingress's own error answers, in the services' shape (RFC 9457 problem details, {@code application/problem+json},
 * the type a {@code tag:} URI ending with the code): a client reads them as it reads the services' own.
 */
final class ProblemAnswer {

    private static final String TYPE_PREFIX = "tag:tengen.dev,2026:problems/";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ProblemAnswer() {
    }

    static void send(HttpExchange exchange, int status, String title, String code, String detail) throws IOException {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", TYPE_PREFIX + code);
        problem.put("title", title);
        problem.put("status", status);
        problem.put("detail", detail);
        problem.put("code", code);
        problem.put("instance", exchange.getRequestURI().getRawPath());
        byte[] body = JSON.writeValueAsBytes(problem);
        exchange.getResponseHeaders().set("Content-Type", "application/problem+json");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        boolean head = "HEAD".equalsIgnoreCase(exchange.getRequestMethod());
        exchange.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
        exchange.close();
    }
}
