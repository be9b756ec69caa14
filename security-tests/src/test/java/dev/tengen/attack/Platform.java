package dev.tengen.attack;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;

import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;

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

    private static Platform shared;

    private final LaunchedPlatform process;
    final URI base;

    private Platform(LaunchedPlatform process) {
        this.process = process;
        this.base = process.base();
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
        Path dir = Path.of(System.getProperty("tengen.attack.dir", "target/attacks")).resolve(name + "-" + UUID.randomUUID());
        return new Platform(PlatformLauncher
                .of(PlatformLauncher.jar("../services/platform/target/quarkus-app/quarkus-run.jar"), dir.resolve("data"))
                .log(dir.resolve("platform.log"))
                .setupCode(SETUP_CODE)
                .fastPasswords()
                .properties(properties)
                .start());
    }

    /** Whether the process is still running (a start it refuses ends it). */
    boolean alive() {
        return process.alive();
    }

    String output() {
        return process.output();
    }

    @Override
    public void close() {
        process.close();
    }
}
