package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17, warm from the first second: the packaged platform plays its warm-up at start before it says it is ready,
 * and the warm-up leaves no trace: no event in the user's store, no tournament in the API, no scratch directory.
 * Runs in failsafe, after package; one start of about 10-40 s (the warm-up's moves on the machine's load).
 */
class WarmUpStoreTest {

    private static final int MOVES = 1_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path temp;
    static JsonNode readiness;
    static String tournaments;

    @BeforeAll
    static void startWithAWarmUp() throws Exception {
        Path data = Files.createDirectories(temp.resolve("data"));
        Path scratchParent = Files.createDirectories(temp.resolve("tmp"));
        try (LaunchedPlatform platform = PlatformLauncher.of(KillNineTest.packagedJar(), data)
                .log(temp.resolve("warm-up.log"))
                .fastPasswords()
                .warmUpMoves(MOVES)
                .jvmOptions(List.of("-Djava.io.tmpdir=" + scratchParent))
                .readyTimeout(Duration.ofMinutes(3))
                .start()) {
            HttpClient client = HttpClient.newHttpClient();
            readiness = JSON.readTree(client.send(HttpRequest.newBuilder(platform.base().resolve("/q/health/ready")).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            tournaments = client.send(HttpRequest.newBuilder(platform.base().resolve("/api/v1/tournaments")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
        }
    }

    @Test
    void readyOnlyAfterTheWarmUpPlayedItsMoves() {
        JsonNode warmUp = HealthChecks.check(readiness, "warm-up");
        assertEquals("UP", warmUp.get("status").asText());
        assertEquals(MOVES, warmUp.get("data").get("moves").asInt());
    }

    @Test
    void theUsersStoreHoldsNoEventOfIt() throws Exception {
        try (Connection store = DriverManager.getConnection("jdbc:sqlite:" + temp.resolve("data/events.db"));
                ResultSet rows = store.createStatement().executeQuery("SELECT COUNT(*) FROM DomainEventEntry")) {
            rows.next();
            assertEquals(0, rows.getLong(1));
        }
    }

    @Test
    void theApiShowsNoTournamentOfIt() {
        assertEquals("[]", tournaments.strip());
    }

    @Test
    void itsScratchStoreIsGone() throws Exception {
        try (Stream<Path> left = Files.list(temp.resolve("tmp"))) {
            assertEquals(List.of(), left.filter(p -> p.getFileName().toString().startsWith("tengen-warm-up")).toList());
        }
    }
}
