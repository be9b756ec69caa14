package dev.tengen.platform.http;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.RestAssured;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * An HTTP/1.0 request need not send {@code Host} (RFC 1945), as a monitoring probe or a script writing to a socket
 * does not. Every public page answered it 500, and so did a write carrying an {@code Idempotency-Key}: both built the
 * request's absolute address ({@code UriInfo.getRequestUri()}) from the missing header. Sent here as such a client
 * sends it, on a socket (an HTTP client always adds the header).
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER})
class NoHostHeaderTest {

    private static String send(String request) throws IOException {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void thePublicPagesAnswerAnHttp10RequestWithoutHost() throws IOException {
        for (String path : new String[] {"/", "/t/no-such", "/g/no-such", "/t/no-such/round/1"}) {
            String answer = send("GET " + path + " HTTP/1.0\r\nAccept-Language: en\r\n\r\n");
            assertFalse(answer.startsWith("HTTP/1.0 500"), path + ": " + answer.lines().findFirst().orElse(""));
            assertTrue(answer.contains("<html lang=\"en\">"), path + ": " + answer.lines().findFirst().orElse(""));
        }
        String home = send("GET /?after=1 HTTP/1.0\r\n\r\n");
        assertTrue(home.startsWith("HTTP/1.0 200"), home.lines().findFirst().orElse(""));
        assertTrue(home.contains("href=\"/?lang=ko&amp;after=1\""), "the language switcher keeps the page: " + home);
    }

    @Test
    void aWriteWithAnIdempotencyKeyIsTakenWithoutHost() throws IOException {
        String body = "{\"name\": \"No Host Cup\"}";
        String request = "POST /api/v1/tournaments HTTP/1.0\r\nContent-Type: application/json\r\n"
                + "Idempotency-Key: 6f1c1a52-no-host\r\nContent-Length: " + body.length() + "\r\n\r\n" + body;
        String first = send(request);
        assertTrue(first.startsWith("HTTP/1.0 201"), first);
        String again = send(request);
        assertTrue(again.startsWith("HTTP/1.0 201"), "the retry answered as the first: " + again);
        String firstId = first.substring(first.indexOf("\"tournamentId\""));
        assertTrue(again.contains(firstId.substring(0, firstId.indexOf(','))), "one tournament, not two: " + again);
    }
}
