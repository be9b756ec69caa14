package dev.tengen.load;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The packaged platform ({@code quarkus-run.jar}) as a child process on 127.0.0.1, a free port and a data directory,
 * started by the project's one launcher as {@code scripts/run-platform} starts it. The organizer is created through
 * the first-run form with a fixed setup code, as an install script would. Output goes to a log file beside the data
 * directory.
 */
final class Platform implements AutoCloseable {

    static final String ORGANIZER = "load-organizer";
    static final String PASSWORD = "load-driver-2026";
    private static final String SETUP_CODE = "LOAD-DRIVER-CODE";

    private final LaunchedPlatform process;
    final URI base;
    /** From launching the JVM to {@code /q/health/ready} answering 200. */
    final Duration startup;
    /**
     * The CPU time the platform's process had used when it became ready (all its threads): what the start-up
     * costs whatever else the machine is doing, where wall time on a shared machine measures mostly the waiting.
     */
    final Duration startupCpu;

    private Platform(LaunchedPlatform process, Duration startup, Duration startupCpu) {
        this.process = process;
        this.base = process.base();
        this.startup = startup;
        this.startupCpu = startupCpu;
    }

    /** CPU time used by the platform's process so far. */
    Duration cpu() {
        return process.cpu();
    }

    /** Starts the jar on {@code dataDir} and returns once it is ready (every projection has replayed the store). */
    static Platform start(Path jar, Path dataDir, String name, List<String> jvmOptions) throws Exception {
        long launched = System.nanoTime();
        LaunchedPlatform process = PlatformLauncher.of(jar, dataDir)
                .log(dataDir.resolveSibling(name + ".log"))
                .jvmOptions(jvmOptions)
                .setupCode(SETUP_CODE)
                .readyTimeout(Duration.ofMinutes(5))
                .start();
        Duration startup = Duration.ofNanos(System.nanoTime() - launched);
        Platform platform = new Platform(process, startup, process.cpu());
        try {
            process.firstRun(SETUP_CODE, ORGANIZER, PASSWORD);
        } catch (Exception | Error e) {
            platform.close();
            throw e;
        }
        return platform;
    }

    long pid() {
        return process.pid();
    }

    /** A graceful stop (SIGTERM), forced after 30 seconds. */
    @Override
    public void close() {
        process.close();
    }

    Path log() {
        return process.log();
    }
}
