package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Round 5 of made-up opens of 1,000 and 5,000 players ({@link SyntheticField}), and the first round of
 * a 2,000-player Swiss (all in one score group): the pairing is the heaviest of the whole field under
 * the criteria, its duals checked pair by pair over the complete field (half a million to twelve and
 * a half million pairs). For 1,000 players the cubic matching of the complete graph also gives the
 * same weight and crosses score groups the same way. The checks on 5,000 players and the
 * complete-graph matching take seconds, so they carry the tag {@code slow} (run by the default build
 * all the same).
 */
class SyntheticFieldOptimumTest {

    private static final Map<Integer, SyntheticField> FIELDS = new ConcurrentHashMap<>();

    private static PreparedRound roundFive(int size) {
        SyntheticField field = FIELDS.computeIfAbsent(size, s -> SyntheticField.of(s, 4, 2024));
        return new McMahonPairer(field.parameters()).prepare(5, field.players(), field.games(), field.byes());
    }

    @Test
    void thousandPlayerRoundIsProvedTheOptimum() {
        ProvedRound.of(roundFive(1000)).assertProvedOptimal("1,000 players, round 5");
    }

    @Test
    @Tag("slow")
    void thousandPlayerRoundWeighsWhatTheCompleteGraphOptimumWeighs() {
        PreparedRound prepared = roundFive(1000);
        ProvedRound proved = ProvedRound.of(prepared);
        int[] reference = new ChunkedMatcher(prepared.field(), prepared.weigher(), MatchingStrategy.FULL_GRAPH,
                FIELDS.get(1000).parameters().seedingFor(5)).match();
        assertEquals(proved.weightOf(reference), proved.weightOf(proved.matching().mate()));
        assertEquals(proved.distances(reference), proved.distances(proved.matching().mate()));
    }

    @Test
    void swissFirstRoundOfTwoThousandInOneScoreGroupIsProvedTheOptimum() {
        // one group bigger than CandidatePairs.WHOLE_GROUP: only its heaviest pairs are offered, the rest priced
        SyntheticField field = SyntheticField.of(2000, 0, 2024, PairingParameters.swiss());
        PreparedRound prepared = new McMahonPairer(field.parameters()).prepare(1, field.players(), field.games(), field.byes());
        assertTrue(prepared.field().groupSize[0] > CandidatePairs.WHOLE_GROUP);
        ProvedRound.of(prepared).assertProvedOptimal("2,000 players in one Swiss group");
    }

    @Test
    @Tag("slow")
    void fiveThousandPlayerRoundIsProvedTheOptimum() {
        ProvedRound.of(roundFive(5000)).assertProvedOptimal("5,000 players, round 5");
    }
}
