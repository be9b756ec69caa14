package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code scripts/run-distributed}, the one command of issue 15, on the run's servers (already running: it keeps them):
 * it starts every service from its packaged jar, each ready on its own port, prints their addresses, with
 * {@code --demo} loads the demo event through the services' APIs (scripts/lib/demo-load) so that the read models
 * serve its standings, and its {@code stop} stops the services it started and leaves running the servers it did not
 * start.
 */
@Uses({Server.POSTGRESQL, Server.KAFKA, Server.KEYCLOAK, Server.MONGODB})
class RunDistributedTest {

  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private static final Duration STARTS_WITHIN = Duration.ofMinutes(9);
  private static final String LAST_LINE = "Ctrl-C or 'scripts/run-distributed stop' stops everything this started.";

  @Test
  void itStartsEveryServiceLoadsTheDemoWhoseStandingsTheReadModelsServeAndItsStopStopsThemAndKeepsTheServers()
      throws Exception {
    for (Server server : Server.values()) {
      Servers.await(server);
    }
    Map<String, Integer> ports = new LinkedHashMap<>();
    for (String service : List.of("tournament", "game", "arbitration", "read-models")) {
      ports.put(service, ServiceApplication.freePort());
    }
    ProcessBuilder builder = new ProcessBuilder("bash", Servers.ROOT.resolve("scripts/run-distributed").toString(),
        "--demo", "--dir", Servers.DIR.toString()).directory(Servers.ROOT.toFile()).redirectErrorStream(true);
    builder.environment().put("TENGEN_TOURNAMENT_PORT", ports.get("tournament").toString());
    builder.environment().put("TENGEN_GAME_PORT", ports.get("game").toString());
    builder.environment().put("TENGEN_ARBITRATION_PORT", ports.get("arbitration").toString());
    builder.environment().put("TENGEN_READ_MODELS_PORT", ports.get("read-models").toString());
    int ingress = ServiceApplication.freePort();
    builder.environment().put("TENGEN_INGRESS_PORT", Integer.toString(ingress));
    builder.environment().remove("TENGEN_RATINGS_DIR"); // the tournament service is given no rating lists
    builder.environment().put("TENGEN_SERVICE_JVM_OPTIONS", ServiceApplication.QUICK_START);
    Process run = builder.start();
    List<String> output = new ArrayList<>();
    try {
      Thread reader = Thread.ofPlatform().daemon().start(() -> readLines(run, output));
      long deadline = System.nanoTime() + STARTS_WITHIN.toNanos();
      while (!printed(output, LAST_LINE) && run.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(200);
      }
      assertTrue(printed(output, LAST_LINE), "run-distributed did not get every service ready:\n" + joined(output));
      for (Map.Entry<String, Integer> service : ports.entrySet()) {
        assertTrue(printed(output, service.getKey() + ": ready at http://127.0.0.1:" + service.getValue()),
            service.getKey() + " not reported ready on its port:\n" + joined(output));
        assertEquals(200, health(service.getValue()), service.getKey() + "'s readiness");
      }
      String tournament = assertDemoStandings(ports.get("read-models"), output);
      assertTrue(printed(output, "ingress: ready at http://127.0.0.1:" + ingress), "no ingress:\n" + joined(output));
      assertOneAddress(ingress, tournament);
      for (Server server : Server.values()) {
        assertTrue(printed(output, server.folder + ": already running, kept running at the end"),
            server.folder + " was not found running:\n" + joined(output));
      }

      Process stop = new ProcessBuilder("bash", Servers.ROOT.resolve("scripts/run-distributed").toString(), "stop",
          "--dir", Servers.DIR.toString()).directory(Servers.ROOT.toFile()).redirectErrorStream(true).start();
      assertTrue(stop.waitFor(2, TimeUnit.MINUTES), "run-distributed stop did not end");
      assertTrue(run.waitFor(1, TimeUnit.MINUTES), "run-distributed did not end on stop");
      reader.join(Duration.ofSeconds(5));

      for (Map.Entry<String, Integer> service : ports.entrySet()) {
        assertTrue(printed(output, service.getKey() + ": stopped"), service.getKey() + " not stopped:\n" + joined(output));
        assertEquals(-1, health(service.getValue()), service.getKey() + " still answers after the stop");
      }
      assertTrue(printed(output, "ingress: stopped"), "the ingress not stopped:\n" + joined(output));
      assertEquals(-1, health(ingress), "the ingress still answers after the stop");
      for (Server server : Server.values()) {
        assertFalse(Servers.environment(server).isEmpty());
        Servers.command(server, "status"); // exits 0 only while the server runs: the run kept the servers it found
      }
    } finally {
      if (run.isAlive()) {
        run.destroy(); // its trap stops each service, up to 30 s each, then the servers it started
        run.waitFor(3, TimeUnit.MINUTES);
      }
    }
  }

  /**
   * The demo's tournament, named in the script's last line about it, has the standings of its 40 players at the read
   * models after round 1 (the first and last player registered by scripts/lib/demo-load named here by hand).
   */
  private static String assertDemoStandings(int readModelsPort, List<String> output) throws Exception {
    Matcher loaded = Pattern.compile("demo: loaded tournament (\\S+): standings at (\\S+)").matcher(joined(output));
    assertTrue(loaded.find(), "the demo was not loaded:\n" + joined(output));
    assertEquals("http://127.0.0.1:" + readModelsPort + "/api/v1/tournaments/" + loaded.group(1) + "/standings",
        loaded.group(2));
    HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(URI.create(loaded.group(2)))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode standings = new ObjectMapper().readTree(answer.body());
    assertTrue(standings.get("afterRound").asInt() >= 1, answer.body());
    List<String> names = new ArrayList<>();
    standings.get("rows").forEach(row -> names.add(row.get("name").asText()));
    assertEquals(40, names.size(), answer.body());
    assertTrue(names.containsAll(List.of("Min-jun Kim", "Mateo Lindqvist")), names.toString());
    return loaded.group(1);
  }

  /**
   * The local ingress answers for every service at one address, as the overlay's Ingress routes: the standings and
   * the public pages from the read models, a round from the tournament service, the console's settings, a write
   * without a token refused by the tournament service itself, the console's session with the offices the demo
   * appointed, the referee's desk with the demo's open boards, the auditor's Duan report (a referee refused), and the
   * registration desk's rating search at the tournament service, which was given no rating lists.
   */
  private static void assertOneAddress(int ingress, String tournament) throws Exception {
    String base = "http://127.0.0.1:" + ingress;
    HttpResponse<String> standings = get(base + "/api/v1/tournaments/" + tournament + "/standings");
    assertEquals(200, standings.statusCode(), standings.body());
    assertEquals(40, new ObjectMapper().readTree(standings.body()).get("rows").size(), standings.body());
    HttpResponse<String> round = get(base + "/api/v1/tournaments/" + tournament + "/rounds/2");
    assertEquals(200, round.statusCode(), round.body());
    assertEquals(20, new ObjectMapper().readTree(round.body()).get("games").size(), round.body());
    HttpResponse<String> page = get(base + "/t/" + tournament + "/standings");
    assertEquals(200, page.statusCode(), page.body());
    assertTrue(page.body().contains("Min-jun Kim"), page.body());
    HttpResponse<String> console = get(base + "/admin/config.json");
    assertEquals(200, console.statusCode(), console.body());
    HttpResponse<String> write = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/tournaments"))
        .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString("{\"name\": \"Through the ingress\"}")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(401, write.statusCode(), write.body());

    // the console's session: the demo's referee holds the office the demo appointed him to in this tournament
    HttpResponse<String> session = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/session"))
        .timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + RealmTokens.issuedOnly()
            .issued("demo-referee-han")).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, session.statusCode(), session.body());
    JsonNode caller = new ObjectMapper().readTree(session.body());
    assertEquals("demo-referee-han", caller.get("user").asText(), session.body());
    List<String> offices = new ArrayList<>();
    caller.get("offices").forEach(office -> {
      if (office.get("tournamentId").asText().equals(tournament)) {
        offices.add(office.get("tournament").asText() + " / " + office.get("role").asText());
      }
    });
    assertEquals(List.of("Tengen Demo Open / referee"), offices, session.body());

    // the referee's desk at the read models: round 2's 20 boards, the 10 without a result still in play
    String referee = RealmTokens.issuedOnly().issued("demo-referee-han");
    JsonNode desk = awaitJson(base + "/api/v1/accounts/me/boards", referee, boards -> {
      for (JsonNode t : boards.get("tournaments")) {
        if (t.get("tournamentId").asText().equals(tournament)) {
          JsonNode latest = t.get("rounds").get(0);
          return latest.get("round").asInt() == 2 && latest.get("boards").size() == 20 && playing(latest) == 10;
        }
      }
      return false;
    });
    assertEquals("demo-referee-han", desk.get("account").asText(), desk.toString());

    // the auditor's Duan report and the public key that signs the audit heads, at the read models
    String auditor = RealmTokens.issuedOnly().issued("demo-auditor");
    JsonNode duan = awaitJson(base + "/api/v1/tournaments/" + tournament + "/audit/duan", auditor, d -> true);
    assertEquals(40, duan.get("players").size(), duan.toString());
    HttpResponse<String> key = get(base + "/api/v1/audit/key");
    assertEquals(200, key.statusCode(), key.body());
    HttpResponse<String> refused = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/tournaments/"
        + tournament + "/audit/duan")).timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + referee)
        .build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(403, refused.statusCode(), "a referee reads no audit: " + refused.body());

    // the rating search without TENGEN_RATINGS_DIR answers as the embedded platform without tengen.ratings.dir
    HttpResponse<String> ratings = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/ratings?find=kim"))
        .timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + RealmTokens.issuedOnly()
            .issued("demo-director")).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, ratings.statusCode(), ratings.body());
    assertEquals(new ObjectMapper().readTree("{\"configured\": false, \"lists\": [], \"players\": [],"
        + " \"truncated\": false}"), new ObjectMapper().readTree(ratings.body()));
  }

  private static int playing(JsonNode round) {
    int playing = 0;
    for (JsonNode board : round.get("boards")) {
      playing += board.get("status").asText().equals("playing") ? 1 : 0;
    }
    return playing;
  }

  /** The JSON a signed-in GET answers once {@code ready} holds of it (the read models follow the topics), 30 s at most. */
  private static JsonNode awaitJson(String url, String token, java.util.function.Predicate<JsonNode> ready)
      throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    HttpResponse<String> answer;
    do {
      answer = HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
          .header("Authorization", "Bearer " + token).build(), HttpResponse.BodyHandlers.ofString());
      if (answer.statusCode() == 200 && ready.test(new ObjectMapper().readTree(answer.body()))) {
        return new ObjectMapper().readTree(answer.body());
      }
      Thread.sleep(250);
    } while (System.nanoTime() < deadline);
    throw new AssertionError(url + " never answered as expected: " + answer.statusCode() + " " + answer.body());
  }

  private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
    return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /** The readiness status of the service on {@code port}, or -1 when nothing answers there. */
  private static int health(int port) throws IOException, InterruptedException {
    try {
      return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/q/health/ready"))
          .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    } catch (ConnectException nothingThere) {
      return -1;
    }
  }

  private static void readLines(Process process, List<String> into) {
    try (BufferedReader lines = new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        synchronized (into) {
          into.add(line);
        }
      }
    } catch (IOException ended) {
      // the process ended
    }
  }

  private static boolean printed(List<String> output, String line) {
    synchronized (output) {
      return output.stream().anyMatch(printed -> printed.contains(line));
    }
  }

  private static String joined(List<String> output) {
    synchronized (output) {
      return String.join("\n", output);
    }
  }
}
