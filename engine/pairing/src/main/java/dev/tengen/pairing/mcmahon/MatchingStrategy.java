package dev.tengen.pairing.mcmahon;

/** How the round's graph is built and matched. */
public enum MatchingStrategy {
    /**
     * The heaviest pairing of the whole field, proved so: an exact matching on the pairs inside
     * each score group and the heaviest pairs across neighbouring groups, every other pair priced
     * against its duals and added if it could improve it ({@link WholeFieldMatcher}).
     */
    WHOLE_FIELD,
    /** One exact matching on the complete graph of the whole field, cubic in time: the reference the tests use. */
    FULL_GRAPH,
    /**
     * Score groups gathered into chunks of about {@link ChunkedMatcher#TARGET} players (a big group
     * split so that seeding partners stay together), each chunk matched exactly on its complete
     * graph, the unpaired carried to the next: fast but not the optimum of the field (a player goes
     * down from a chunk without seeing the next one). A baseline for the benchmarks only.
     */
    CHUNKED,
    /** Chunks as {@link #CHUNKED} but matched greedily: a baseline for the benchmarks only. */
    GREEDY
}
