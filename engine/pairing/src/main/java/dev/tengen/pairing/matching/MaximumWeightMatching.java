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
        return mate == null ? null : new PerfectMatching(mate, solver.certificate());
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
