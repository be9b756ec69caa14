package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.pairing.matching.CertificateCheck;
import dev.tengen.pairing.matching.PerfectMatching;
import java.util.TreeMap;

/**
 * A prepared round matched by the production matcher, with what the tests compare: its total weight,
 * the number of pairs at each score-group distance, and the independent check of its proof over every
 * pair of the field.
 */
record ProvedRound(PreparedRound prepared, PerfectMatching matching) {

    static ProvedRound of(PreparedRound prepared) {
        return new ProvedRound(prepared, new WholeFieldMatcher(prepared.field(), prepared.weigher()).match());
    }

    long bonus() {
        return prepared.weigher().rematchBonus(prepared.field().size);
    }

    /** What the criteria make of the pairs of {@code mate}. */
    PairingWeight weightOf(int[] mate) {
        return prepared.weigher().total(mate);
    }

    /** Score-group distance, to the number of pairs that far apart. */
    TreeMap<Integer, Integer> distances(int[] mate) {
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                counts.merge(Math.abs(prepared.field().group[i] - prepared.field().group[mate[i]]), 1, Integer::sum);
            }
        }
        return counts;
    }

    /** Fails unless the duals prove the matching the heaviest of all pairings of the field. */
    void assertProvedOptimal(String where) {
        Field field = prepared.field();
        assertNull(CertificateCheck.failure(field.size, matching.mate(), matching.certificate(),
                (u, v) -> prepared.weigher().weight(u, v, bonus())), where);
    }
}
