package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.matching.DualCertificate;
import dev.tengen.pairing.matching.EdgeList;
import java.util.Arrays;
import java.util.Comparator;

/**
 * Checks every pair of the field against the duals of a matching: a pair whose slack is negative
 * could make the matching heavier, so it is returned to be offered to the matching; if none is, the
 * duals prove the matching the heaviest of the whole field (LP duality, see {@link DualCertificate}).
 * Pairs inside a score group are all offered already unless the group is big; elsewhere a group is
 * passed over for a player as soon as even the heaviest pair it could hold there has a non-negative
 * slack.
 */
final class PairPricing {

    private PairPricing() {
    }

    /** The pairs not all offered (across score groups, inside big ones) that break the certificate, as edges with their weights. */
    static EdgeList violations(Field field, EdgeWeigher weigher, long rematchBonus, DualCertificate proof) {
        int n = field.size;
        // each group's players by increasing dual: the first with a non-negative bound ends the scan
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int start = 0; start < n; start += field.groupSize[start]) {
            Arrays.sort(order, start, start + field.groupSize[start], Comparator.comparingLong(proof::vertexDual));
        }
        EdgeList violated = new EdgeList();
        int scale = proof.scale();
        for (int i = 0; i < n; i++) {
            long dual = proof.vertexDual(i);
            // a group too big to offer all its pairs is priced inside too
            int first = field.groupSize[i] > CandidatePairs.WHOLE_GROUP ? field.groupStart[i] : field.groupStart[i] + field.groupSize[i];
            for (int start = first; start < n; start += field.groupSize[start]) {
                long bound = scale * weigher.upperBound(field.group[i] - field.group[start], rematchBonus);
                int end = start + field.groupSize[start];
                for (int x = start; x < end; x++) {
                    int j = order[x];
                    if (dual + proof.vertexDual(j) >= bound) {
                        break;
                    }
                    if (j <= i && start == field.groupStart[i]) {
                        continue;
                    }
                    long weight = weigher.weight(i, j, rematchBonus);
                    if (proof.slack(i, j, weight) < 0) {
                        violated.add(i, j, weight);
                    }
                }
            }
        }
        return violated;
    }
}
