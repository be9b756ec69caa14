package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.pairing.criteria.CriterionScale;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tengen's pairing of every round of the shared tournaments against OpenGotha 3.52's own pairing of
 * the same players (from {@code opengotha/expected}): no pair of Tengen's is further apart in score
 * than OpenGotha's furthest pair; where the geography criterion is on, Tengen pairs no more
 * compatriots than OpenGotha among the pairs the criterion covers (players below the McMahon bar:
 * Tengen, following the EGF rules, leaves geography aside at the bar; OpenGotha applies it to all);
 * and under Tengen's criteria OpenGotha's pairing never weighs more than Tengen's.
 */
class OpenGothaComparisonTest {

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th",
        "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void noPairIsFurtherApartThanOpenGothasFurthest(String name) throws Exception {
        forEachRound(name, (where, round, ours, openGotha) -> assertTrue(
                furthest(round.field(), ours) <= furthest(round.field(), openGotha),
                where + ": furthest pair " + furthest(round.field(), ours) + " score groups apart, OpenGotha's "
                        + furthest(round.field(), openGotha)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th"})
    void noMoreCompatriotsMeetThanInOpenGothasPairing(String name) throws Exception {
        forEachRound(name, (where, round, ours, openGotha) -> assertTrue(
                compatriots(round.field(), ours) <= compatriots(round.field(), openGotha),
                where + ": " + compatriots(round.field(), ours) + " pairs of compatriots below the bar, OpenGotha's "
                        + compatriots(round.field(), openGotha)));
    }

    /** Also prints, round by round, the figures docs/RULES-NOTES.md quotes. */
    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "bosp2024", "frioul-2018", "paris2021-48th",
        "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void openGothasPairingWeighsNoMoreUnderTengensCriteria(String name) throws Exception {
        forEachRound(name, (where, round, ours, openGotha) -> {
            Field field = round.field();
            PairingWeight own = round.weigher().total(ours);
            PairingWeight theirs = round.weigher().total(openGotha);
            assertTrue(own.compareTo(theirs) >= 0, where + ": OpenGotha's pairing weighs more");
            System.out.printf("%s: furthest %d/%d, across groups %d/%d, compatriots below the bar %d/%d, club-mates %d/%d,"
                    + " OpenGotha's pairing %.3f score steps below the optimum (Tengen/OpenGotha)%n", where,
                    furthest(field, ours), furthest(field, openGotha), across(field, ours), across(field, openGotha),
                    compatriots(field, ours), compatriots(field, openGotha), clubMates(field, ours), clubMates(field, openGotha),
                    (own.criteria() - theirs.criteria()) / (double) CriterionScale.SCORE_STEP);
        });
    }

    private interface RoundCheck {
        void check(String where, PreparedRound round, int[] ours, int[] openGotha);
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
            check.check(name + " round " + round.number(), prepared, ours, openGotha);
        }
    }

    private static int furthest(Field field, int[] mate) {
        int furthest = 0;
        for (int i = 0; i < mate.length; i++) {
            furthest = Math.max(furthest, Math.abs(field.group[i] - field.group[mate[i]]));
        }
        return furthest;
    }

    private static int across(Field field, int[] mate) {
        int count = 0;
        for (int i = 0; i < mate.length; i++) {
            count += mate[i] > i && field.group[i] != field.group[mate[i]] ? 1 : 0;
        }
        return count;
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

    private static int clubMates(Field field, int[] mate) {
        int count = 0;
        for (int i = 0; i < mate.length; i++) {
            count += mate[i] > i && field.club[i] == field.club[mate[i]] ? 1 : 0;
        }
        return count;
    }
}
