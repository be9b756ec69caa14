package dev.tengen.bench.pairing;

import dev.tengen.pairing.mcmahon.MatchingStrategy;
import dev.tengen.pairing.mcmahon.McMahonPairer;
import dev.tengen.pairing.mcmahon.PairingOutcome;
import dev.tengen.pairing.mcmahon.SyntheticField;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The textbook way to the same optimum, for scale: one cubic matching of the complete graph of the
 * whole field (as OpenGotha and pairgoth do, and as the tests' referee), round 5 of a 1,000-player open.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgs = {"-Xmx512m", "-Xms512m"})
public class FullGraphPairingBenchmark {

    @Param({"1000"})
    public int players;

    @Param({"MCMAHON"})
    public String system;

    private SyntheticField field;
    private McMahonPairer pairer;

    @Setup(Level.Trial)
    public void setUp() {
        field = Fields.of(players, system);
        pairer = new McMahonPairer(field.parameters(), MatchingStrategy.FULL_GRAPH);
    }

    @Benchmark
    public PairingOutcome pairRoundFive() {
        return pairer.pair(5, field.players(), field.games(), field.byes());
    }
}
