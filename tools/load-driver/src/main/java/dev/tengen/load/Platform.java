package dev.tengen.load;

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
import java.util.concurrent.TimeUnit;

/**
 * The packaged platform ({@code quarkus-run.jar}) as a child process on 127.0.0.1, a free port and a data directory,
 * started as {@code scripts/run-platform} starts it. The organizer is created through the first-run form with a
 * fixed setup code, as an install script would. Output goes to a log file beside the data directory.
 */
final class Platform implements AutoCloseable {

    static final String ORGANIZER = "load-organizer";
    static final String PASSWORD = "load-driver-2026";
    private static final String SETUP_CODE = "LOAD-DRIVER-CODE";
    private static final Duration READY_TIMEOUT = Duration.ofMinutes(5);

    private final Process process;
    private final Path log;
    final URI base;
    /** From launching the JVM to {@code /q/health/ready} answering 200. */
    final Duration startup;
    /**
     * The CPU time the platform's process had used when it became ready (all its threads): what the start-up
     * costs whatever else the machine is doing, where wall time on a shared machine measures mostly the waiting.
     */
    final Duration startupCpu;

    private Platform(Process process, Path log, URI base, Duration startup, Duration startupCpu) {
        this.process = process;
        this.log = log;
        this.base = base;
        this.startup = startup;
        this.startupCpu = startupCpu;
    }

    /** CPU time used by the platform's process so far. */
    Duration cpu() {
        return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    /** Starts the jar on {@code dataDir} and returns once it is ready (every projection has replayed the store). */
    static Platform start(Path jar, Path dataDir, String name, List<String> jvmOptions) throws Exception {
        Files.createDirectories(dataDir);
        int port = freePort();
        String java = ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Path log = dataDir.resolveSibling(name + ".log");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Ddisable-axoniq-console-message=true"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-Dtengen.data-dir=" + dataDir.toAbsolutePath(),
                "-Dquarkus.http.host=127.0.0.1",
                "-Dquarkus.http.port=" + port,
                "-Dtengen.setup-code=" + SETUP_CODE,
                "-jar", jar.toAbsolutePath().toString()));
        long launched = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        URI base = URI.create("http://127.0.0.1:" + port);
        try {
            awaitReady(process, base, log);
        } catch (Exception | Error e) {
            stop(process);
            throw e;
        }
        Duration startup = Duration.ofNanos(System.nanoTime() - launched);
        Platform platform = new Platform(process, log, base, startup,
                process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO));
        platform.ensureOrganizer();
        return platform;
    }

    private static void awaitReady(Process process, URI base, Path log) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest ready = HttpRequest.newBuilder(base.resolve("/q/health/ready")).timeout(Duration.ofSeconds(5))
                .build();
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the platform exited with " + process.exitValue()
                        + " before it was ready; see " + log);
            }
            try {
                if (client.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException("the platform was not ready within " + READY_TIMEOUT + "; see " + log);
    }

    /** The first-run form; on a restart the organizer exists already (409). */
    private void ensureOrganizer() throws Exception {
        String form = "code=" + SETUP_CODE + "&user=" + ORGANIZER + "&password=" + PASSWORD;
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(base.resolve("/setup"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201 && response.statusCode() != 409) {
            throw new IllegalStateException("the first-run form answered " + response.statusCode() + ": "
                    + response.body());
        }
    }

    long pid() {
        return process.pid();
    }

    /** A graceful stop (SIGTERM), forced after 30 seconds. */
    @Override
    public void close() {
        stop(process);
    }

    private static void stop(Process process) {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    Path log() {
        return log;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
