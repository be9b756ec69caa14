package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.pairing.RoundPairing;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every round of the nine shared real tournaments, re-paired with the file's own parameters and
 * exactly the players OpenGotha paired in it: the pairing is the heaviest of the whole field under
 * Tengen's criteria. Checked three ways: its duals prove it (checked here pair by pair, independently
 * of the matcher), it weighs what the cubic matching of the complete graph finds, and it crosses
 * score groups exactly as that optimum does (the same number of pairs at each distance).
 */
class WholeFieldOptimumTest {

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th",
        "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void everyRoundIsTheOptimumOfTheWholeField(String name) throws Exception {
        OpenGothaFile file = OpenGothaFile.read("/opengotha/" + name + ".xml");
        PairingParameters parameters = file.pairingParameters();
        McMahonPairer pairer = new McMahonPairer(parameters);
        for (OpenGothaPairings.Round round : OpenGothaPairings.read(name).rounds()) {
            String where = name + " round " + round.number();
            OpenGothaFile.RoundInput input = file.roundInput(round.number(), new HashSet<>(round.players()));
            PreparedRound prepared = pairer.prepare(round.number(), file.players(), input.games(), input.byes());
            ProvedRound proved = ProvedRound.of(prepared);
            proved.assertProvedOptimal(where);

            int[] reference = new ChunkedMatcher(prepared.field(), prepared.weigher(), MatchingStrategy.FULL_GRAPH,
                    parameters.seedingFor(round.number())).match();
            int[] ours = proved.matching().mate();
            assertEquals(proved.weightOf(reference), proved.weightOf(ours), where + ": weight of the complete graph's optimum");
            assertEquals(proved.distances(reference), proved.distances(ours), where + ": pairs per score-group distance");

            RoundPairing paired = assertInstanceOf(PairingOutcome.Paired.class,
                    pairer.pair(round.number(), file.players(), input.games(), input.byes())).pairing();
            assertEquals(pairs(prepared.field(), ours), pairs(paired), where + ": the pairer gives the proved pairing");
        }
    }

    private static Set<Set<String>> pairs(Field field, int[] mate) {
        Set<Set<String>> pairs = new HashSet<>();
        for (int i = 0; i < mate.length; i++) {
            pairs.add(Set.of(field.players[i].id(), field.players[mate[i]].id()));
        }
        return pairs;
    }

    private static Set<Set<String>> pairs(RoundPairing pairing) {
        Set<Set<String>> pairs = new HashSet<>();
        pairing.games().forEach(g -> pairs.add(Set.of(g.black(), g.white())));
        return pairs;
    }
}
