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
 * Pairing round 5 of a big McMahon or Swiss open after four played rounds ({@code SyntheticField}).
 * {@code WHOLE_FIELD} is the production strategy, the proved optimum of the whole field;
 * {@code CHUNKED} (the former production strategy: score groups matched in chunks of about 100,
 * not optimal) is the baseline measured in the same run. Heap capped at 512 MB.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx512m", "-Xms512m"})
public class McMahonPairingBenchmark {

    @Param({"1000", "5000"})
    public int players;

    @Param({"MCMAHON", "SWISS"})
    public String system;

    @Param({"WHOLE_FIELD", "CHUNKED"})
    public String strategy;

    private SyntheticField field;
    private McMahonPairer pairer;

    @Setup(Level.Trial)
    public void setUp() {
        field = Fields.of(players, system);
        pairer = new McMahonPairer(field.parameters(), MatchingStrategy.valueOf(strategy));
    }

    @Benchmark
    public PairingOutcome pairRoundFive() {
        return pairer.pair(5, field.players(), field.games(), field.byes());
    }
}
