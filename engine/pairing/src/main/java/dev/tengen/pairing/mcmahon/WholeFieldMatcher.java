package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.matching.EdgeList;
import dev.tengen.pairing.matching.MaximumWeightMatching;
import dev.tengen.pairing.matching.PerfectMatching;

/**
 * The heaviest pairing of the whole field under the criteria, found exactly and proved so: the
 * matching is computed on the {@link CandidatePairs}, then {@link PairPricing} checks every other
 * pair of the field against its duals; pairs that could improve it are added and the matching is
 * made again, until none can. The duals then bound every pairing of the whole field.
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
        while (true) {
            PerfectMatching matching = MaximumWeightMatching.perfect(field.size, candidates);
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
}
