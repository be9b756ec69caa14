package dev.tengen.bench;

import dev.tengen.rules.Rulesets;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * Random legal playouts on 19x19 under {@code chinese-2002}, single thread: Tengen's {@code Game}
 * against the flood-fill baseline in the same run.
 *
 * <p>One invocation is one whole playout, since a playout's length varies (about 400 to 500 moves
 * here). The primary score is therefore playouts per second; the moves are counted in an
 * {@link AuxCounters} state of type OPERATIONS, which JMH divides by the same measured time and
 * reports as the secondary result {@code moves} in moves per second. That is exact for every
 * playout length, where {@code @OperationsPerInvocation} would need a fixed number of moves.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class PlayoutBenchmark {

    /** Three moves per point: far beyond any playout that ends by passes, a guard against endless ones. */
    static final int MOVE_CAP = 3 * 19 * 19;

    @State(Scope.Thread)
    public static class Dice {
        SplittableRandom random;

        @Setup(Level.Trial)
        public void seed() {
            random = new SplittableRandom(20020101L);
        }
    }

    /** Moves played, read by JMH as operations: the benchmark's moves per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Moves {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    @Benchmark
    public int tengen(Dice dice, Moves counter) {
        int moves = TengenPlayout.run(Rulesets.CHINESE_2002, dice.random, MOVE_CAP);
        counter.moves += moves;
        return moves;
    }

    @Benchmark
    public int floodFillBaseline(Dice dice, Moves counter) {
        int moves = FloodFillPlayout.run(new FloodFillBoard(), dice.random, MOVE_CAP, null);
        counter.moves += moves;
        return moves;
    }
}
