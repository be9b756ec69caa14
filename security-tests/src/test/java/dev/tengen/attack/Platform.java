package dev.tengen.attack;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * The packaged platform ({@code services/platform/target/quarkus-app/quarkus-run.jar}, built by the reactor before
 * this module) run as a child process on a fresh data directory, 127.0.0.1 and a free port. Attacks go to it over
 * HTTP as any client's would. {@link #shared()} is one platform for the whole run, its organizer created through
 * the first-run form; {@link #fresh} starts another for an attack that needs one of its own (the first run, the
 * sign-in throttle).
 */
final class Platform implements AutoCloseable {

    static final String ORGANIZER = "attack-organizer";
    static final String PASSWORD = "attack-password-2026";
    static final String SETUP_CODE = "ATTACK-SETUP-CODE-2026";

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(180);
    private static Platform shared;

    private final Process process;
    private final Path log;
    final URI base;

    private Platform(Process process, Path log, URI base) {
        this.process = process;
        this.log = log;
        this.base = base;
    }

    /** The run's platform, started on first use with its organizer; stopped when the test JVM exits. */
    static synchronized Platform shared() throws Exception {
        if (shared == null) {
            shared = fresh("shared", Map.of());
            Http.anonymous(shared).form("/setup", "code=" + SETUP_CODE + "&user=" + ORGANIZER + "&password=" + PASSWORD)
                    .expect(201);
            Platform started = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(started::close));
        }
        return shared;
    }

    /** A platform of its own, with no account yet, and these system properties besides the usual ones. */
    static Platform fresh(String name, Map<String, String> properties) throws Exception {
        Path jar = Path.of(System.getProperty("tengen.platform.jar",
                "../services/platform/target/quarkus-app/quarkus-run.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError("No packaged platform at " + jar.toAbsolutePath()
                    + "; build it first (mvn package -pl services/platform -am).");
        }
        Path dir = Path.of(System.getProperty("tengen.attack.dir", "target/attacks")).resolve(name + "-" + UUID.randomUUID());
        Files.createDirectories(dir);
        int port = freePort();
        String java = ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Ddisable-axoniq-console-message=true",
                "-Dtengen.data-dir=" + dir.resolve("data").toAbsolutePath(),
                "-Dquarkus.http.host=127.0.0.1",
                "-Dquarkus.http.port=" + port,
                "-Dtengen.setup-code=" + SETUP_CODE,
                "-Dtengen.password-iterations=1000"));
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString()));
        Path log = dir.resolve("platform.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Platform platform = new Platform(process, log, URI.create("http://127.0.0.1:" + port));
        try {
            platform.awaitReady();
        } catch (Exception | AssertionError e) {
            platform.close();
            throw e;
        }
        return platform;
    }

    private void awaitReady() throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest ready = HttpRequest.newBuilder(base.resolve("/q/health/ready")).timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the platform exited with " + process.exitValue() + " before it was ready:\n"
                        + output());
            }
            try {
                if (client.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the platform was not ready within " + READY_TIMEOUT + ":\n" + output());
    }

    /** Whether the process is still running (a start it refuses ends it). */
    boolean alive() {
        return process.isAlive();
    }

    String output() {
        try {
            String text = Files.readString(log);
            return text.length() > 20_000 ? text.substring(text.length() - 20_000) : text;
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(15, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
