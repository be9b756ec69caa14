package dev.tengen.pairing.mcmahon;

/** How the round's graph is built and matched. */
public enum MatchingStrategy {
    /**
     * Score groups gathered into chunks of about {@link ChunkedMatcher#TARGET} players (a big group
     * split so that seeding partners stay together), each chunk matched exactly on its complete
     * graph, the unpaired carried to the next; chunks merged and redone if a rematch slipped in.
     */
    CHUNKED,
    /** One exact matching on the complete graph of the whole field: the reference, slow for big fields. */
    FULL_GRAPH,
    /** Chunks as {@link #CHUNKED} but matched greedily: a baseline for the benchmarks only. */
    GREEDY
}
