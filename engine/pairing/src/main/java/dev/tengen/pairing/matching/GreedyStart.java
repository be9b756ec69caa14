package dev.tengen.pairing.matching;

/**
 * The greedy jump start of a perfect matching (Kolmogorov, "Blossom V", Math. Prog. Comp. 2009,
 * section 5.1): every vertex dual starts at its heaviest edge, then each vertex in turn lowers its
 * dual until one of its edges is tight and takes that edge if the other end is still free. Every
 * edge stays feasible and every matched edge is tight, so the primal-dual stages can continue from
 * here, with only the vertices left free still to match.
 */
final class GreedyStart {

    private GreedyStart() {
    }

    /** Sets the duals and the initial matching of {@code s}; false if a vertex has no edge. */
    static boolean apply(BlossomState s) {
        long[] dual = s.dual;
        java.util.Arrays.fill(dual, 0, s.n, Long.MIN_VALUE);
        for (int k = 0; k < s.weight.length; k++) {
            dual[s.endpoint[2 * k]] = Math.max(dual[s.endpoint[2 * k]], s.weight[k]);
            dual[s.endpoint[2 * k + 1]] = Math.max(dual[s.endpoint[2 * k + 1]], s.weight[k]);
        }
        for (int v = 0; v < s.n; v++) {
            if (s.neighbourEnds[v].length == 0) {
                return false;
            }
        }
        for (int v = 0; v < s.n; v++) {
            if (s.mate[v] == -1) {
                takeTightestEdge(s, v);
            }
        }
        // Free vertices are the roots of the search; their duals must share a parity so that half
        // an S-S slack stays whole (raising a free vertex's dual keeps every edge feasible).
        for (int v = 0; v < s.n; v++) {
            if (s.mate[v] == -1 && (dual[v] & 1) != 0) {
                dual[v]++;
            }
        }
        return true;
    }

    private static void takeTightestEdge(BlossomState s, int v) {
        long least = Long.MAX_VALUE;
        for (int p : s.neighbourEnds[v]) {
            least = Math.min(least, s.slack(p / 2));
        }
        s.dual[v] -= least;
        for (int p : s.neighbourEnds[v]) {
            int u = s.endpoint[p];
            if (s.mate[u] == -1 && s.slack(p / 2) == 0) {
                s.mate[v] = p;
                s.mate[u] = p ^ 1;
                return;
            }
        }
    }
}
