package dev.tengen.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Chinese 2002 App. 6. Two rounds among six players:
 * round 1: a beats b, c beats d, e beats f; round 2: a beats c, d beats e, f beats b.
 * Points: a 4 | c 2, d 2, e 2, f 2 | b 0.
 * Opponents' points: c (a 4, d 2) = 6, d (c 2, e 2) = 4, e (f 2, d 2) = 4, f (e 2, b 0) = 2.
 */
class SwissKnockoutTest {

    static final List<String> SIX = List.of("a", "b", "c", "d", "e", "f");

    static List<GameRecord> twoRounds() {
        return List.of(
                win(1, "a", "b"), win(1, "c", "d"), win(1, "e", "f"),
                win(2, "a", "c"), win(2, "d", "e"), win(2, "f", "b"));
    }

    static GameRecord win(int round, String winner, String loser) {
        return new GameRecord(round, 1, winner, loser, 0, Outcome.BLACK_WINS, false);
    }

    @Test
    void theLowestOnPointsGoesFirst() {
        var out = SwissKnockout.knockOut(SIX, 2, twoRounds(), List.of(), 2, new Random(3));
        assertEquals("b", out.get(0).player());
        assertEquals(0, out.get(0).points());
    }

    @Test
    void equalPointsAreSplitByOpponentsPoints() {
        var out = SwissKnockout.knockOut(SIX, 2, twoRounds(), List.of(), 2, new Random(3));
        assertEquals(List.of("b", "f"), out.stream().map(SwissKnockout.Eliminated::player).toList());
        assertEquals(2, out.get(1).opponentsPoints());
        assertEquals(false, out.get(1).byLot());
    }

    @Test
    void equalOpponentsPointsGoToTheLot() {
        // Without a: b, c, d, e, f; two to go, rounded up to three to leave an even field. b and f go;
        // d and e tie on 2 points and 4 opponents' points: the lot takes one of them.
        List<String> withoutA = SIX.subList(1, 6);
        var out = SwissKnockout.knockOut(withoutA, 2, twoRounds(), List.of(), 2, new Random(3));
        assertEquals(List.of("b", "f"), out.subList(0, 2).stream().map(SwissKnockout.Eliminated::player).toList());
        assertEquals(true, List.of("d", "e").contains(out.get(2).player()));
        assertEquals(true, out.get(2).byLot());
    }

    @Test
    void eitherTiedPlayerCanLoseTheLot() {
        List<String> withoutA = SIX.subList(1, 6);
        var losers = java.util.stream.IntStream.range(0, 20)
                .mapToObj(seed -> SwissKnockout.knockOut(withoutA, 2, twoRounds(), List.of(), 2, new Random(seed)).get(2).player())
                .collect(java.util.stream.Collectors.toSet());
        assertEquals(java.util.Set.of("d", "e"), losers);
    }

    @Test
    void anOddCountIsRoundedUpToKeepTheFieldEven() {
        // art. 26.4: six players, knock out three -> four go, leaving an even two
        assertEquals(4, SwissKnockout.knockOut(SIX, 3, twoRounds(), List.of(), 2, new Random(3)).size());
    }

    @Test
    void theLotIsReproducibleFromItsSeed() {
        var first = SwissKnockout.knockOut(SIX, 4, twoRounds(), List.of(), 2, new Random(9));
        var again = SwissKnockout.knockOut(SIX, 4, twoRounds(), List.of(), 2, new Random(9));
        assertEquals(first, again);
    }

    @Test
    void noOneGoesOutBeforeThePlannedRound() {
        SwissKnockout.Plan plan = new SwissKnockout.Plan(5, 2);
        assertEquals(0, plan.knockedOutAfter(4, 72));
        assertEquals(2, plan.knockedOutAfter(5, 72));
        assertEquals(3, plan.knockedOutAfter(6, 71));
    }
}
