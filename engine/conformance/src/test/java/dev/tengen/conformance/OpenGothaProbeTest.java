package dev.tengen.conformance;

import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class OpenGothaProbeTest {
    @Test
    void probe() throws Exception {
        try (var files = Files.list(Path.of("src/test/resources/opengotha"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".xml")).sorted().toList()) {
                var read = OpenGothaFile.read(file);
                if (!read.isValid()) {
                    System.out.println("PROBE " + file.getFileName() + " unreadable " + read.problems());
                    continue;
                }
                var t = read.orElseThrow();
                var report = ConformanceCheck.check(t);
                System.out.println("PROBE " + file.getFileName() + " " + t.pairing() + " handicap " + t.regulations().handicap()
                        + " rounds " + report.roundsChecked() + " deviations " + report.deviations().size());
                report.deviations().forEach(d -> System.out.println("PROBE   " + d.where() + " " + d.rule().id() + ": " + d.what()));
            }
        }
    }
}
