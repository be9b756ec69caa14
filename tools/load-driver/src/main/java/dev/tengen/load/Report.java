package dev.tengen.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What a scenario measured, printed as it goes and kept for the summary at the end. */
final class Report {

    private final String scenario;
    private final List<String> lines = new ArrayList<>();
    private final Map<String, Double> figures = new LinkedHashMap<>();

    Report(String scenario) {
        this.scenario = scenario;
    }

    void line(String format, Object... arguments) {
        String line = String.format(format, arguments);
        lines.add(line);
        System.out.println("[" + scenario + "] " + line);
        System.out.flush();
    }

    /** A figure the runs' summary gives as min, median and max ({@link Runs}); {@code name} includes its unit. */
    void figure(String name, double value) {
        figures.put(name, value);
    }

    Map<String, Double> figures() {
        return figures;
    }

    String scenario() {
        return scenario;
    }

    void verdict(String target, boolean met) {
        line("target %s: %s", target, met ? "met" : "MISSED");
    }

    List<String> lines() {
        return lines.stream().map(l -> "[" + scenario + "] " + l).toList();
    }
}
