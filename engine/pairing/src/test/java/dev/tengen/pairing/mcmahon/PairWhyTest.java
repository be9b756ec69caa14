package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.pairing.criteria.Criterion;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "Why this pairing": each criterion's part of a pair's weight follows the fact it reads. Round 2 of an EGF-style
 * Swiss: in round 1 a beat b with White and d beat c with Black, so a and d have one win, b and c none; a and c are
 * club-mates in Toulouse, d plays for Paris in the same country, b has neither.
 */
class PairWhyTest {

    private static final long SCORE_STEP = 1L << 29;

    private static final List<Player> PLAYERS = List.of(new Player("a", -5, "Toulouse", "FR", 0),
            new Player("b", -5, "", "", 0), new Player("c", -5, "Toulouse", "FR", 0), new Player("d", -5, "Paris", "FR", 0));

    private static final List<GameRecord> ROUND_ONE = List.of(
            new GameRecord(1, 1, "b", "a", 0, Outcome.WHITE_WINS, false),
            new GameRecord(1, 2, "d", "c", 0, Outcome.BLACK_WINS, false));

    private static PairWhy.Weighed roundTwo(String first, String second) {
        return assertInstanceOf(PairWhy.Weighed.class, new McMahonPairer(PairingParameters.swiss())
                .why(2, PLAYERS, ROUND_ONE, List.of(), List.of(), first, second));
    }

    private static PairComponent part(PairWhy.Weighed why, Criterion criterion) {
        return why.components().stream().filter(c -> c.criterion() == criterion).findFirst().orElseThrow();
    }

    @Test
    void aRematchLosesTheWholeBonusAndNamesTheRoundTheyMet() {
        PairComponent rematch = part(roundTwo("a", "b"), Criterion.AVOID_REMATCH);
        assertEquals(0, rematch.weight());
        assertEquals(true, rematch.facts().get("metBefore"));
        assertEquals(List.of(1), rematch.facts().get("metInRounds"));
    }

    @Test
    void aPairThatNeverMetGetsTheWholeBonus() {
        PairComponent fresh = part(roundTwo("a", "d"), Criterion.AVOID_REMATCH);
        assertTrue(fresh.weight() > 0);
        assertEquals(fresh.step(), fresh.weight());
        assertEquals(List.of(), fresh.facts().get("metInRounds"));
    }

    @Test
    void aScoreGapOfOneCostsOneStepOfTheSquare() {
        PairComponent across = part(roundTwo("a", "c"), Criterion.SCORE_DIFFERENCE);
        assertEquals((64 * 64 - 1) * SCORE_STEP, across.weight());
        assertEquals(Map.of("scoreFirst", 1.0, "scoreSecond", 0.0, "groupFirst", 1, "groupSecond", 0, "groupGap", 1),
                across.facts());
        assertEquals(64 * 64 * SCORE_STEP, part(roundTwo("a", "d"), Criterion.SCORE_DIFFERENCE).weight());
    }

    @Test
    void clubMatesOfOneCountryPayBothPenalties() {
        PairComponent mates = part(roundTwo("a", "c"), Criterion.GEOGRAPHY);
        // the Swiss defaults: half a score step for a club, a quarter for a country
        assertEquals(-SCORE_STEP * 3 / 4, mates.weight());
        assertEquals(true, mates.facts().get("sameClub"));
        assertEquals(true, mates.facts().get("sameCountry"));
    }

    @Test
    void compatriotsOfOtherClubsPayTheCountrysPenaltyOnly() {
        assertEquals(-SCORE_STEP / 4, part(roundTwo("a", "d"), Criterion.GEOGRAPHY).weight());
        assertEquals(0, part(roundTwo("a", "b"), Criterion.GEOGRAPHY).weight());
    }

    @Test
    void oppositeColourBalancesGetTheColourCriterionsMost() {
        // a had White (+1), d had Black (-1); c had White (+1)
        PairComponent opposite = part(roundTwo("a", "d"), Criterion.COLOUR_BALANCE);
        assertEquals(1L << 12, opposite.weight());
        assertEquals(Map.of("balanceFirst", 1, "balanceSecond", -1), opposite.facts());
        assertEquals(0, part(roundTwo("a", "c"), Criterion.COLOUR_BALANCE).weight());
    }

    @Test
    void aPairInsideItsGroupGetsTheDrawCriterionsMost() {
        PairComponent inside = part(roundTwo("a", "d"), Criterion.DRAW_UP_DOWN);
        assertEquals(5 * (SCORE_STEP / 64) - 1, inside.weight());
        assertEquals("", inside.facts().get("drawnDown"));
    }

    @Test
    void aPairAcrossGroupsNamesWhoIsDrawnDown() {
        assertEquals("first", part(roundTwo("a", "c"), Criterion.DRAW_UP_DOWN).facts().get("drawnDown"));
        assertEquals("second", part(roundTwo("c", "a"), Criterion.DRAW_UP_DOWN).facts().get("drawnDown"));
    }

    @Test
    void seedingGivesTheMostToTheSlipPartnerAndNothingInsideOneHalf() {
        // round 1, one group ordered by rank: slip pairs position 1 with 3 and 2 with 4
        List<Player> four = List.of(Player.of("p1", 3), Player.of("p2", 2), Player.of("p3", 1), Player.of("p4", 0));
        McMahonPairer pairer = new McMahonPairer(PairingParameters.swiss());
        PairComponent ideal = part(assertInstanceOf(PairWhy.Weighed.class,
                pairer.why(1, four, List.of(), List.of(), List.of(), "p1", "p3")), Criterion.SEEDING);
        assertEquals(1L << 21, ideal.weight());
        assertEquals(Map.of("sameGroup", true, "seeding", "split-and-slip", "positionFirst", 1, "positionSecond", 3,
                "groupSizeFirst", 4, "groupSizeSecond", 4), ideal.facts());
        // one place off the ideal in a half of two: (1 - (1/2)^2) of the most
        assertEquals((1L << 21) * 3 / 4, part(assertInstanceOf(PairWhy.Weighed.class,
                pairer.why(1, four, List.of(), List.of(), List.of(), "p1", "p4")), Criterion.SEEDING).weight());
        assertEquals(0, part(assertInstanceOf(PairWhy.Weighed.class,
                pairer.why(1, four, List.of(), List.of(), List.of(), "p1", "p2")), Criterion.SEEDING).weight());
    }

    @Test
    void seedingDoesNotWeighAPairAcrossGroups() {
        PairComponent seeding = part(roundTwo("a", "c"), Criterion.SEEDING);
        assertEquals(0, seeding.weight());
        assertEquals(false, seeding.facts().get("sameGroup"));
    }

    @Test
    void theComponentsComeInPriorityOrder() {
        assertEquals(List.of(Criterion.AVOID_REMATCH, Criterion.SCORE_DIFFERENCE, Criterion.GEOGRAPHY,
                Criterion.DRAW_UP_DOWN, Criterion.SEEDING, Criterion.COLOUR_BALANCE),
                roundTwo("a", "d").components().stream().map(PairComponent::criterion).toList());
    }

    @Test
    void theEngineSeatsThePairAsItWould() {
        // a had White in round 1, d had Black: a takes Black
        PairWhy.Weighed why = roundTwo("d", "a");
        assertEquals("a", why.black());
        assertEquals(0, why.handicap());
    }

    @Test
    void aPlayerCannotBeWeighedAgainstThemself() {
        PairWhy.Refused refused = assertInstanceOf(PairWhy.Refused.class, new McMahonPairer(PairingParameters.swiss())
                .why(2, PLAYERS, ROUND_ONE, List.of(), List.of(), "a", "a"));
        assertTrue(refused.reason().contains("themself"), refused.reason());
    }

    @Test
    void thePlayerSetAsideWithTheByeIsNotWeighed() {
        PairWhy.Refused refused = assertInstanceOf(PairWhy.Refused.class, new McMahonPairer(PairingParameters.swiss())
                .why(2, PLAYERS, ROUND_ONE, List.of(), List.of("b", "c"), "a", "b"));
        assertTrue(refused.reason().contains("pairing bye"), refused.reason());
    }
}
