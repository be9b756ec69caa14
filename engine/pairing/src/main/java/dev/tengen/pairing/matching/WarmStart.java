package dev.tengen.pairing.matching;

/**
 * A perfect matching's search started from an earlier solution instead of the greedy start: the
 * vertex duals given (in the certificate's scale 2, see {@link DualCertificate}) are raised where an
 * edge would have a negative slack, the pairs given are kept where their edge is still tight, and
 * only the vertices left free root the search. Raising a dual keeps every edge feasible, so the
 * primal-dual stages continue from here as from {@link GreedyStart} (the warm start of a sparse
 * matching whose edges grow by pricing: Applegate and Cook, "Solving large-scale matching problems",
 * DIMACS 1993).
 */
final class WarmStart {

    private WarmStart() {
    }

    /** Sets the duals and the initial matching of {@code s}; false if a vertex has no edge. */
    static boolean apply(BlossomState s, int[] partner, long[] duals) {
        int n = s.n;
        long[] dual = s.dual;
        System.arraycopy(duals, 0, dual, 0, n);
        boolean[] loose = new boolean[n];
        for (int k = 0; k < s.weight.length; k++) {
            long slack = s.slack(k);
            if (slack < 0) {
                int u = s.endpoint[2 * k];
                int v = s.endpoint[2 * k + 1];
                // raise the end that is free already if there is one: its pair is lost either way
                int raised = partner[v] == -1 || loose[v] ? v : u;
                dual[raised] -= slack;
                loose[raised] = true;
            }
        }
        for (int v = 0; v < n; v++) {
            if (s.neighbourEnds[v].length == 0) {
                return false;
            }
            int u = partner[v];
            if (u > v && !loose[v] && !loose[u] && partner[u] == v) {
                for (int p : s.neighbourEnds[v]) {
                    if (s.endpoint[p] == u && s.slack(p / 2) == 0) {
                        s.mate[v] = p;
                        s.mate[u] = p ^ 1;
                        break;
                    }
                }
            }
        }
        // as after the greedy start, the free vertices' duals share a parity (raising one keeps every edge feasible)
        for (int v = 0; v < n; v++) {
            if (s.mate[v] == -1 && (dual[v] & 1) != 0) {
                dual[v]++;
            }
        }
        return true;
    }
}
