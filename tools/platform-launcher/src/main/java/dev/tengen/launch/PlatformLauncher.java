package dev.tengen.launch;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How to start the packaged platform: the jar, the data directory, the log file, the setup code and any other
 * system property, started as {@code scripts/run-platform} starts it (the test's own java, native access allowed,
 * the AxonIQ console notice off, the ahead-of-time cache {@code app.aot} beside the jar when scripts/train-platform
 * made it for this build). Listens on 127.0.0.1 and a free port unless told otherwise.
 */
public final class PlatformLauncher {

    private final Path jar;
    private final Path dataDir;
    private Path log;
    private boolean onLoopback = true;
    private Duration readyTimeout = Duration.ofSeconds(180);
    private final List<String> jvmOptions = new ArrayList<>();
    private final Map<String, String> properties = new LinkedHashMap<>();

    private PlatformLauncher(Path jar, Path dataDir) {
        this.jar = jar;
        this.dataDir = dataDir;
        this.log = dataDir.resolveSibling(dataDir.getFileName() + ".log");
    }

    /**
     * The jar at {@code jar} on {@code dataDir}; its output goes to {@code <dataDir>.log} beside it unless
     * {@link #log(Path)} says otherwise.
     */
    public static PlatformLauncher of(Path jar, Path dataDir) {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("No packaged platform at " + jar.toAbsolutePath()
                    + ": build services/platform first (mvn package -pl services/platform -am), which the reactor"
                    + " does before the modules that start it.");
        }
        return new PlatformLauncher(jar, dataDir);
    }

    /** The jar named by the system property {@code tengen.platform.jar}, else {@code fallback}. */
    public static Path jar(String fallback) {
        return Path.of(System.getProperty("tengen.platform.jar", fallback));
    }

    public PlatformLauncher log(Path file) {
        this.log = file;
        return this;
    }

    /** The first run's setup code (at least 12 characters, as FirstRun asks). */
    public PlatformLauncher setupCode(String code) {
        return property("tengen.setup-code", code);
    }

    /**
     * For tests, where accounts are created by the dozen and the platform started again and again: cheap password
     * hashing, and no warm-up at start ({@link #warmUpMoves(int)} after it asks for one).
     */
    public PlatformLauncher fastPasswords() {
        warmUpMoves(0);
        return property("tengen.password-iterations", "1000");
    }

    /** The moves the platform plays on a scratch store before it says it is ready (0: none; unset: its default). */
    public PlatformLauncher warmUpMoves(int moves) {
        return property("tengen.warm-up.moves", Integer.toString(moves));
    }

    public PlatformLauncher property(String key, String value) {
        properties.put(key, value);
        return this;
    }

    public PlatformLauncher properties(Map<String, String> more) {
        properties.putAll(more);
        return this;
    }

    public PlatformLauncher jvmOptions(List<String> options) {
        jvmOptions.addAll(options);
        return this;
    }

    /** Without the loopback host, the platform listens where its own configuration says. */
    public PlatformLauncher onLoopback(boolean loopback) {
        this.onLoopback = loopback;
        return this;
    }

    public PlatformLauncher readyTimeout(Duration timeout) {
        this.readyTimeout = timeout;
        return this;
    }

    /** Launches the process and returns at once; {@link LaunchedPlatform#awaitReady()} waits for it. */
    public LaunchedPlatform launch() throws IOException {
        Files.createDirectories(dataDir);
        Files.createDirectories(log.toAbsolutePath().getParent());
        int port = freePort();
        String java = ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-Ddisable-axoniq-console-message=true"));
        aheadOfTimeCache().ifPresent(cache -> command.add("-XX:AOTCache=" + cache));
        command.addAll(jvmOptions);
        command.add("-Dtengen.data-dir=" + dataDir.toAbsolutePath());
        if (onLoopback) {
            command.add("-Dquarkus.http.host=127.0.0.1");
        }
        command.add("-Dquarkus.http.port=" + port);
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new LaunchedPlatform(process, log, URI.create("http://127.0.0.1:" + port), readyTimeout);
    }

    /**
     * The JDK's ahead-of-time cache trained on this jar (scripts/train-platform), unless it is older than the jar, was
     * made by another JVM build than this one (named in {@code app.aot.jdk} beside it), or another option already names
     * a cache or writes one. The JVM checks the cache itself as well and runs without it if it does not match.
     */
    public Optional<Path> aheadOfTimeCache() {
        Path cache = jar.toAbsolutePath().resolveSibling("app.aot");
        Path madeBy = jar.toAbsolutePath().resolveSibling("app.aot.jdk");
        boolean ownCache = jvmOptions.stream().anyMatch(option -> option.startsWith("-XX:AOTCache")
                || option.startsWith("-XX:AOTMode"));
        try {
            if (ownCache || !Files.isRegularFile(cache) || !Files.isRegularFile(madeBy)
                    || Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) < 0
                    || !Files.readString(madeBy).strip().equals(System.getProperty("java.vm.version"))) {
                return Optional.empty();
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(cache);
    }

    /** Launches the process and returns once {@code /q/health/ready} answers 200; stops it if it never does. */
    public LaunchedPlatform start() throws Exception {
        LaunchedPlatform platform = launch();
        try {
            platform.awaitReady();
        } catch (Exception | Error e) {
            platform.close();
            throw e;
        }
        return platform;
    }

    /** A port of 127.0.0.1 nobody listens on now. */
    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
