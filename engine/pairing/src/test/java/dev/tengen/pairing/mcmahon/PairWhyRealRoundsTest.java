package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.criteria.Criterion;
import java.util.HashSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every round of the shared real tournaments (src/test/resources/opengotha, copied from /work/shared/data/opengotha),
 * paired by Tengen: for every pair of the pairing, the components of "why this pairing" add up to the weight the
 * matching used for that pair, and over the whole round to the weight the pairer gives its pairing.
 */
class PairWhyRealRoundsTest {

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th",
        "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void componentsAddUpToTheWeightTheMatcherUsed(String name) throws Exception {
        OpenGothaFile file = OpenGothaFile.read("/opengotha/" + name + ".xml");
        McMahonPairer pairer = new McMahonPairer(file.pairingParameters());
        for (OpenGothaPairings.Round round : OpenGothaPairings.read(name).rounds()) {
            String where = name + " round " + round.number();
            OpenGothaFile.RoundInput input = file.roundInput(round.number(), new HashSet<>(round.players()));
            PreparedRound prepared = pairer.prepare(round.number(), file.players(), input.games(), input.byes());
            long bonus = prepared.weigher().rematchBonus(prepared.field().size);
            RoundPairing pairing = assertInstanceOf(PairingOutcome.Paired.class,
                    pairer.pair(round.number(), file.players(), input.games(), input.byes())).pairing();
            long criteria = 0;
            int rematches = 0;
            for (Pairing game : pairing.games()) {
                PairWhy.Weighed why = assertInstanceOf(PairWhy.Weighed.class, pairer.why(round.number(), file.players(),
                        input.games(), input.byes(), pairing.byes(), game.black(), game.white()), where);
                long sum = why.components().stream().mapToLong(PairComponent::weight).sum();
                int i = prepared.field().indexOf(game.black());
                int j = prepared.field().indexOf(game.white());
                assertEquals(prepared.weigher().weight(i, j, bonus), sum, where + " board " + game.board() + ": matcher's weight");
                assertEquals(why.weight(), sum, where + " board " + game.board() + ": the weight answered");
                long rematch = why.components().getFirst().weight();
                assertEquals(Criterion.AVOID_REMATCH, why.components().getFirst().criterion());
                criteria += sum - rematch;
                rematches += rematch == 0 ? 1 : 0;
            }
            PairingWeight whole = pairer.weightOf(round.number(), file.players(), input.games(), input.byes(), pairing)
                    .orElseThrow();
            assertEquals(whole, new PairingWeight(rematches, criteria), where + ": the round's weight");
        }
    }
}
