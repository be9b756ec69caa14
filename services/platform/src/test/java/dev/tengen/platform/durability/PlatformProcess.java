package dev.tengen.platform.durability;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;

/**
 * The packaged platform ({@code quarkus-run.jar}) run as a child process on a data directory, on 127.0.0.1 and a
 * free port, by the project's one launcher; its output goes to {@code <name>.log} beside the data directory. The
 * organizer is created through the first-run form.
 */
final class PlatformProcess implements AutoCloseable {

    static final String USER = "kill9-organizer";
    static final String PASSWORD = "durable-2026";
    private static final String SETUP_CODE = "KILL9CODE-2026";

    private final LaunchedPlatform process;
    final URI base;

    private PlatformProcess(LaunchedPlatform process) {
        this.process = process;
        this.base = process.base();
    }

    /** Starts the jar on {@code dataDir} and returns once {@code /q/health/ready} answers 200. */
    static PlatformProcess start(Path jar, Path dataDir, String name) throws Exception {
        PlatformProcess platform = launch(jar, dataDir, name, true);
        try {
            platform.awaitHealth(200);
            platform.process.firstRun(SETUP_CODE, USER, PASSWORD);
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
        return new PlatformProcess(PlatformLauncher.of(jar, dataDir)
                .log(dataDir.resolveSibling(name + ".log"))
                .onLoopback(onLoopback)
                .setupCode(SETUP_CODE)
                .fastPasswords()
                // the JIT's first tier only: these platforms live seconds, and none of their tests measures speed
                .jvmOptions(List.of("-XX:TieredStopAtLevel=1"))
                .readyTimeout(Duration.ofSeconds(60))
                .launch());
    }

    /** The {@code Authorization} header of the organizer's requests. */
    static String authorization() {
        return "Basic " + Base64.getEncoder().encodeToString((USER + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8));
    }

    /** Waits until {@code /q/health/ready} answers with {@code status}; the platform then serves requests. */
    void awaitHealth(int status) throws Exception {
        process.awaitHealth(status);
    }

    /** Waits for the platform to exit by itself; returns its exit status. */
    int awaitExit() throws InterruptedException {
        return process.awaitExit();
    }

    int port() {
        return process.port();
    }

    long pid() {
        return process.pid();
    }

    /** {@code kill -9}; returns the exit status (137). */
    int killNine() throws InterruptedException {
        return process.killNine();
    }

    /** A graceful stop (SIGTERM), forced after 30 seconds. */
    @Override
    public void close() {
        process.close();
    }

    String output() {
        return process.output();
    }
}
