package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tengen's pairing of every round of the shared tournaments against OpenGotha 3.52's own pairing of
 * the same players (from {@code opengotha/expected}): no pair of Tengen's is further apart in score
 * than OpenGotha's furthest pair, and where the geography criterion is on, Tengen pairs no more
 * compatriots than OpenGotha among the pairs the criterion covers (players below the McMahon bar:
 * Tengen, following the EGF rules, leaves geography aside at the bar; OpenGotha applies it to all).
 */
class OpenGothaComparisonTest {

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th",
        "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void noPairIsFurtherApartThanOpenGothasFurthest(String name) throws Exception {
        forEachRound(name, (where, field, ours, openGotha) -> assertTrue(
                furthest(field, ours) <= furthest(field, openGotha),
                where + ": furthest pair " + furthest(field, ours) + " score groups apart, OpenGotha's " + furthest(field, openGotha)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th"})
    void noMoreCompatriotsMeetThanInOpenGothasPairing(String name) throws Exception {
        forEachRound(name, (where, field, ours, openGotha) -> assertTrue(
                compatriots(field, ours) <= compatriots(field, openGotha),
                where + ": " + compatriots(field, ours) + " pairs of compatriots below the bar, OpenGotha's "
                        + compatriots(field, openGotha)));
    }

    private interface RoundCheck {
        void check(String where, Field field, int[] ours, int[] openGotha);
    }

    private static void forEachRound(String name, RoundCheck check) throws Exception {
        OpenGothaFile file = OpenGothaFile.read("/opengotha/" + name + ".xml");
        McMahonPairer pairer = new McMahonPairer(file.pairingParameters());
        for (OpenGothaPairings.Round round : OpenGothaPairings.read(name).rounds()) {
            OpenGothaFile.RoundInput input = file.roundInput(round.number(), new HashSet<>(round.players()));
            PreparedRound prepared = pairer.prepare(round.number(), file.players(), input.games(), input.byes());
            Field field = prepared.field();
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < field.size; i++) {
                index.put(field.players[i].id(), i);
            }
            int[] openGotha = new int[field.size];
            for (OpenGothaPairings.Pair pair : round.pairs()) {
                openGotha[index.get(pair.white())] = index.get(pair.black());
                openGotha[index.get(pair.black())] = index.get(pair.white());
            }
            int[] ours = new WholeFieldMatcher(field, prepared.weigher()).match().mate();
            check.check(name + " round " + round.number(), field, ours, openGotha);
        }
    }

    private static int furthest(Field field, int[] mate) {
        int furthest = 0;
        for (int i = 0; i < mate.length; i++) {
            furthest = Math.max(furthest, Math.abs(field.group[i] - field.group[mate[i]]));
        }
        return furthest;
    }

    private static int compatriots(Field field, int[] mate) {
        int count = 0;
        for (int i = 0; i < mate.length; i++) {
            int j = mate[i];
            if (j > i && field.country[i] == field.country[j] && !field.atTheBar[i] && !field.atTheBar[j]) {
                count++;
            }
        }
        return count;
    }
}
