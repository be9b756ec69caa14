package dev.tengen.pairing.matching;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Heaviest edge first, skipping edges whose ends are taken: a half-approximation used only as the
 * speed and quality baseline of the benchmarks.
 */
public final class GreedyMatching {

    private GreedyMatching() {
    }

    public static int[] solve(int vertexCount, EdgeList edges) {
        Integer[] order = new Integer[edges.size()];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        Arrays.sort(order, Comparator.comparingLong((Integer k) -> edges.weight(k)).reversed());
        int[] mate = new int[vertexCount];
        Arrays.fill(mate, -1);
        for (int k : order) {
            int u = edges.from(k);
            int v = edges.to(k);
            if (mate[u] == -1 && mate[v] == -1) {
                mate[u] = v;
                mate[v] = u;
            }
        }
        return mate;
    }
}
