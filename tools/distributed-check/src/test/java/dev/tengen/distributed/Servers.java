package dev.tengen.distributed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;

/**
 * The servers of one test run, started and stopped only through the project's scripts (scripts/lib/*-server), each
 * at most once per run, in a folder of their own (target/distributed) that each run begins empty. Whatever is started
 * is stopped when the run ends ({@link ServersForTheRun}) or, failing that, when the JVM exits.
 */
final class Servers {
  static final Path ROOT = Path.of(System.getProperty("distributed-check.root", "../..")).toAbsolutePath().normalize();
  static final Path DIR = Path.of(System.getProperty("distributed-check.dir", "target/distributed")).toAbsolutePath();
  private static final Duration START_LIMIT = Duration.ofMinutes(12);
  private static final Map<Server, CompletableFuture<Map<String, String>>> STARTED = new EnumMap<>(Server.class);
  private static boolean prepared;

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(Servers::stopAll, "stop-distributed-servers"));
  }

  private Servers() {}

  /** Begins starting the server in the background, once per run. */
  static synchronized CompletableFuture<Map<String, String>> begin(Server server) {
    prepare();
    // a thread of its own per server: the common pool has one thread on two cores and would start them in turn
    return STARTED.computeIfAbsent(server, s -> CompletableFuture.supplyAsync(() -> {
      run(s, "start", START_LIMIT);
      return environment(s);
    }, task -> Thread.ofPlatform().name("start-" + s.folder).daemon().start(task)));
  }

  /** The server's environment (its `env` file: what a service would be given), once it is ready. */
  static Map<String, String> await(Server server) {
    try {
      return begin(server).join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : e;
    }
  }

  /** Runs one of the script's commands (stop, start, kill...) on the started server, e.g. for a restart. */
  static void command(Server server, String command) {
    await(server);
    run(server, command, START_LIMIT);
  }

  static synchronized void stopAll() {
    List<Server> started = new ArrayList<>(STARTED.keySet());
    STARTED.clear();
    for (Server server : started) {
      try {
        run(server, "stop", Duration.ofMinutes(2));
      } catch (RuntimeException e) {
        System.err.println("distributed-check: " + e.getMessage());
      }
    }
  }

  /** Once per run: stops whatever a crashed earlier run left in the folder, then empties it. */
  private static void prepare() {
    if (prepared) {
      return;
    }
    prepared = true;
    for (Server server : Server.values()) {
      if (Files.isDirectory(DIR.resolve(server.folder))) {
        run(server, "stop", Duration.ofMinutes(2));
      }
    }
    deleteTree(DIR);
  }

  private static void run(Server server, String command, Duration limit) {
    Path log = DIR.resolve(server.folder + "-script.log");
    try {
      Files.createDirectories(DIR);
      ProcessBuilder builder = new ProcessBuilder("bash", ROOT.resolve("scripts/lib").resolve(server.script).toString(),
          command, "--dir", DIR.toString())
          .directory(ROOT.toFile())
          .redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
      for (String variable : server.portVariables) {
        builder.environment().put(variable, "0");
      }
      Process process = builder.start();
      if (!process.waitFor(limit.toSeconds(), java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException(server.script + " " + command + " took longer than " + limit + "; see " + log);
      }
      if (process.exitValue() != 0) {
        throw new IllegalStateException(server.script + " " + command + " failed (exit " + process.exitValue()
            + "); its output:\n" + tail(log));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running " + server.script + " " + command, e);
    }
  }

  /** The server's folder of this run (its data, log, pid and env files). */
  static Path folder(Server server) {
    return DIR.resolve(server.folder);
  }

  /** The variables the server's script last wrote to its `env` file. */
  static Map<String, String> environment(Server server) {
    Map<String, String> variables = new LinkedHashMap<>();
    try {
      for (String line : Files.readAllLines(folder(server).resolve("env"))) {
        int equals = line.indexOf('=');
        if (equals > 0) {
          variables.put(line.substring(0, equals), line.substring(equals + 1));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("the script wrote no environment for " + server, e);
    }
    return variables;
  }

  private static String tail(Path log) throws IOException {
    List<String> lines = Files.readAllLines(log);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
  }

  private static void deleteTree(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot empty " + dir, e);
    }
  }
}
