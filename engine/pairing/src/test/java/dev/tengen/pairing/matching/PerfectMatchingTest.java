package dev.tengen.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The perfect-matching search: brute force, the staged solver, and the proof it gives (JGraphT: MaximumWeightMatchingTest). */
class PerfectMatchingTest {

    /** The edges {@code {u, v, weight}}. */
    private static EdgeList edges(long[]... edges) {
        EdgeList list = new EdgeList();
        for (long[] e : edges) {
            list.add((int) e[0], (int) e[1], e[2]);
        }
        return list;
    }

    @Test
    void takesTheTwoLighterEdgesThatMatchEveryone() {
        // a -1- b -10- c -1- d : only {ab, cd} is perfect
        EdgeList path = edges(new long[] {0, 1, 1}, new long[] {1, 2, 10}, new long[] {2, 3, 1});
        assertEquals(2, MaximumWeightMatching.weightOf(MaximumWeightMatching.perfect(4, path).mate(), path));
    }

    @Test
    void answersNullWhenNoPerfectMatchingExists() {
        // a star: the centre can take only one of three leaves; a triangle has an odd number of vertices
        assertNull(MaximumWeightMatching.perfect(4, edges(new long[] {0, 1, 5}, new long[] {0, 2, 5}, new long[] {0, 3, 5})));
        assertNull(MaximumWeightMatching.perfect(3, edges(new long[] {0, 1, 1}, new long[] {1, 2, 1}, new long[] {0, 2, 1})));
    }

    @Test
    void certificateExposesAPairLeftOutThatWouldImproveTheMatching() {
        // on the path a-b-c-d the best is {ab, cd} = 2; the omitted pair a-d (weight 20) with b-c (10) makes 30
        PerfectMatching matching = MaximumWeightMatching.perfect(4, edges(new long[] {0, 1, 1}, new long[] {1, 2, 10},
                new long[] {2, 3, 1}));
        assertTrue(matching.certificate().slack(0, 3, 20) < 0);
        long[][] complete = {{0, 1, 0, 20}, {1, 0, 10, 0}, {0, 10, 0, 1}, {20, 0, 1, 0}};
        assertNotNull(CertificateCheck.failure(4, matching.mate(), matching.certificate(), (u, v) -> complete[u][v]));
    }

    /** Graphs of up to 12 vertices: the weight is the best of all perfect matchings found by brute force. */
    @Property(tries = 400)
    void isTheHeaviestOfAllPerfectMatchings(@ForAll @IntRange(min = 1, max = 6) int half, @ForAll long seed) {
        int n = 2 * half;
        Random random = new Random(seed);
        long[][] weight = new long[n][n];
        boolean[][] edge = new boolean[n][n];
        EdgeList edges = new EdgeList();
        int density = 1 + random.nextInt(3);
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                if (random.nextInt(3) < density) {
                    weight[u][v] = weight[v][u] = random.nextInt(random.nextBoolean() ? 4 : 100) - 3;
                    edge[u][v] = edge[v][u] = true;
                    edges.add(u, v, weight[u][v]);
                }
            }
        }
        Long best = bestPerfect(n, weight, edge, new boolean[n]);
        PerfectMatching matching = MaximumWeightMatching.perfect(n, edges);
        if (best == null) {
            assertNull(matching);
        } else {
            assertEquals(best, MaximumWeightMatching.weightOf(matching.mate(), edges));
        }
    }

    /**
     * Larger graphs with many equal weights (the shape of pairing weights), each with a Hamiltonian
     * path so that a perfect matching exists: the weight equals the staged solver's maximum-cardinality
     * optimum, and the duals prove it.
     */
    @Property(tries = 150)
    void agreesWithTheStagedSolverAndProvesItself(@ForAll @IntRange(min = 2, max = 60) int half, @ForAll long seed) {
        int n = 2 * half;
        Random random = new Random(seed);
        long[][] weight = new long[n][n];
        EdgeList edges = new EdgeList();
        int levels = 1 + random.nextInt(6);
        int density = 1 + random.nextInt(6);
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                weight[u][v] = weight[v][u] = 1000L * random.nextInt(levels) + (random.nextInt(3) == 0 ? random.nextInt(5) : 0) - 1500;
                if (v == u + 1 || random.nextInt(8) < density) {
                    edges.add(u, v, weight[u][v]);
                }
            }
        }
        PerfectMatching matching = MaximumWeightMatching.perfect(n, edges);
        int[] staged = MaximumWeightMatching.solve(n, edges, true);
        assertEquals(MaximumWeightMatching.weightOf(staged, edges), MaximumWeightMatching.weightOf(matching.mate(), edges));
        boolean[][] inGraph = new boolean[n][n];
        for (int k = 0; k < edges.size(); k++) {
            inGraph[edges.from(k)][edges.to(k)] = inGraph[edges.to(k)][edges.from(k)] = true;
        }
        // pairs outside the graph weigh so little that the proof must hold for them too
        assertNull(CertificateCheck.failure(n, matching.mate(), matching.certificate(),
                (u, v) -> inGraph[u][v] ? weight[u][v] : -1_000_000_000L));
    }

    private static Long bestPerfect(int n, long[][] weight, boolean[][] edge, boolean[] used) {
        int u = 0;
        while (u < n && used[u]) {
            u++;
        }
        if (u == n) {
            return 0L;
        }
        used[u] = true;
        Long best = null;
        for (int v = u + 1; v < n; v++) {
            if (!used[v] && edge[u][v]) {
                used[v] = true;
                Long rest = bestPerfect(n, weight, edge, used);
                used[v] = false;
                if (rest != null && (best == null || rest + weight[u][v] > best)) {
                    best = rest + weight[u][v];
                }
            }
        }
        used[u] = false;
        return best;
    }
}
