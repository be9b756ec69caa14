package dev.tengen.load;

import java.util.ArrayList;
import java.util.List;

/** What a scenario measured, printed as it goes and kept for the summary at the end. */
final class Report {

    private final String scenario;
    private final List<String> lines = new ArrayList<>();

    Report(String scenario) {
        this.scenario = scenario;
    }

    void line(String format, Object... arguments) {
        String line = String.format(format, arguments);
        lines.add(line);
        System.out.println("[" + scenario + "] " + line);
        System.out.flush();
    }

    void verdict(String target, boolean met) {
        line("target %s: %s", target, met ? "met" : "MISSED");
    }

    List<String> lines() {
        return lines.stream().map(l -> "[" + scenario + "] " + l).toList();
    }
}
