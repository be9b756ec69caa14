package dev.tengen.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The distributed deployment as an operator starts it: {@code scripts/run-distributed --demo} (Kafka, PostgreSQL,
 * Keycloak, the MongoDB stand-in and the four services, on free ports, in this module's target/servers), the demo
 * event loaded through the services' APIs, everything behind the local ingress at one address, where the console is
 * served at {@code /admin} and signs in with Keycloak. The console's client accepts the ingress's {@code /admin/*} as
 * a redirect URI (added through Keycloak's admin API, as an operator adds the ingress host). {@link #close} runs
 * {@code scripts/run-distributed stop}, which stops what the run started (not the run's Keycloak, {@link
 * KeycloakForTheRun}, which it found running).
 */
final class DistributedDeployment implements AutoCloseable {

    private static final Duration STARTS_WITHIN = Duration.ofMinutes(10);
    private static final String LAST_LINE = "Ctrl-C or 'scripts/run-distributed stop' stops everything this started.";
    private static final Pattern DEMO = Pattern.compile("demo: loaded tournament (\\S+): standings at");

    /** The ingress: the one address of every service and of the console. */
    final String url;
    final String keycloakUrl;
    /** The demo event's tournament id. */
    final String tournament;
    private final Path root;
    private final Path dir;
    private final Process run;

    private DistributedDeployment(Path root, Path dir, Process run, String url, String keycloakUrl, String tournament) {
        this.root = root;
        this.dir = dir;
        this.run = run;
        this.url = url;
        this.keycloakUrl = keycloakUrl;
        this.tournament = tournament;
    }

    static DistributedDeployment start() throws Exception {
        Path root = Path.of(System.getProperty("tengen.root", "../..")).toAbsolutePath().normalize();
        Path dir = ReadModelsWithKeycloak.serversDir();
        // the run's Keycloak, begun when the run began: run-distributed finds it running and keeps it at its end
        KeycloakForTheRun.await();
        ProcessBuilder builder = new ProcessBuilder("bash", root.resolve("scripts/run-distributed").toString(),
                "--demo", "--dir", dir.toString()).directory(root.toFile()).redirectErrorStream(true);
        int ingress = freePort();
        builder.environment().putAll(Map.of("TENGEN_TOURNAMENT_PORT", Integer.toString(freePort()),
                "TENGEN_GAME_PORT", Integer.toString(freePort()),
                "TENGEN_ARBITRATION_PORT", Integer.toString(freePort()),
                "TENGEN_READ_MODELS_PORT", Integer.toString(freePort()),
                "TENGEN_INGRESS_PORT", Integer.toString(ingress),
                // the JIT's first tier only: each service starts in about 6 s instead of 10 on 2 cores; no test here
                // measures their speed
                "TENGEN_SERVICE_JVM_OPTIONS", "-XX:TieredStopAtLevel=1"));
        Process run = builder.start();
        List<String> output = Collections.synchronizedList(new ArrayList<>());
        Thread.ofPlatform().daemon().start(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(run.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    output.add(line);
                }
            } catch (IOException ended) {
                // the run ended
            }
        });
        long deadline = System.nanoTime() + STARTS_WITHIN.toNanos();
        while (!output.contains(LAST_LINE) && run.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(250);
        }
        String printed = String.join("\n", List.copyOf(output));
        Matcher demo = DEMO.matcher(printed);
        String url = "http://127.0.0.1:" + ingress;
        if (!output.contains(LAST_LINE) || !demo.find()
                || List.copyOf(output).stream().noneMatch(line -> line.startsWith("ingress: ready at " + url + " "))) {
            stop(root, dir, run);
            throw new IllegalStateException("run-distributed --demo did not start:\n" + printed);
        }
        String keycloakUrl = keycloak(dir);
        ReadModelsWithKeycloak.allowRedirects(keycloakUrl, Files.readString(dir.resolve("keycloak/admin-password")).trim(),
                url);
        return new DistributedDeployment(root, dir, run, url, keycloakUrl, demo.group(1));
    }

    /** Keycloak's address, as its script wrote it in its env file. */
    private static String keycloak(Path dir) throws IOException {
        for (String line : Files.readAllLines(dir.resolve("keycloak/env"))) {
            if (line.startsWith("KEYCLOAK_URL=")) {
                return line.substring("KEYCLOAK_URL=".length());
            }
        }
        throw new IllegalStateException("no KEYCLOAK_URL in " + dir.resolve("keycloak/env"));
    }

    @Override
    public void close() {
        stop(root, dir, run);
    }

    private static void stop(Path root, Path dir, Process run) {
        try {
            new ProcessBuilder("bash", root.resolve("scripts/run-distributed").toString(), "stop", "--dir",
                    dir.toString()).directory(root.toFile()).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("run-distributed-stop.log").toFile()).start()
                    .waitFor(3, TimeUnit.MINUTES);
            if (!run.waitFor(1, TimeUnit.MINUTES)) {
                run.destroy();
                run.waitFor(3, TimeUnit.MINUTES);
            }
        } catch (InterruptedException | IOException stopping) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
