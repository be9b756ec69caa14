package dev.tengen.platform.http;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "Figures": four anonymous clients sending 8 MiB bodies took most of both cores, each body read whole
 * before its request was found to carry no credentials. A large anonymous write is now answered 401 before its body
 * is sent: the request below announces 8 MiB and sends none of it, and still gets its answer.
 */
@QuarkusTest
class AnonymousWritesTest {

    @TestHTTPResource("/")
    URL base;

    @Test
    void aLargeAnonymousWriteIsRefusedBeforeItsBodyIsRead() throws Exception {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/v1/tournaments HTTP/1.1\r\nHost: " + base.getHost() + "\r\nContent-Type: application/json"
                    + "\r\nContent-Length: " + 8 * 1024 * 1024 + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer = answer(socket.getInputStream());
            assertTrue(answer.startsWith("HTTP/1.1 401"), answer);
            assertTrue(answer.contains("sign-in-required"), answer);
            assertTrue(answer.toLowerCase(java.util.Locale.ROOT).contains("www-authenticate: basic"), answer);
        }
    }

    /** What came back until the problem's last brace: the status line, the headers and the problem. */
    private static String answer(InputStream in) throws java.io.IOException {
        StringBuilder answer = new StringBuilder();
        byte[] buffer = new byte[1024];
        int n;
        while (!answer.toString().endsWith("}") && (n = in.read(buffer)) > 0) {
            answer.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
        }
        return answer.toString();
    }
}
