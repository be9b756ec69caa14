package dev.tengen.console;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;

/**
 * The packaged platform (services/platform's quarkus-run.jar) started for the browser tests on a free port of
 * 127.0.0.1 and a fresh data directory, with the organizer and the accounts the scenario signs in with.
 */
final class RunningPlatform implements AutoCloseable {

    static final String DIRECTOR = "director";
    static final String PASSWORD = "director-2026";
    static final String REFEREE = "han";

    private final Process process;
    private final Path log;
    final String base;

    private RunningPlatform(Process process, Path log, String base) {
        this.process = process;
        this.log = log;
        this.base = base;
    }

    static RunningPlatform start() throws Exception {
        Path jar = Path.of(System.getProperty("tengen.platform.jar", "../../services/platform/target/quarkus-app/quarkus-run.jar"));
        if (!Files.exists(jar)) {
            throw new IllegalStateException("The packaged platform is missing at " + jar.toAbsolutePath()
                    + ": build services/platform first (mvn package), which the reactor does before these tests.");
        }
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Path data = Files.createTempDirectory("tengen-console-");
        Path log = data.resolve("platform.log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Ddisable-axoniq-console-message=true", "-Dquarkus.http.host=127.0.0.1", "-Dquarkus.http.port=" + port,
                "-Dtengen.data-dir=" + data, "-Dtengen.setup-code=CONSOLE-SETUP-1", "-Dtengen.password-iterations=1000",
                "-jar", jar.toAbsolutePath().toString()))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // a test JVM that stops without its @AfterAll (a failed start, an interrupted build) takes the platform along
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly));
        RunningPlatform platform = new RunningPlatform(process, log, "http://127.0.0.1:" + port);
        platform.awaitReady();
        platform.createAccounts();
        return platform;
    }

    private void awaitReady() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("The platform stopped at start:\n" + Files.readString(log));
            }
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(base + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("The platform was not ready within 90 s:\n" + Files.readString(log));
    }

    /** The organizer (through /setup, as on a first start), who is also Technical Delegate, and a referee's account. */
    private void createAccounts() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        http.send(HttpRequest.newBuilder(URI.create(base + "/setup"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("code=CONSOLE-SETUP-1&user=founder&password=founder-2026")).build(),
                HttpResponse.BodyHandlers.discarding());
        String basic = "Basic " + Base64.getEncoder().encodeToString("founder:founder-2026".getBytes());
        for (String body : List.of(
                "{\"user\":\"" + DIRECTOR + "\",\"password\":\"" + PASSWORD + "\",\"roles\":[\"organizer\",\"technical-delegate\"]}",
                "{\"user\":\"" + REFEREE + "\",\"password\":\"referee-2026\",\"roles\":[]}")) {
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/accounts"))
                    .header("Content-Type", "application/json").header("Authorization", basic)
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (created.statusCode() != 201) {
                throw new IllegalStateException("An account was not created: " + created.body());
            }
        }
    }

    String get(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
