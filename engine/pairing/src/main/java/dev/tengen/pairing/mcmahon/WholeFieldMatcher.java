package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.matching.EdgeList;
import dev.tengen.pairing.matching.MaximumWeightMatching;
import dev.tengen.pairing.matching.PerfectMatching;
import java.util.Arrays;

/**
 * The heaviest pairing of the whole field under the criteria, found exactly and proved so: the
 * matching is computed on the {@link CandidatePairs}, then {@link PairPricing} checks every other
 * pair of the field against its duals; pairs that could improve it are added and the matching is
 * made again, until none can. The duals then bound every pairing of the whole field.
 *
 * <p>Each matching starts from each score group matched on its own (its pairs and duals), where
 * nearly every player finds his partner, so that the search over the whole field only has the few
 * players left between groups to place. (The duals of a matching of the whole field would make a
 * worse start for the next: those the added pairs break split many pairs.)
 */
final class WholeFieldMatcher {

    private final Field field;
    private final EdgeWeigher weigher;

    WholeFieldMatcher(Field field, EdgeWeigher weigher) {
        this.field = field;
        this.weigher = weigher;
    }

    /** The pairing (each field index's partner) and the duals that prove it the heaviest; the field is even. */
    PerfectMatching match() {
        long bonus = weigher.rematchBonus(field.size);
        EdgeList candidates = CandidatePairs.of(field, weigher, bonus);
        int[] partner = new int[field.size];
        long[] duals = new long[field.size];
        groupsAlone(candidates, partner, duals);
        while (true) {
            PerfectMatching matching = MaximumWeightMatching.perfectFrom(field.size, candidates, partner, duals);
            if (matching == null) {
                throw new IllegalStateException("no perfect matching although every player is linked to the next");
            }
            EdgeList better = PairPricing.violations(field, weigher, bonus, matching.certificate());
            if (better.size() == 0) {
                return matching;
            }
            candidates.addAll(better);
        }
    }

    /**
     * The start of the first matching: each score group matched alone on its candidate pairs (an odd
     * group without its last player, who is left free with the players of a group that could not be
     * matched alone), with the duals of that matching.
     */
    private void groupsAlone(EdgeList candidates, int[] partner, long[] duals) {
        Arrays.fill(partner, -1);
        int n = field.size;
        EdgeList[] inside = new EdgeList[n];
        for (int start = 0; start < n; start += field.groupSize[start]) {
            inside[start] = new EdgeList();
        }
        for (int k = 0; k < candidates.size(); k++) {
            int u = candidates.from(k);
            int v = candidates.to(k);
            int start = field.groupStart[u];
            int paired = start + field.groupSize[u] / 2 * 2;
            if (field.groupStart[v] == start && u < paired && v < paired) {
                inside[start].add(u - start, v - start, candidates.weight(k));
            }
        }
        for (int start = 0; start < n; start += field.groupSize[start]) {
            int size = field.groupSize[start] / 2 * 2;
            PerfectMatching alone = size == 0 ? null : MaximumWeightMatching.perfect(size, inside[start]);
            if (alone == null) {
                continue;
            }
            long[] flat = alone.certificate().flatVertexDuals();
            for (int x = 0; x < size; x++) {
                partner[start + x] = start + alone.mate()[x];
                duals[start + x] = flat[x];
            }
        }
    }
}
