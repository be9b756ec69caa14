package dev.tengen.console;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The console as the distributed deployment serves it: Keycloak 26 with the realm tengen (scripts/lib/keycloak-server,
 * in this module's target/), the MongoDB stand-in (scripts/lib/mongodb-server), and the packaged read-models
 * application on a free port serving {@code /admin} with sign-in by Keycloak. The console's client accepts this
 * port's {@code /admin/*} as a redirect URI (added through Keycloak's admin API, as an operator adds the ingress
 * host). Keycloak is the run's ({@link KeycloakForTheRun}), which also stops the stand-in when the run ends; this
 * stops its application.
 */
final class ReadModelsWithKeycloak implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final Duration READY_LIMIT = Duration.ofMinutes(5);
    static final String PASSWORD = "tengen-demo"; // the realm's demo users' (docs/OPERATIONS.md, "The realm")

    final String url;
    final String keycloakUrl;
    private final Path root;
    private final Path dir;
    private final Process application;

    private ReadModelsWithKeycloak(Path root, Path dir, String keycloakUrl, int port, Process application) {
        this.root = root;
        this.dir = dir;
        this.keycloakUrl = keycloakUrl;
        this.url = "http://127.0.0.1:" + port;
        this.application = application;
    }

    static ReadModelsWithKeycloak start() throws Exception {
        Path root = root();
        Path dir = serversDir();
        Map<String, String> keycloak = KeycloakForTheRun.await();
        Map<String, String> mongodb = server(root, dir, "mongodb");
        int port = freePort();
        allowRedirects(keycloak.get("KEYCLOAK_URL"), Files.readString(dir.resolve("keycloak/admin-password")).trim(),
                "http://127.0.0.1:" + port);
        Path jar = Path.of(System.getProperty("tengen.read-models.jar",
                root.resolve("services/read-models-app/target/quarkus-app/quarkus-run.jar").toString()));
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("read-models.log").toFile());
        builder.environment().putAll(Map.of("QUARKUS_HTTP_PORT", Integer.toString(port),
                "QUARKUS_OIDC_AUTH_SERVER_URL", keycloak.get("QUARKUS_OIDC_AUTH_SERVER_URL"),
                "MONGODB_URI", mongodb.get("MONGODB_URI"),
                // the console alone: no views made from Kafka in this test
                "TENGEN_READ_MODELS_CONSUME", "false"));
        ReadModelsWithKeycloak started = new ReadModelsWithKeycloak(root, dir, keycloak.get("KEYCLOAK_URL"), port,
                builder.start());
        started.awaitConsole();
        return started;
    }

    /** The repository's root. */
    static Path root() {
        return Path.of(System.getProperty("tengen.root", "../..")).toAbsolutePath().normalize();
    }

    /** The servers' folder of this module's run (target/servers), made if missing. */
    static Path serversDir() throws IOException {
        return Files.createDirectories(Path.of(System.getProperty("tengen.servers.dir", "target/servers"))
                .toAbsolutePath());
    }

    /** Starts the server with its script (or finds it running) and returns the variables it prints. */
    static Map<String, String> server(Path root, Path dir, String name) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", root.resolve("scripts/lib/" + name + "-server").toString(),
                "start", "--dir", dir.toString()).redirectErrorStream(true);
        builder.environment().put("TENGEN_KEYCLOAK_PORT", "0");
        builder.environment().put("TENGEN_KEYCLOAK_MANAGEMENT_PORT", "0");
        builder.environment().put("TENGEN_MONGODB_PORT", "0");
        Process script = builder.start();
        String output = new String(script.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!script.waitFor(READY_LIMIT.toSeconds(), TimeUnit.SECONDS) || script.exitValue() != 0) {
            throw new IllegalStateException(name + " did not start:\n" + output);
        }
        Map<String, String> variables = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve(name).resolve("env"))) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                variables.put(line.substring(0, equals), line.substring(equals + 1));
            }
        }
        return variables;
    }

    /** The console's client tengen-web-admin accepts {@code origin}/admin/* as where Keycloak sends the user back. */
    static void allowRedirects(String keycloakUrl, String adminPassword, String origin) throws Exception {
        HttpResponse<String> signedIn = HTTP.send(HttpRequest.newBuilder(
                        URI.create(keycloakUrl + "/realms/master/protocol/openid-connect/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("grant_type=password&client_id=admin-cli&username=admin&password="
                        + URLEncoder.encode(adminPassword, StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
        String admin = JsonParser.parseString(signedIn.body()).getAsJsonObject().get("access_token").getAsString();
        String clients = keycloakUrl + "/admin/realms/tengen/clients";
        JsonArray found = JsonParser.parseString(HTTP.send(HttpRequest.newBuilder(URI.create(clients + "?clientId=tengen-web-admin"))
                .header("Authorization", "Bearer " + admin).build(), HttpResponse.BodyHandlers.ofString()).body())
                .getAsJsonArray();
        JsonObject client = found.get(0).getAsJsonObject();
        JsonArray redirects = client.getAsJsonArray("redirectUris");
        if (!redirects.toString().contains(origin + "/admin/*")) {
            redirects.add(origin + "/admin/*");
        }
        HttpResponse<String> updated = HTTP.send(HttpRequest.newBuilder(URI.create(clients + "/" + client.get("id").getAsString()))
                .header("Authorization", "Bearer " + admin).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(client.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        if (updated.statusCode() != 204) {
            throw new IllegalStateException("Keycloak did not take the redirect URI: " + updated.statusCode() + " "
                    + updated.body());
        }
    }

    /** Until the application answers its console's settings. */
    private void awaitConsole() throws Exception {
        long deadline = System.nanoTime() + READY_LIMIT.toNanos();
        while (System.nanoTime() < deadline && application.isAlive()) {
            try {
                if (HTTP.send(HttpRequest.newBuilder(URI.create(url + "/admin/config.json")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        close();
        throw new IllegalStateException("the read-models application did not serve /admin/config.json; see "
                + dir.resolve("read-models.log"));
    }

    /** A GET of the application's, its status and body. */
    HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() {
        application.destroy();
        try {
            if (!application.waitFor(30, TimeUnit.SECONDS)) {
                application.destroyForcibly().waitFor();
            }
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
