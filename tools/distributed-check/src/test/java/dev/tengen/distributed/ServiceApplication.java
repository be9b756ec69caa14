package dev.tengen.distributed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A packaged service application (services/NAME-app, target/quarkus-app/quarkus-run.jar: game, tournament,
 * arbitration, read-models) run as its own process, given what Kubernetes gives it (k8s/base/NAME): the service's database, Kafka,
 * Keycloak's realm, MongoDB, a port; its output in a log file of this run.
 */
final class ServiceApplication implements AutoCloseable {

  private static final Duration READY_LIMIT = Duration.ofMinutes(2);
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  /**
   * The JIT's first tier only: each test class starts the applications anew and uses them for seconds, where the
   * second tier's compiling costs more than it earns (a start about 6 s instead of 10 s on 2 cores). No test here
   * measures their speed; a deployment starts them as k8s/ gives them.
   */
  static final String QUICK_START = "-XX:TieredStopAtLevel=1";

  private final Process process;
  private final String service;
  private final Map<String, String> environment;
  private final int port;
  final String url;
  final Path log;

  private ServiceApplication(Process process, String service, Map<String, String> environment, int port, Path log) {
    this.process = process;
    this.service = service;
    this.environment = environment;
    this.port = port;
    this.url = "http://127.0.0.1:" + port;
    this.log = log;
  }

  /** Starts the service's application on the run's servers and returns once it reports itself ready. */
  static ServiceApplication start(String service) {
    return start(service, Map.of());
  }

  /** As {@link #start(String)}, with {@code settings} added to its environment (e.g. another service's URL). */
  static ServiceApplication start(String service, Map<String, String> settings) {
    return spawn(service, settings).ready();
  }

  /**
   * As {@link #start(String, Map)}, returning as soon as the process runs (its {@link #url} known): applications
   * spawned one after the other and then {@link #awaitReady awaited} start side by side, each JVM's start being
   * mostly one thread's work.
   */
  static ServiceApplication spawn(String service) {
    return spawn(service, Map.of());
  }

  /** As {@link #spawn(String)}, with {@code settings} added to its environment (e.g. another service's URL). */
  static ServiceApplication spawn(String service, Map<String, String> settings) {
    Map<String, String> postgresql = Servers.await(Server.POSTGRESQL);
    Map<String, String> kafka = Servers.await(Server.KAFKA);
    Map<String, String> keycloak = Servers.await(Server.KEYCLOAK);
    Map<String, String> env = new java.util.HashMap<>();
    for (String name : List.of("QUARKUS_DATASOURCE_JDBC_URL", "QUARKUS_DATASOURCE_USERNAME", "QUARKUS_DATASOURCE_PASSWORD")) {
      env.put(name, postgresql.get(service + "." + name));
    }
    env.put("KAFKA_BOOTSTRAP_SERVERS", kafka.get("KAFKA_BOOTSTRAP_SERVERS"));
    for (String name : List.of("QUARKUS_OIDC_AUTH_SERVER_URL", "QUARKUS_OIDC_CLIENT_ID", "QUARKUS_OIDC_TOKEN_AUDIENCE")) {
      env.put(name, keycloak.get(name));
    }
    env.putAll(settings);
    return spawned(service, Map.copyOf(env), freePort());
  }

  /**
   * The read-models application on the run's Kafka and MongoDB, with a database and a consumer group of its own
   * ({@code name} in the group's name), so that it reads every topic from its beginning.
   */
  static ServiceApplication startReadModels(String name) {
    return spawnReadModels(name).ready();
  }

  /** As {@link #startReadModels}, returning as soon as the process runs (see {@link #spawn(String)}). */
  static ServiceApplication spawnReadModels(String name) {
    return spawned("read-models", Map.of(
        "KAFKA_BOOTSTRAP_SERVERS", ServiceStores.bootstrap(),
        "MONGODB_URI", Servers.await(Server.MONGODB).get("MONGODB_URI"),
        "TENGEN_READ_MODELS_DATABASE", "read-models-" + UUID.randomUUID(),
        "TENGEN_READ_MODELS_GROUP", "read-models-" + name + "-" + UUID.randomUUID()), freePort());
  }

  /**
   * Starts the service's application given {@code environment} alone (and a port of its own) and returns once it
   * reports itself ready.
   */
  static ServiceApplication launch(String service, Map<String, String> environment) {
    return spawned(service, Map.copyOf(environment), freePort()).ready();
  }

  /**
   * Waits until each of {@code applications} (spawned, in any order) reports itself ready; should one not, all of
   * them are stopped and its failure thrown.
   */
  static void awaitReady(ServiceApplication... applications) {
    try {
      for (ServiceApplication application : applications) {
        application.ready();
      }
    } catch (RuntimeException notReady) {
      for (ServiceApplication application : applications) {
        application.close();
      }
      throw notReady;
    }
  }

  /**
   * The same application started again after its end (a {@link #kill} say), on the same port and given the same
   * environment, as Kubernetes restarts a container behind its Service; returns once it reports itself ready.
   */
  ServiceApplication startedAgain() {
    return spawned(service, environment, port).ready();
  }

  private static ServiceApplication spawned(String service, Map<String, String> environment, int port) {
    Path jar = Path.of(System.getProperty(service + "-app.jar",
        Servers.ROOT.resolve("services/" + service + "-app/target/quarkus-app/quarkus-run.jar").toString()));
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException("the " + service + " application is not packaged: " + jar
          + " is missing (mvn -pl services/" + service + "-app -am package)");
    }
    Path log = Servers.DIR.resolve(service + "-app-" + port + ".log");
    ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        QUICK_START, "-Ddisable-axoniq-console-message=true", "-jar", jar.toString())
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    builder.environment().putAll(environment);
    builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
    try {
      Files.createDirectories(Servers.DIR);
      return new ServiceApplication(builder.start(), service, environment, port, log);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** This application once it reports itself ready (within {@link #READY_LIMIT}; stopped and thrown if not). */
  private ServiceApplication ready() {
    long deadline = System.nanoTime() + READY_LIMIT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException("the application ended (exit " + process.exitValue() + "); see " + log);
      }
      try {
        HttpResponse<String> ready = HTTP.send(HttpRequest.newBuilder(URI.create(url + "/q/health/ready")).build(),
            HttpResponse.BodyHandlers.ofString());
        if (ready.statusCode() == 200) {
          return this;
        }
      } catch (IOException notYet) {
        // not listening yet
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while the application started", e);
      }
      sleep(Duration.ofMillis(250));
    }
    close();
    throw new IllegalStateException("the application was not ready within " + READY_LIMIT + "; see " + log);
  }

  /** A request to the application's API, with {@code token} as its bearer token unless null; its answer. */
  HttpResponse<String> send(String method, String path, String body, String token)
      throws IOException, InterruptedException {
    return send(method, path, body, "application/json", token);
  }

  /**
   * As {@link #send(String, String, String, String)}, the write carrying an Idempotency-Key of its own, as the console
   * sends every write (a referee's decision asks for one or an If-Match).
   */
  HttpResponse<String> sendOnce(String method, String path, String body, String token)
      throws IOException, InterruptedException {
    return HTTP.send(request(method, path, body, "application/json", token)
        .header("Idempotency-Key", UUID.randomUUID().toString()).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** As {@link #send(String, String, String, String)}, the body of media type {@code contentType}. */
  HttpResponse<String> send(String method, String path, String body, String contentType, String token)
      throws IOException, InterruptedException {
    return HTTP.send(request(method, path, body, contentType, token).build(), HttpResponse.BodyHandlers.ofString());
  }

  private HttpRequest.Builder request(String method, String path, String body, String contentType, String token) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url + path))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      request.header("Content-Type", contentType);
    }
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return request;
  }

  @Override
  public void close() {
    process.destroy(); // SIGTERM: Quarkus stops the publisher and Axon
    try {
      if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }

  /** Ends the application at once (SIGKILL), as a crash would: nothing of its own shutdown runs. */
  void kill() {
    process.destroyForcibly();
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void sleep(Duration duration) {
    try {
      Thread.sleep(duration);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  static int freePort() {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
