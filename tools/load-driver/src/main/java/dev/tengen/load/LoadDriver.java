package dev.tengen.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Issue 5's load driver: {@code moves} (throughput, latency, standings visibility), {@code startup} (a 300-player,
 * 7-round tournament with full game records, then the platform's start-up time on it), {@code rebuild} (a store of
 * a million events, then the time to replay it at start), {@code abuse} (signed-in latency alone and while the
 * platform is abused, issue 12), or {@code all} (the first three). See {@link Options} and docs/BENCHMARKS.md.
 */
public final class LoadDriver {

    private LoadDriver() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        Files.createDirectories(options.work());
        List<Report> reports = new ArrayList<>();
        switch (options.mode()) {
            case "moves" -> reports.add(new MovesScenario(options).run());
            case "startup" -> reports.add(new StartupScenario(options).run());
            case "rebuild" -> reports.add(new RebuildScenario(options).run());
            case "abuse" -> reports.add(new AbuseScenario(options).run());
            case "all" -> {
                reports.add(new MovesScenario(options).run());
                reports.add(new StartupScenario(options).run());
                reports.add(new RebuildScenario(options).run());
            }
            default -> throw new IllegalArgumentException("unknown mode " + options.mode()
                    + "; the modes are moves, startup, rebuild, abuse, all");
        }
        System.out.println();
        System.out.println("Summary");
        reports.forEach(report -> report.lines().forEach(System.out::println));
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
