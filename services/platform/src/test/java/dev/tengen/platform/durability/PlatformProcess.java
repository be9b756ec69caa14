package dev.tengen.platform.durability;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The packaged platform ({@code quarkus-run.jar}) run as a child process on a data directory, on 127.0.0.1 and a
 * free port, with the same java as the test. Its output goes to a log file beside the data directory.
 */
final class PlatformProcess implements AutoCloseable {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);

    private final Process process;
    static final String USER = "kill9-organizer";
    static final String PASSWORD = "durable-2026";
    private static final String SETUP_CODE = "KILL9CODE-2026";

    private final Path log;
    final URI base;

    private PlatformProcess(Process process, Path log, URI base) {
        this.process = process;
        this.log = log;
        this.base = base;
    }

    /** Starts the jar on {@code dataDir} and returns once {@code /q/health/ready} answers 200. */
    static PlatformProcess start(Path jar, Path dataDir, String name) throws Exception {
        PlatformProcess platform = launch(jar, dataDir, name, true);
        try {
            platform.awaitReady();
            platform.ensureOrganizer();
        } catch (Exception | AssertionError e) {
            platform.close();
            throw e;
        }
        return platform;
    }

    /**
     * Launches the jar on {@code dataDir} and returns at once. With {@code onLoopback} it is told to listen on
     * 127.0.0.1; without, it listens where its own configuration says.
     */
    static PlatformProcess launch(Path jar, Path dataDir, String name, boolean onLoopback) throws IOException {
        int port = freePort();
        String java = ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Path log = dataDir.resolveSibling(name + ".log");
        List<String> command = new ArrayList<>(List.of(java,
                "--enable-native-access=ALL-UNNAMED",
                "-Ddisable-axoniq-console-message=true",
                "-Dtengen.data-dir=" + dataDir.toAbsolutePath()));
        if (onLoopback) {
            command.add("-Dquarkus.http.host=127.0.0.1");
        }
        command.addAll(List.of("-Dquarkus.http.port=" + port,
                "-Dtengen.setup-code=" + SETUP_CODE,
                "-Dtengen.password-iterations=1000",
                "-jar", jar.toAbsolutePath().toString()));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        return new PlatformProcess(process, log, URI.create("http://127.0.0.1:" + port));
    }

    /** The first run, as a director does it: the setup form with the code; on a restart the account exists. */
    private void ensureOrganizer() throws Exception {
        String form = "code=" + SETUP_CODE + "&user=" + USER + "&password=" + PASSWORD;
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(base.resolve("/setup"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201 && response.statusCode() != 409) {
            throw new IllegalStateException("The first-run form answered " + response.statusCode());
        }
    }

    /** The {@code Authorization} header of the organizer's requests. */
    static String authorization() {
        return "Basic " + Base64.getEncoder().encodeToString((USER + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8));
    }

    private void awaitReady() throws Exception {
        awaitHealth(200);
    }

    /** Waits until {@code /q/health/ready} answers with {@code status}; the platform then serves requests. */
    void awaitHealth(int status) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest ready = HttpRequest.newBuilder(base.resolve("/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the platform exited with " + process.exitValue()
                        + " before it was ready; its output:\n" + output());
            }
            try {
                if (client.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == status) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the platform's readiness did not answer " + status + " within " + READY_TIMEOUT
                + "; its output:\n" + output());
    }

    /** Waits for the platform to exit by itself; returns its exit status. */
    int awaitExit() throws InterruptedException {
        if (!process.waitFor(READY_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            throw new AssertionError("the platform still runs after " + READY_TIMEOUT + "; its output:\n" + output());
        }
        return process.exitValue();
    }

    int port() {
        return base.getPort();
    }

    long pid() {
        return process.pid();
    }

    /**
     * {@code kill -9}: {@link Process#destroyForcibly()} sends SIGKILL on Linux and macOS, which the exit status
     * 137 (128 + 9) confirms. Returns the exit status.
     */
    int killNine() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            throw new AssertionError("the platform outlived SIGKILL");
        }
        return process.exitValue();
    }

    /** A graceful stop (SIGTERM), forced after 15 seconds. */
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

    String output() {
        try {
            String text = Files.readString(log);
            return text.length() > 20_000 ? text.substring(text.length() - 20_000) : text;
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
