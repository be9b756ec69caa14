package dev.tengen.pairing.matching;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The dual solution that proves a perfect matching has the greatest weight (Edmonds' perfect
 * matching polytope and LP duality): a dual {@code y} per vertex and a dual {@code z >= 0} per odd
 * vertex set (the blossoms left at the end, nested or disjoint) such that for every pair
 * {@code u, v} {@code y(u) + y(v) + (z of the sets holding both) >= scale * w(u, v)}, with equality
 * on the matched pairs and each set with {@code z > 0} holding as many matched pairs as it can.
 * Every perfect matching then weighs at most {@code (sum y + sum z * (|set| - 1) / 2) / scale},
 * which the matching reaches. A pair whose {@link #slack} is negative would break the proof: that
 * is how pairs left out of a sparse graph are priced.
 */
public final class DualCertificate {

    private final int n;
    private final long[] vertexDuals;
    /** Nodes are the vertices {@code 0..n-1} and the sets {@code n..}; each node's smallest enclosing set or -1. */
    private final int[] parent;
    private final long[] setDuals;
    private final int[] depth;
    /** The z of a set and of every set around it. */
    private final long[] enclosingDuals;
    /** ancestors[k][x]: the node 2^k sets above x, or -1. */
    private final int[][] ancestors;
    private final int scale;

    /**
     * @param vertexDuals y per vertex
     * @param parent for each node (the vertices, then the sets) its smallest enclosing set's node, or -1
     * @param setDuals z per node (read for the sets only)
     */
    DualCertificate(long[] vertexDuals, int[] parent, long[] setDuals, int scale) {
        this.n = vertexDuals.length;
        this.vertexDuals = vertexDuals;
        this.parent = parent;
        this.setDuals = setDuals;
        this.scale = scale;
        int nodes = parent.length;
        depth = new int[nodes];
        enclosingDuals = new long[nodes];
        boolean[] done = new boolean[nodes];
        int[] chain = new int[nodes + 1];
        int maxDepth = 0;
        for (int x = 0; x < nodes; x++) {
            int length = 0;
            for (int y = x; y != -1 && !done[y]; y = parent[y]) {
                chain[length++] = y;
            }
            for (int i = length - 1; i >= 0; i--) {
                int y = chain[i];
                int p = parent[y];
                depth[y] = p == -1 ? 0 : depth[p] + 1;
                enclosingDuals[y] = (y >= n ? setDuals[y] : 0) + (p == -1 ? 0 : enclosingDuals[p]);
                done[y] = true;
                maxDepth = Math.max(maxDepth, depth[y]);
            }
        }
        int levels = 1;
        while ((1 << levels) <= maxDepth) {
            levels++;
        }
        ancestors = new int[levels][];
        ancestors[0] = parent;
        for (int k = 1; k < levels; k++) {
            int[] up = ancestors[k - 1];
            int[] next = new int[nodes];
            for (int x = 0; x < nodes; x++) {
                next[x] = up[x] == -1 ? -1 : up[up[x]];
            }
            ancestors[k] = next;
        }
    }

    /** The multiple of the weights the duals are kept in (duals stay whole numbers for whole weights). */
    public int scale() {
        return scale;
    }

    public int vertexCount() {
        return n;
    }

    public long vertexDual(int v) {
        return vertexDuals[v];
    }

    /** {@code y(u) + y(v) + z of the sets holding both - scale * weight}: never negative for a proven optimum. */
    public long slack(int u, int v, long weight) {
        return vertexDuals[u] + vertexDuals[v] - scale * weight + sharedSetDuals(u, v);
    }

    /** Whether the pair's {@link #slack} is not negative; the sets' duals, which only add to it, are looked up only when the vertex duals fall short. */
    public boolean covers(int u, int v, long weight) {
        return vertexDuals[u] + vertexDuals[v] >= scale * weight || slack(u, v, weight) >= 0;
    }

    /** The z of every set holding both {@code u} and {@code v}: the dual of their smallest common set and of those around it. */
    public long sharedSetDuals(int u, int v) {
        if (parent[u] == -1 || parent[v] == -1) {
            return 0;
        }
        int a = parent[u];
        int b = parent[v];
        if (depth[a] < depth[b]) {
            int t = a;
            a = b;
            b = t;
        }
        for (int k = ancestors.length - 1; k >= 0; k--) {
            int up = ancestors[k][a];
            if (up != -1 && depth[up] >= depth[b]) {
                a = up;
            }
        }
        if (a == b) {
            return enclosingDuals[a];
        }
        for (int k = ancestors.length - 1; k >= 0; k--) {
            if (ancestors[k][a] != ancestors[k][b]) {
                a = ancestors[k][a];
                b = ancestors[k][b];
            }
        }
        int common = parent[a];
        return common == -1 ? 0 : enclosingDuals[common];
    }

    /**
     * Vertex duals with the odd sets taken out: each vertex's dual plus half (rounded up) of the z of
     * every set holding it. They cover every pair as the certificate did (a pair inside a set gets
     * its whole z back), so they make a feasible warm start without the sets; only pairs leaving a
     * set with {@code z > 0} lose their tightness.
     */
    public long[] flatVertexDuals() {
        long[] flat = new long[n];
        for (int v = 0; v < n; v++) {
            long enclosing = parent[v] == -1 ? 0 : enclosingDuals[parent[v]];
            flat[v] = vertexDuals[v] + (enclosing + 1) / 2;
        }
        return flat;
    }

    /** The odd sets, each as its vertices; {@link #setDuals()} gives their z in the same order. */
    public List<int[]> sets() {
        List<List<Integer>> members = new ArrayList<>();
        for (int x = n; x < parent.length; x++) {
            members.add(new ArrayList<>());
        }
        for (int v = 0; v < n; v++) {
            for (int x = parent[v]; x != -1; x = parent[x]) {
                members.get(x - n).add(v);
            }
        }
        return members.stream().map(m -> m.stream().mapToInt(Integer::intValue).toArray()).toList();
    }

    /** The z of each set of {@link #sets()}, in the same order. */
    public long[] setDuals() {
        return Arrays.copyOfRange(setDuals, n, parent.length);
    }
}
