package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded default survives {@code kill -9} under load (issue 5). Starts the packaged application
 * ({@code target/quarkus-app/quarkus-run.jar}), sends commands over HTTP from a few threads, kills it with SIGKILL
 * mid-load, restarts it on the same data directory and checks that every acknowledged command kept its events and
 * that the rebuilt read model equals a fresh replay of a copy of the store.
 *
 * <p>It needs the packaged jar, so failsafe runs it in {@code verify}, after {@code package}
 * ({@code mvn -pl services/platform -am verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false}); surefire
 * leaves it out. Failsafe passes the jar's path as {@code tengen.durability.jar} and the test fails when it is
 * missing; run elsewhere (an IDE) without the jar, it is skipped.
 */
class KillNineTest {

    private static final String JAR_PROPERTY = "tengen.durability.jar";
    private static final int WRITERS = 3;
    private static final int PLAYERS_PER_TOURNAMENT = 8;
    /** The load runs at least this long, and until every writer was acknowledged a few times, before the kill. */
    private static final Duration LOAD = Duration.ofSeconds(2);
    /** On a machine loaded by other builds a cold platform answers slowly; the kill waits for the load this long. */
    private static final Duration LOAD_PATIENCE = Duration.ofSeconds(90);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /** An acknowledged command: 2xx with the tournament's id, its version after the command and the player made. */
    record Ack(String tournamentId, long version, String playerId) {
    }

    @Test
    void everyAcknowledgedCommandSurvivesKillNineAndTheRebuiltReadModelEqualsAFreshReplay(@TempDir Path temp)
            throws Exception {
        Path jar = packagedJar();
        Path data = Files.createDirectories(temp.resolve("data"));
        Acks acks = new Acks();
        long started = System.nanoTime();

        PlatformProcess first = PlatformProcess.start(jar, data, "first");
        int exit;
        try {
            exit = killMidLoad(first, acks);
        } finally {
            first.close();
        }
        assertEquals(137, exit, "the platform should die of SIGKILL (128 + 9)");
        assertTrue(acks.tournaments() >= WRITERS && acks.registrations() > 0,
                "the load should have been acknowledged at least once per writer: " + acks.describe()
                        + "; the platform's output:\n" + first.output());

        Map<String, JsonNode> rebuilt;
        PlatformProcess restarted = PlatformProcess.start(jar, data, "restarted");
        try {
            rebuilt = readModel(restarted);
            for (Ack ack : acks.all) {
                JsonNode tournament = rebuilt.get(ack.tournamentId());
                if (tournament == null) {
                    fail("acknowledged tournament " + ack.tournamentId() + " is gone after kill -9");
                }
                assertTrue(tournament.get("version").asLong() >= ack.version(),
                        "tournament " + ack.tournamentId() + " is at version " + tournament.get("version")
                                + " after kill -9 but version " + ack.version() + " had been acknowledged");
                if (ack.playerId() != null) {
                    assertEquals(200, get(restarted, "/api/v1/tournaments/" + ack.tournamentId() + "/players/"
                            + ack.playerId()).statusCode(),
                            "acknowledged player " + ack.playerId() + " of " + ack.tournamentId() + " is gone");
                    assertTrue(playerIds(tournament).contains(ack.playerId()),
                            "acknowledged player " + ack.playerId() + " is missing from " + ack.tournamentId());
                }
            }
        } finally {
            restarted.close();
        }

        Path copy = temp.resolve("copy");
        copyDirectory(data, copy);
        PlatformProcess replay = PlatformProcess.start(jar, copy, "replay");
        try {
            assertEquals(rebuilt, readModel(replay),
                    "the read model rebuilt after kill -9 should equal a fresh replay of the same events");
        } finally {
            replay.close();
        }

        assertStoreHoldsEveryAcknowledgedEvent(data, acks);
        System.out.printf("KillNineTest: %s acknowledged before kill -9; %d tournaments after restart; %.1f s%n",
                acks.describe(), rebuilt.size(), (System.nanoTime() - started) / 1e9);
    }

    /** Drives {@link #WRITERS} threads against {@code platform} for {@link #LOAD}, then kills it with SIGKILL. */
    private int killMidLoad(PlatformProcess platform, Acks acks) throws Exception {
        AtomicBoolean killed = new AtomicBoolean();
        Map<Integer, Throwable> failures = new ConcurrentHashMap<>();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            int writer = w;
            writers.add(Thread.ofPlatform().name("writer-" + w).start(() -> {
                try {
                    write(platform, writer, killed, acks);
                } catch (Throwable e) {
                    if (!killed.get()) {
                        failures.put(writer, e);
                    }
                }
            }));
        }
        Thread.sleep(LOAD.toMillis());
        long deadline = System.nanoTime() + LOAD_PATIENCE.toNanos();
        while ((acks.tournaments() < WRITERS || acks.registrations() < 2 * WRITERS) && failures.isEmpty()
                && System.nanoTime() < deadline) {
            Thread.sleep(50); // kill mid-load, never before the load has been acknowledged
        }
        killed.set(true);
        int exit = platform.killNine();
        for (Thread writer : writers) {
            writer.join(Duration.ofSeconds(15).toMillis());
        }
        if (!failures.isEmpty()) {
            AssertionError error = new AssertionError("a writer failed before the kill; the platform's output:\n"
                    + platform.output());
            failures.values().forEach(error::addSuppressed);
            throw error;
        }
        return exit;
    }

    /** Opens tournaments and registers players in each, recording what the platform acknowledged. */
    private void write(PlatformProcess platform, int writer, AtomicBoolean killed, Acks acks) throws Exception {
        for (int t = 0; !killed.get(); t++) {
            JsonNode created = post(platform, "/api/v1/tournaments", Map.of("name", "Cup " + writer + "-" + t));
            String tournamentId = created.get("tournamentId").asText();
            acks.add(new Ack(tournamentId, created.get("version").asLong(), null));
            for (int p = 0; p < PLAYERS_PER_TOURNAMENT && !killed.get(); p++) {
                JsonNode registered = post(platform, "/api/v1/tournaments/" + tournamentId + "/players",
                        Map.of("name", "Player " + writer + "-" + t + "-" + p, "rank", (p % 9 + 1) + "k",
                                "club", "Club " + writer));
                acks.add(new Ack(tournamentId, registered.get("version").asLong(),
                        registered.get("playerId").asText()));
            }
        }
    }

    /** POSTs {@code body}; returns the receipt of a 2xx, throws otherwise (the kill surfaces as an IOException). */
    private JsonNode post(PlatformProcess platform, String path, Map<String, String> body) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(platform.base.resolve(path))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .header("Authorization", PlatformProcess.authorization())
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                .build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IllegalStateException("POST " + path + " answered " + response.statusCode() + ": "
                    + response.body());
        }
        return JSON.readTree(response.body());
    }

    private HttpResponse<String> get(PlatformProcess platform, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(platform.base.resolve(path)).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The list of tournaments and every tournament with its players, by id; the list under the key "". */
    private Map<String, JsonNode> readModel(PlatformProcess platform) throws Exception {
        Map<String, JsonNode> model = new TreeMap<>();
        JsonNode list = JSON.readTree(ok(get(platform, "/api/v1/tournaments")));
        model.put("", list);
        for (JsonNode summary : list) {
            String id = summary.get("id").asText();
            model.put(id, JSON.readTree(ok(get(platform, "/api/v1/tournaments/" + id))));
        }
        return model;
    }

    private static String ok(HttpResponse<String> response) {
        assertEquals(200, response.statusCode(), () -> response.uri() + " answered " + response.body());
        return response.body();
    }

    private static Set<String> playerIds(JsonNode tournament) {
        Set<String> ids = new HashSet<>();
        tournament.get("players").forEach(player -> ids.add(player.get("id").asText()));
        return ids;
    }

    /** Reads the stopped store directly: each acknowledged version has its event (sequence numbers from 0). */
    private static void assertStoreHoldsEveryAcknowledgedEvent(Path data, Acks acks) throws Exception {
        Map<String, Long> acknowledged = new TreeMap<>();
        acks.all.forEach(ack -> acknowledged.merge(ack.tournamentId(), ack.version(), Math::max));
        try (Connection store = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("events.db"));
             PreparedStatement last = store.prepareStatement(
                     "SELECT MAX(sequenceNumber) FROM DomainEventEntry WHERE aggregateIdentifier = ?")) {
            for (Map.Entry<String, Long> entry : acknowledged.entrySet()) {
                last.setString(1, entry.getKey());
                try (ResultSet row = last.executeQuery()) {
                    assertTrue(row.next() && row.getObject(1) != null && row.getLong(1) >= entry.getValue(),
                            "the store lacks the events of tournament " + entry.getKey() + " up to version "
                                    + entry.getValue());
                }
            }
        }
    }

    private static void copyDirectory(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
    }

    static Path packagedJar() {
        String configured = System.getProperty(JAR_PROPERTY);
        Path jar = Path.of(configured != null ? configured : "target/quarkus-app/quarkus-run.jar");
        if (configured == null) {
            Assumptions.assumeTrue(Files.isRegularFile(jar),
                    "no packaged platform at " + jar.toAbsolutePath() + "; failsafe runs this test after package");
        } else if (!Files.isRegularFile(jar)) {
            fail("no packaged platform at " + jar.toAbsolutePath() + ": run 'mvn -pl services/platform -am verify'"
                    + " (package builds target/quarkus-app/quarkus-run.jar before failsafe runs this test)");
        }
        return jar;
    }

    /** The acknowledged commands, from every writer. */
    private static final class Acks {
        final ConcurrentLinkedQueue<Ack> all = new ConcurrentLinkedQueue<>();

        void add(Ack ack) {
            all.add(ack);
        }

        long tournaments() {
            return all.stream().filter(ack -> ack.playerId() == null).count();
        }

        long registrations() {
            return all.stream().filter(ack -> ack.playerId() != null).count();
        }

        String describe() {
            return tournaments() + " tournaments created and " + registrations() + " players registered";
        }
    }
}
