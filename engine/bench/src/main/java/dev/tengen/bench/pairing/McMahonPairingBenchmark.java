package dev.tengen.bench.pairing;

import dev.tengen.pairing.mcmahon.MatchingStrategy;
import dev.tengen.pairing.mcmahon.McMahonPairer;
import dev.tengen.pairing.mcmahon.PairingOutcome;
import dev.tengen.pairing.mcmahon.PairingParameters;
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
 * Pairing round 5 of a big McMahon or Swiss after four played rounds. {@code CHUNKED} is the
 * production strategy; {@code GREEDY} (same chunks, greedy matching) is the baseline measured in the
 * same run; the full-graph exact matching is {@link FullGraphPairingBenchmark}. Heap capped at 512 MB.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx512m", "-Xms512m"})
public class McMahonPairingBenchmark {

    @Param({"1000", "5000"})
    public int players;

    @Param({"MCMAHON", "SWISS"})
    public String system;

    @Param({"CHUNKED", "GREEDY"})
    public String strategy;

    private SyntheticTournament tournament;
    private McMahonPairer pairer;

    @Setup(Level.Trial)
    public void setUp() {
        PairingParameters parameters = system.equals("SWISS") ? PairingParameters.swiss() : PairingParameters.mcMahon(2, -20);
        tournament = SyntheticTournament.of(players, 4, parameters, 2024);
        pairer = new McMahonPairer(parameters, MatchingStrategy.valueOf(strategy));
    }

    @Benchmark
    public PairingOutcome pairRoundFive() {
        return pairer.pair(5, tournament.players(), tournament.games(), tournament.byes());
    }
}
