package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.matching.DualCertificate;
import dev.tengen.pairing.matching.EdgeList;
import java.util.Arrays;
import java.util.Comparator;

/**
 * Checks every pair of the field against the duals of a matching: a pair whose slack is negative
 * could make the matching heavier, so it is returned to be offered to the matching; if none is, the
 * duals prove the matching the heaviest of the whole field (LP duality, see {@link DualCertificate}).
 * Pairs inside a score group are all offered already unless the group is big. Elsewhere a bound
 * made of one part per player rules pairs out: each group's players are scanned by increasing part,
 * and the first whose part with the player's own reaches the bound ends the scan of that group.
 */
final class PairPricing {

    private PairPricing() {
    }

    /** The pairs not all offered (across score groups, inside big ones) that break the certificate, as edges with their weights. */
    static EdgeList violations(Field field, EdgeWeigher weigher, long rematchBonus, DualCertificate proof) {
        int n = field.size;
        int scale = proof.scale();
        // a player's part of the bound: his dual, less (one to three groups below) his share of the draw criterion
        long[] dual = new long[n];
        long[] lowerPart = new long[n];
        for (int j = 0; j < n; j++) {
            dual[j] = proof.vertexDual(j);
            lowerPart[j] = dual[j] - scale * weigher.lowerShare(j);
        }
        Integer[] byDual = byIncreasing(field, dual);
        Integer[] byLowerPart = byIncreasing(field, lowerPart);
        EdgeList violated = new EdgeList();
        for (int i = 0; i < n; i++) {
            long upperPart = dual[i] - scale * weigher.upperShare(i);
            // a group too big to offer all its pairs is priced inside too
            int first = field.groupSize[i] > CandidatePairs.WHOLE_GROUP ? field.groupStart[i] : field.groupStart[i] + field.groupSize[i];
            for (int start = first; start < n; start += field.groupSize[start]) {
                int gap = field.group[i] - field.group[start];
                boolean near = gap >= 1 && gap <= 3;
                long bound = scale * (near ? weigher.acrossBound(gap, rematchBonus) : weigher.upperBound(gap, rematchBonus));
                long own = near ? upperPart : dual[i];
                long[] part = near ? lowerPart : dual;
                Integer[] order = near ? byLowerPart : byDual;
                int end = start + field.groupSize[start];
                for (int x = start; x < end; x++) {
                    int j = order[x];
                    if (own + part[j] >= bound) {
                        break;
                    }
                    if (j <= i && gap == 0) {
                        continue;
                    }
                    long weight = weigher.weight(i, j, rematchBonus);
                    if (!proof.covers(i, j, weight)) {
                        violated.add(i, j, weight);
                    }
                }
            }
        }
        return violated;
    }

    /** The field's indices, each score group's sorted by increasing {@code key}. */
    private static Integer[] byIncreasing(Field field, long[] key) {
        Integer[] order = new Integer[field.size];
        for (int i = 0; i < field.size; i++) {
            order[i] = i;
        }
        for (int start = 0; start < field.size; start += field.groupSize[start]) {
            Arrays.sort(order, start, start + field.groupSize[start], Comparator.comparingLong(j -> key[j]));
        }
        return order;
    }
}
