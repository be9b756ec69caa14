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
 * The reference the chunked pairing is measured against: one exact matching on the complete graph
 * of the whole field (as OpenGotha and pairgoth do), round 5 of a 1,000-player field.
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

    @Param({"MCMAHON", "SWISS"})
    public String system;

    private SyntheticTournament tournament;
    private McMahonPairer pairer;

    @Setup(Level.Trial)
    public void setUp() {
        PairingParameters parameters = system.equals("SWISS") ? PairingParameters.swiss() : PairingParameters.mcMahon(2, -20);
        tournament = SyntheticTournament.of(players, 4, parameters, 2024);
        pairer = new McMahonPairer(parameters, MatchingStrategy.FULL_GRAPH);
    }

    @Benchmark
    public PairingOutcome pairRoundFive() {
        return pairer.pair(5, tournament.players(), tournament.games(), tournament.byes());
    }
}
