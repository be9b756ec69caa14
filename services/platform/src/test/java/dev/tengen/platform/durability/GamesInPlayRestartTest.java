package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;
import dev.tengen.platform.demo.DemoEvent;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17, "warm from the first second": a platform restarted in the middle of a round reads its games in play into
 * the game repository's cache before it says it is ready, so that the boards' next moves do not each replay their
 * game inside the request. The demo event's last round is in play (its boards are held still here) when the first
 * platform stops. Runs in failsafe, after package (see {@link KillNineTest}).
 */
class GamesInPlayRestartTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The demo, its boards never moving by themselves during the test. */
    private static final Map<String, String> DEMO_HELD_STILL = Map.of("tengen.demo", "true",
            "tengen.demo-move-interval", "1h");

    @Test
    void aRestartInTheMiddleOfARoundReadsItsGamesInPlayBeforeItIsReady(@TempDir Path temp) throws Exception {
        Path jar = KillNineTest.packagedJar();
        Path data = Files.createDirectories(temp.resolve("data"));
        try (LaunchedPlatform first = launcher(jar, data, "first").start()) {
            JsonNode check = HealthChecks.check(ready(first), "games-in-play");
            assertEquals("UP", check.get("status").asText(), check.toString());
            // The demo loads after readiness, in a thread of its own: stopped earlier, it leaves no round in play.
            awaitOutput(first, "games of round " + DemoEvent.ROUNDS + " in play");
        }
        try (LaunchedPlatform restarted = launcher(jar, data, "restarted").start()) {
            JsonNode check = HealthChecks.check(ready(restarted), "games-in-play");
            assertEquals("UP", check.get("status").asText(), check.toString());
            assertTrue(check.get("data").get("read-ahead").asInt() > 0,
                    "the demo's boards in play were read ahead: " + check);
            assertTrue(restarted.output().contains("games in play ahead of their next move"), restarted.output());
        }
    }

    private static void awaitOutput(LaunchedPlatform platform, String line) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (!platform.output().contains(line)) {
            assertTrue(System.nanoTime() < until, "no \"" + line + "\" in:\n" + platform.output());
            Thread.sleep(100);
        }
    }

    private static PlatformLauncher launcher(Path jar, Path data, String name) {
        return PlatformLauncher.of(jar, data).log(data.resolveSibling(name + ".log")).fastPasswords()
                .properties(DEMO_HELD_STILL).readyTimeout(Duration.ofSeconds(90));
    }

    private static JsonNode ready(LaunchedPlatform platform) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                platform.base().resolve("/q/health/ready")).header("Accept", "application/json").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        return JSON.readTree(response.body());
    }
}
