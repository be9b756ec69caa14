package dev.tengen.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Issue 5's load driver: {@code moves} (throughput, latency, standings visibility), {@code startup} (a 300-player,
 * 7-round tournament with full game records, then the platform's start-up time on it), {@code rebuild} (a store of
 * a million events, then the time to replay it at start), {@code abuse} (signed-in latency alone and while the
 * platform is abused, issue 12), {@code all} (the first three), or {@code distributed} (moves and standings through
 * the distributed deployment's services, issue 15: {@link DistributedScenario}). See {@link Options} and
 * docs/BENCHMARKS.md.
 */
public final class LoadDriver {

    private LoadDriver() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        Files.createDirectories(options.work());
        Runs runs = new Runs();
        for (int run = 1; run <= options.runs(); run++) {
            String[] loadavg = Files.readString(Path.of("/proc/loadavg")).strip().split(" ");
            String load = loadavg[0] + " " + loadavg[1] + " " + loadavg[2];
            if (options.runs() > 1) {
                System.out.println("run " + run + " of " + options.runs() + ", load average " + load);
            }
            for (Report report : run(options)) {
                runs.add(load, report);
            }
        }
        System.out.println();
        System.out.println("Summary");
        runs.reports().forEach(report -> report.lines().forEach(System.out::println));
        if (options.runs() > 1) {
            System.out.println();
            runs.lines().forEach(System.out::println);
        }
    }

    private static List<Report> run(Options options) throws Exception {
        return switch (options.mode()) {
            case "moves" -> List.of(new MovesScenario(options).run());
            case "startup" -> List.of(new StartupScenario(options).run());
            case "rebuild" -> List.of(new RebuildScenario(options).run());
            case "abuse" -> List.of(new AbuseScenario(options).run());
            case "distributed" -> List.of(new DistributedScenario(options).run());
            case "all" -> List.of(new MovesScenario(options).run(), new StartupScenario(options).run(),
                    new RebuildScenario(options).run());
            default -> throw new IllegalArgumentException("unknown mode " + options.mode()
                    + "; the modes are moves, startup, rebuild, abuse, all, distributed");
        };
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
