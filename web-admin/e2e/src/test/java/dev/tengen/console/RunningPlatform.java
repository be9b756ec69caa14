package dev.tengen.console;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;

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
    /** The first start's setup code: at least 12 characters, as the platform asks (FirstRun). */
    private static final String SETUP_CODE = "CONSOLE-SETUP-2026";

    private final LaunchedPlatform process;
    final String base;

    private RunningPlatform(LaunchedPlatform process) {
        this.process = process;
        this.base = process.base().toString();
    }

    static RunningPlatform start() throws Exception {
        return start(java.util.Map.of());
    }

    /** As {@link #start()}, with these system properties besides the usual ones ({@code tengen.ratings.dir}). */
    static RunningPlatform start(java.util.Map<String, String> properties) throws Exception {
        Path data = Files.createTempDirectory("tengen-console-");
        LaunchedPlatform process = PlatformLauncher
                .of(PlatformLauncher.jar("../../services/platform/target/quarkus-app/quarkus-run.jar"), data.resolve("data"))
                .log(data.resolve("platform.log"))
                .setupCode(SETUP_CODE)
                .fastPasswords()
                .properties(properties)
                .readyTimeout(Duration.ofSeconds(90))
                .launch();
        // a test JVM that stops without its @AfterAll (a failed start, an interrupted build) takes the platform along
        Runtime.getRuntime().addShutdownHook(new Thread(process::close));
        RunningPlatform platform = new RunningPlatform(process);
        process.awaitReady();
        platform.createAccounts();
        return platform;
    }

    /** The organizer (through /setup, as on a first start), who is also Technical Delegate, and a referee's account. */
    private void createAccounts() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        process.firstRun(SETUP_CODE, "founder", "founder-2026");
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
    public void close() {
        process.close();
    }
}
