package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.platform.axon.DamagedStores;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, "Faults", against the packaged platform: a store with 4 KiB overwritten in its middle was served as a
 * smaller platform that took new events into the damaged file; a file that is no database stopped the start with a
 * 150-line stack trace. Runs in failsafe, after package (see {@link KillNineTest}).
 */
class StoreFaultsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void aDamagedStoreServesNoResultsTakesNoWriteAndSaysWhichFileToRestore(@TempDir Path temp) throws Exception {
        Path jar = KillNineTest.packagedJar();
        Path data = Files.createDirectories(temp.resolve("data"));
        Path store = data.resolve("events.db");
        try (PlatformProcess first = PlatformProcess.start(jar, data, "first")) {
            for (int t = 0; t < 12; t++) {
                String created = send(first, "POST", "/api/v1/tournaments", "{\"name\":\"Cup " + t + "\"}").body();
                String id = JSON.readTree(created).get("tournamentId").asText();
                for (int p = 0; p < 12; p++) {
                    send(first, "POST", "/api/v1/tournaments/" + id + "/players", "{\"name\":\"Player " + t + "-" + p
                            + "\",\"rank\":\"3k\",\"club\":\"" + "Baduk club of the city, ".repeat(12) + "\"}");
                }
            }
        }
        DamagedStores.damageMidFile(store);
        byte[] damaged = Files.readAllBytes(store);

        try (PlatformProcess restarted = PlatformProcess.launch(jar, data, "restarted", true)) {
            restarted.awaitHealth(503);
            JsonNode ready = JSON.readTree(get(restarted, "/q/health/ready", "application/json").body());
            JsonNode storeCheck = HealthChecks.check(ready, "event-store");
            assertEquals("DOWN", storeCheck.get("status").asText(), ready.toString());
            assertEquals(store.toAbsolutePath().toString(), storeCheck.get("data").get("file").asText());

            HttpResponse<String> list = get(restarted, "/api/v1/tournaments", "application/json");
            assertEquals(503, list.statusCode(), list.body());
            JsonNode problem = JSON.readTree(list.body());
            assertEquals("store-damaged", problem.get("code").asText());
            assertTrue(problem.get("detail").asText().contains(store.toAbsolutePath() + " is damaged"), list.body());
            assertTrue(problem.get("detail").asText().contains("latest backup"), list.body());

            HttpResponse<String> home = get(restarted, "/", "text/html");
            assertEquals(503, home.statusCode());
            assertFalse(home.body().contains("No tournament yet"), home.body());
            assertTrue(home.body().contains("latest backup"), home.body());

            HttpResponse<String> write = send(restarted, "POST", "/api/v1/tournaments", "{\"name\":\"After the damage\"}");
            assertEquals(503, write.statusCode(), write.body());
        }
        assertArrayEquals(damaged, Files.readAllBytes(store), "the platform wrote into the damaged store");
    }

    @Test
    void aFileThatIsNoDatabaseStopsTheStartWithOneSentenceNamingIt(@TempDir Path temp) throws Exception {
        Path jar = KillNineTest.packagedJar();
        Path data = Files.createDirectories(temp.resolve("data"));
        Path store = data.resolve("events.db");
        Files.writeString(store, "Round 3 pairings, to print\n".repeat(400));
        try (PlatformProcess platform = PlatformProcess.launch(jar, data, "not-a-database", true)) {
            assertEquals(1, platform.awaitExit(), platform.output());
            List<String> lines = platform.output().lines().filter(line -> !line.isBlank()).toList();
            assertEquals(List.of("The event store " + store.toAbsolutePath() + " is not an SQLite database: put the"
                    + " latest backup of events.db in its place, or point tengen.data-dir (TENGEN_DATA_DIR) at the"
                    + " right directory."), lines);
        }
    }


    private HttpResponse<String> get(PlatformProcess platform, String path, String accept) throws Exception {
        return http.send(HttpRequest.newBuilder(platform.base.resolve(path)).header("Accept", accept)
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(PlatformProcess platform, String method, String path, String json) throws Exception {
        return http.send(HttpRequest.newBuilder(platform.base.resolve(path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").header("Authorization", PlatformProcess.authorization())
                .method(method, HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
