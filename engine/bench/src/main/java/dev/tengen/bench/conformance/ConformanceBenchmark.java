package dev.tengen.bench.conformance;

import dev.tengen.conformance.ConformanceCheck;
import dev.tengen.conformance.ConformanceReport;
import dev.tengen.conformance.GeneratedSystem;
import dev.tengen.conformance.TournamentGenerator;
import dev.tengen.tournament.Tournament;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random tournaments generated and checked per second (engine/conformance), each invocation a new seed. The baseline
 * in the same run is generating alone, so the ratio generate+check / generate tells what checking costs beside
 * pairing the same tournament.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx512m", "-Xms512m"})
public class ConformanceBenchmark {

    @Param({"mcmahon", "chinese-swiss", "round-robin", "knockout"})
    public String system;

    @Param({"20", "100"})
    public int players;

    private long seed;

    @Benchmark
    public Tournament generateBaseline() {
        return TournamentGenerator.generate(GeneratedSystem.named(system).orElseThrow(), players, 5, seed++);
    }

    @Benchmark
    public ConformanceReport generateAndCheck() {
        return ConformanceCheck.check(TournamentGenerator.generate(GeneratedSystem.named(system).orElseThrow(), players, 5,
                seed++));
    }
}
