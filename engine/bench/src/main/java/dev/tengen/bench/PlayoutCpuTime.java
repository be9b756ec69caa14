package dev.tengen.bench;

import dev.tengen.rules.Rulesets;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The playout benchmark measured in thread CPU time, for a machine shared with other work: JMH's
 * throughput counts wall time, so when other processes take the cores its figures fall with the
 * load. Here Tengen's playouts and the flood-fill baseline's alternate in short batches, each batch
 * timed by {@link ThreadMXBean#getCurrentThreadCpuTime()}, and the medians over the batches give
 * moves per CPU-second and their ratio. A cross-check, not a replacement for the JMH figures.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.tengen.bench.PlayoutCpuTime [ROUNDS] [PLAYOUTS_PER_BATCH]}.
 */
public final class PlayoutCpuTime {

    private PlayoutCpuTime() {}

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        int batch = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        SplittableRandom tengenDice = new SplittableRandom(20020101L);
        SplittableRandom baselineDice = new SplittableRandom(20020101L);
        int warmup = Math.max(3, rounds / 5);
        double[] tengen = new double[rounds];
        double[] baseline = new double[rounds];
        for (int r = -warmup; r < rounds; r++) {
            long start = threads.getCurrentThreadCpuTime();
            long moves = 0;
            for (int i = 0; i < batch; i++) {
                moves += TengenPlayout.run(Rulesets.CHINESE_2002, tengenDice, PlayoutBenchmark.MOVE_CAP);
            }
            long middle = threads.getCurrentThreadCpuTime();
            long baselineMoves = 0;
            for (int i = 0; i < batch; i++) {
                baselineMoves += FloodFillPlayout.run(new FloodFillBoard(), baselineDice, PlayoutBenchmark.MOVE_CAP, null);
            }
            long end = threads.getCurrentThreadCpuTime();
            if (r >= 0) {
                tengen[r] = moves * 1e9 / (middle - start);
                baseline[r] = baselineMoves * 1e9 / (end - middle);
            }
        }
        double t = median(tengen);
        double b = median(baseline);
        System.out.printf("cpu-time Tengen:   %12.0f moves per CPU-second (median of %d batches of %d playouts)%n", t, rounds, batch);
        System.out.printf("cpu-time baseline: %12.0f moves per CPU-second%n", b);
        System.out.printf("cpu-time ratio Tengen/baseline: %.2f%n", t / b);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
