package dev.tengen.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The console's API client against the platform's OpenAPI document: every method and path the client calls
 * (web-admin/src/api/endpoints.ts) is one the running platform documents, so a renamed endpoint fails here.
 */
class ApiContractIT {

    private static final Pattern ENDPOINT = Pattern.compile("(\\w+): \\{ method: '(\\w+)', path: '([^']+)'[^}]*\\}");

    private static RunningPlatform platform;

    @BeforeAll
    static void start() throws Exception {
        platform = RunningPlatform.start();
    }

    @AfterAll
    static void stop() throws Exception {
        platform.close();
    }

    @Test
    void everyCallOfTheConsoleIsAnEndpointOfTheOpenApiDocument() throws Exception {
        String client = Files.readString(Path.of(System.getProperty("tengen.console.dir", "..")).resolve("src/api/endpoints.ts"));
        String openapi = platform.get("/q/openapi?format=json");
        Matcher endpoint = ENDPOINT.matcher(client);
        List<String> missing = new ArrayList<>();
        int count = 0;
        while (endpoint.find()) {
            count++;
            String path = endpoint.group(3);
            String method = endpoint.group(2).toLowerCase(Locale.ROOT);
            int at = openapi.indexOf("\"" + path + "\"");
            // the path's object runs to the next path key; the method must be one of its keys
            int next = at < 0 ? -1 : openapi.indexOf("\"/", at + path.length() + 2);
            String operations = at < 0 ? "" : openapi.substring(at, next < 0 ? openapi.length() : next);
            if (!operations.contains("\"" + method + "\"")) {
                missing.add(endpoint.group(1) + " " + method.toUpperCase(Locale.ROOT) + " " + path);
            }
        }
        assertTrue(count >= 20, "endpoints.ts lists the client's calls; " + count + " were read");
        assertEquals(List.of(), missing, "calls of the console the platform does not document");
    }
}
