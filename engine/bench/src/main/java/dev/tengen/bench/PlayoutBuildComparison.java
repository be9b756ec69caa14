package dev.tengen.bench;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Two or more builds of the engine compared in one JVM, for a machine shared with other work: each
 * benchmark jar is loaded by a class loader of its own, and their Tengen playouts alternate batch by
 * batch (the order rotating every round) with the flood-fill baseline of the first jar, each batch timed
 * in the thread's CPU time. Load that slows one batch slows its neighbours alike, so the median of the
 * per-round ratios to the first jar tells a change of 1-2% where runs in separate JVMs differ by 5%.
 * The same seed in every build: builds that play alike play the same games.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.tengen.bench.PlayoutBuildComparison ROUNDS PLAYOUTS
 * REFERENCE.jar OTHER.jar...}; e.g. {@code 100 100} takes about a minute for two builds.
 */
public final class PlayoutBuildComparison {

    private PlayoutBuildComparison() {}

    /** One playout from the given dice; returns its moves. */
    private interface Playout {
        int run(SplittableRandom random) throws Throwable;
    }

    public static void main(String[] args) throws Throwable {
        if (args.length < 4) {
            System.err.println("usage: PlayoutBuildComparison ROUNDS PLAYOUTS_PER_BATCH REFERENCE.jar OTHER.jar...");
            System.exit(2);
        }
        int rounds = Integer.parseInt(args[0]);
        int batch = Integer.parseInt(args[1]);
        int builds = args.length - 2;
        int n = builds + 1; // the builds, then the baseline
        Playout[] playouts = new Playout[n];
        String[] names = new String[n];
        for (int i = 0; i < builds; i++) {
            ClassLoader loader = loaderOf(args[i + 2]);
            playouts[i] = tengen(loader);
            names[i] = Path.of(args[i + 2]).getFileName().toString();
        }
        playouts[builds] = baseline(loaderOf(args[2]));
        names[builds] = "flood-fill baseline";
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        SplittableRandom[] dice = new SplittableRandom[n];
        Arrays.setAll(dice, i -> new SplittableRandom(20020101L));
        double[][] rate = new double[n][rounds];
        for (int r = -Math.max(5, rounds / 4); r < rounds; r++) {
            for (int j = 0; j < n; j++) {
                int i = (j + Math.floorMod(r, n)) % n;
                // The baseline's playouts take about three times as long: a third as many per batch.
                int count = i == builds ? Math.max(1, batch / 3) : batch;
                long start = threads.getCurrentThreadCpuTime();
                long moves = 0;
                for (int k = 0; k < count; k++) {
                    moves += playouts[i].run(dice[i]);
                }
                long end = threads.getCurrentThreadCpuTime();
                if (r >= 0) {
                    rate[i][r] = moves * 1e9 / (end - start);
                }
            }
        }
        System.out.printf("%d rounds, batches of %d playouts (baseline %d), thread CPU time, medians:%n", rounds, batch, Math.max(1, batch / 3));
        for (int i = 0; i < n; i++) {
            double[] toReference = new double[rounds];
            double[] toBaseline = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                toReference[r] = rate[i][r] / rate[0][r];
                toBaseline[r] = rate[i][r] / rate[builds][r];
            }
            System.out.printf("%-28s %10.0f moves per CPU-s   to %s %.3f   to the baseline %.2f%n",
                    names[i], PlayoutCpuTime.median(rate[i]), names[0], PlayoutCpuTime.median(toReference),
                    PlayoutCpuTime.median(toBaseline));
        }
    }

    private static ClassLoader loaderOf(String jar) throws Exception {
        return new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    }

    private static Playout tengen(ClassLoader loader) throws Exception {
        Class<?> ruleset = Class.forName("dev.tengen.rules.Ruleset", true, loader);
        Object rules = Class.forName("dev.tengen.rules.Rulesets", true, loader).getField("CHINESE_2002").get(null);
        Method run = Class.forName("dev.tengen.bench.TengenPlayout", true, loader)
                .getDeclaredMethod("run", ruleset, SplittableRandom.class, int.class);
        run.setAccessible(true);
        MethodHandle handle = MethodHandles.insertArguments(MethodHandles.lookup().unreflect(run), 0, rules);
        return random -> (int) handle.invokeExact(random, PlayoutBenchmark.MOVE_CAP);
    }

    private static Playout baseline(ClassLoader loader) throws Exception {
        Class<?> boardClass = Class.forName("dev.tengen.bench.FloodFillBoard", true, loader);
        var board = boardClass.getDeclaredConstructor();
        board.setAccessible(true);
        Method run = Class.forName("dev.tengen.bench.FloodFillPlayout", true, loader)
                .getDeclaredMethod("run", boardClass, SplittableRandom.class, int.class, int[].class);
        run.setAccessible(true);
        return random -> (int) run.invoke(null, board.newInstance(), random, PlayoutBenchmark.MOVE_CAP, null);
    }
}
