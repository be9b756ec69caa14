package dev.tengen.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A mode run several times, each on a fresh platform: every figure's min, median and max over the runs, with the
 * load average at each run's start, as docs/BENCHMARKS.md states its figures.
 */
final class Runs {

    private final List<Report> reports = new ArrayList<>();
    private final List<String> loads = new ArrayList<>();

    void add(String loadAverage, Report report) {
        loads.add(loadAverage);
        reports.add(report);
    }

    /** Every run's reports, in the order they were made. */
    List<Report> reports() {
        return reports;
    }

    List<String> lines() {
        List<String> lines = new ArrayList<>();
        Map<String, List<Report>> byScenario = new LinkedHashMap<>();
        reports.forEach(report -> byScenario.computeIfAbsent(report.scenario(), s -> new ArrayList<>()).add(report));
        lines.add(String.format("%d runs; load average (1, 5, 15 min) at each start: %s", loads.size(),
                String.join(" | ", loads)));
        byScenario.forEach((scenario, runs) -> {
            lines.add(String.format("[%s] %-70s %12s %12s %12s", scenario, "figure", "min", "median", "max"));
            Map<String, List<Double>> values = new LinkedHashMap<>();
            runs.forEach(run -> run.figures().forEach((name, value) ->
                    values.computeIfAbsent(name, n -> new ArrayList<>()).add(value)));
            values.forEach((name, list) -> {
                List<Double> sorted = list.stream().sorted().toList();
                lines.add(String.format("[%s] %-70s %12.2f %12.2f %12.2f", scenario, name, sorted.getFirst(),
                        median(sorted), sorted.getLast()));
            });
        });
        return lines;
    }

    static double median(List<Double> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
