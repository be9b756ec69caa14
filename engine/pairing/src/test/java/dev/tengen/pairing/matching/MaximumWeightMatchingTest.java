package dev.tengen.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.junit.jupiter.api.Test;

class MaximumWeightMatchingTest {

    @Test
    void prefersTwoMediumEdgesOverOneHeavyEdgeInAPath() {
        // a -5- b -8- c -5- d : {ab, cd} = 10 beats {bc} = 8
        EdgeList edges = new EdgeList();
        edges.add(0, 1, 5);
        edges.add(1, 2, 8);
        edges.add(2, 3, 5);
        assertArrayEquals(new int[] {1, 0, 3, 2}, MaximumWeightMatching.solve(4, edges, false));
    }

    @Test
    void maxCardinalityTakesAllVerticesEvenAtALossOfWeight() {
        // a -1- b -10- c -1- d : weight alone takes bc (10); cardinality first takes ab, cd (2)
        EdgeList edges = new EdgeList();
        edges.add(0, 1, 1);
        edges.add(1, 2, 10);
        edges.add(2, 3, 1);
        assertArrayEquals(new int[] {-1, 2, 1, -1}, MaximumWeightMatching.solve(4, edges, false));
        assertArrayEquals(new int[] {1, 0, 3, 2}, MaximumWeightMatching.solve(4, edges, true));
    }

    @Test
    void augmentsThroughAnOddCycle() {
        // triangle a-b-c (6 each) with tails a-d, b-e, c-f (4 each): the search shrinks the
        // triangle into a blossom and must expand it to reach 4+4+4 = 12 over 6+4 = 10
        EdgeList edges = new EdgeList();
        edges.add(0, 1, 6);
        edges.add(1, 2, 6);
        edges.add(0, 2, 6);
        edges.add(0, 3, 4);
        edges.add(1, 4, 4);
        edges.add(2, 5, 4);
        int[] mate = MaximumWeightMatching.solve(6, edges, false);
        assertArrayEquals(new int[] {3, 4, 5, 0, 1, 2}, mate);
    }

    /**
     * Complete graphs with an even number of vertices: the optimum is a perfect matching, so Blossom V
     * agrees on its weight, and so does the perfect-matching search.
     */
    @Property(tries = 200)
    void agreesWithJGraphTOnCompleteGraphs(@ForAll @IntRange(min = 1, max = 20) int half, @ForAll long seed) {
        int n = 2 * half;
        Random random = new Random(seed);
        EdgeList edges = new EdgeList();
        Graph<Integer, DefaultWeightedEdge> graph = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < n; v++) {
            graph.addVertex(v);
        }
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                int w = random.nextInt(1000);
                edges.add(u, v, w);
                graph.setEdgeWeight(graph.addEdge(u, v), w);
            }
        }
        int[] mate = MaximumWeightMatching.solve(n, edges, true);
        double expected = new KolmogorovWeightedPerfectMatching<>(graph, ObjectiveSense.MAXIMIZE).getMatching().getWeight();
        assertEquals((long) expected, MaximumWeightMatching.weightOf(mate, edges));
        for (int v = 0; v < n; v++) {
            assertEquals(v, mate[mate[v]]);
        }
        assertEquals((long) expected, MaximumWeightMatching.weightOf(MaximumWeightMatching.perfect(n, edges).mate(), edges));
    }

    /** Sparse graphs of up to 10 vertices: the optimum equals the best of all matchings found by brute force. */
    @Property(tries = 300)
    void agreesWithBruteForceOnSparseGraphs(@ForAll @IntRange(min = 2, max = 10) int n, @ForAll long seed,
            @ForAll boolean maxCardinality) {
        Random random = new Random(seed);
        EdgeList edges = new EdgeList();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                if (random.nextInt(3) == 0) {
                    edges.add(u, v, random.nextInt(20) - 3);
                }
            }
        }
        int[] mate = MaximumWeightMatching.solve(n, edges, maxCardinality);
        long[] best = bruteForce(n, edges, new int[n], 0, maxCardinality);
        assertEquals(best[1], MaximumWeightMatching.weightOf(mate, edges));
        if (maxCardinality) {
            assertEquals(best[0], cardinality(mate));
        }
    }

    private static long cardinality(int[] mate) {
        long c = 0;
        for (int m : mate) {
            c += m >= 0 ? 1 : 0;
        }
        return c / 2;
    }

    /** Best {cardinality, weight} over matchings of the edges from index {@code k} on, given the vertices already used. */
    private static long[] bruteForce(int n, EdgeList edges, int[] used, int k, boolean maxCardinality) {
        if (k == edges.size()) {
            return new long[] {0, 0};
        }
        long[] best = bruteForce(n, edges, used, k + 1, maxCardinality);
        int u = edges.from(k);
        int v = edges.to(k);
        if (used[u] == 0 && used[v] == 0) {
            used[u] = 1;
            used[v] = 1;
            long[] with = bruteForce(n, edges, used, k + 1, maxCardinality);
            used[u] = 0;
            used[v] = 0;
            long[] candidate = {with[0] + 1, with[1] + edges.weight(k)};
            boolean better = maxCardinality
                    ? candidate[0] > best[0] || (candidate[0] == best[0] && candidate[1] > best[1])
                    : candidate[1] > best[1];
            if (better) {
                best = candidate;
            }
        }
        return best;
    }
}
