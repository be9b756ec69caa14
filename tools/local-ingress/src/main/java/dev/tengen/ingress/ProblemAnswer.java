package dev.tengen.ingress;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The ingress's own error answers, in the services' shape (RFC 9457 problem details, {@code application/problem+json},
 * the type a {@code tag:} URI ending with the code): a client reads them as it reads the services' own.
 */
final class ProblemAnswer {

    private static final String TYPE_PREFIX = "tag:tengen.dev,2026:problems/";

    private ProblemAnswer() {
    }

    static void send(HttpExchange exchange, int status, String title, String code, String detail) throws IOException {
        String path = exchange.getRequestURI().getRawPath();
        byte[] body = ("{\"type\":" + quoted(TYPE_PREFIX + code) + ",\"title\":" + quoted(title) + ",\"status\":" + status
                + ",\"detail\":" + quoted(detail) + ",\"code\":" + quoted(code) + ",\"instance\":" + quoted(path) + "}")
                .getBytes(StandardCharsets.UTF_8);
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

    /** {@code text} as a JSON string. */
    static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}
