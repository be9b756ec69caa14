package dev.tengen.pairing.matching;

/**
 * Maximum-weight matching on a general graph with exact integer weights. With {@code maxCardinality}
 * the result has the most edges possible and, among those, the greatest weight: the form pairing
 * needs, where everyone present must get a game.
 */
public final class MaximumWeightMatching {

    private MaximumWeightMatching() {
    }

    /**
     * @param vertexCount vertices are {@code 0..vertexCount-1}
     * @param edges weighted edges; weights must stay below 2^60 in magnitude
     * @param maxCardinality whether to maximise the number of edges first
     * @return for each vertex its mate, or -1 if unmatched
     */
    public static int[] solve(int vertexCount, EdgeList edges, boolean maxCardinality) {
        if (edges.vertexBound() > vertexCount) {
            throw new IllegalArgumentException("edge beyond vertex " + (vertexCount - 1));
        }
        if (vertexCount == 0) {
            return new int[0];
        }
        return new BlossomSolver(vertexCount, edges, maxCardinality).solve();
    }

    /**
     * The maximum-weight perfect matching of the graph with its optimality proof, or null if the
     * graph has none. Starts greedily (see {@link GreedyStart}), so it is fast when most of the
     * vertices can keep the partner a greedy choice gives them.
     *
     * @param vertexCount vertices are {@code 0..vertexCount-1}
     * @param edges weighted edges; weights must stay below 2^60 in magnitude
     */
    public static PerfectMatching perfect(int vertexCount, EdgeList edges) {
        if (edges.vertexBound() > vertexCount) {
            throw new IllegalArgumentException("edge beyond vertex " + (vertexCount - 1));
        }
        if (vertexCount % 2 == 1) {
            return null;
        }
        PerfectForest solver = new PerfectForest(vertexCount, edges);
        int[] mate = vertexCount == 0 ? new int[0] : solver.solve();
        return mate == null ? null : proved(mate, solver.certificate(), edges);
    }

    /**
     * As {@link #perfect(int, EdgeList)}, started from an earlier solution: {@code partner} (each
     * vertex's partner or -1) and {@code duals} (vertex duals in the scale 2 of {@link DualCertificate},
     * any values: those too low for an edge are raised, and a pair whose edge is not tight under them
     * is split). The result is the same optimum, found faster when the start is close to it.
     */
    public static PerfectMatching perfectFrom(int vertexCount, EdgeList edges, int[] partner, long[] duals) {
        if (edges.vertexBound() > vertexCount) {
            throw new IllegalArgumentException("edge beyond vertex " + (vertexCount - 1));
        }
        if (partner.length != vertexCount || duals.length != vertexCount) {
            throw new IllegalArgumentException("a start needs a partner and a dual for each of the " + vertexCount + " vertices");
        }
        if (vertexCount % 2 == 1) {
            return null;
        }
        PerfectForest solver = new PerfectForest(vertexCount, edges);
        int[] mate = vertexCount == 0 ? new int[0] : solver.solveFrom(partner, duals);
        return mate == null ? null : proved(mate, solver.certificate(), edges);
    }

    /**
     * The matching with its duals, once they are checked to cover every edge of the graph: duals that
     * leave one uncovered are a fault of the solver, reported here rather than handed to a caller
     * that prices pairs against them (it would offer that edge again and again).
     */
    private static PerfectMatching proved(int[] mate, DualCertificate certificate, EdgeList edges) {
        for (int k = 0; k < edges.size(); k++) {
            int u = edges.from(k);
            int v = edges.to(k);
            if (!certificate.covers(u, v, edges.weight(k))) {
                throw new IllegalStateException("matching: the duals found do not cover the edge " + u + "-" + v
                        + " of weight " + edges.weight(k) + ", so they prove nothing");
            }
        }
        return new PerfectMatching(mate, certificate);
    }

    /** Total weight of the matched edges given by {@code mate} (each edge counted once). */
    public static long weightOf(int[] mate, EdgeList edges) {
        long total = 0;
        for (int k = 0; k < edges.size(); k++) {
            if (mate[edges.from(k)] == edges.to(k) && mate[edges.to(k)] == edges.from(k)) {
                total += edges.weight(k);
            }
        }
        return total;
    }
}
