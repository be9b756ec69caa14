package dev.tengen.pairing.knockout;

import static dev.tengen.pairing.knockout.Brackets.named;
import static dev.tengen.pairing.knockout.Brackets.play;
import static dev.tengen.pairing.knockout.RoundPairingAssert.round;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Eight players p1..p8 in slots 1..8. Winner area W1 (1-2, 3-4, 5-6, 7-8), W2, W3; loser area:
 * L1 pairs the W1 losers in order, L2 brings in the W2 losers in reverse order (loser of W2-2
 * meets the L1-1 winner), L3 pairs the L2 winners, L4 brings in the W3 loser; then the final F1
 * and, if the loser-area winner wins it, the deciding final F2.
 */
class DoubleKnockoutTest {

    static BracketState eightPlayers() {
        return BracketState.start(DoubleKnockout.bracket(Brackets.inOrder(named("p", 8))));
    }

    /** Rounds 1-5: the upper player wins in the winner area; p7 fights back through the loser area. */
    static BracketState throughTheLoserArea() {
        BracketState state = play(eightPlayers(), 1, "p1", "p3", "p5", "p7");
        state = play(state, 2, "p1", "p5", "p2", "p6");
        state = play(state, 3, "p1", "p7", "p3");
        state = play(state, 4, "p7");
        return play(state, 5, "p7");
    }

    @Test
    void winnerAreaLosersMeetInTheLoserAreaInOrder() {
        BracketState state = play(eightPlayers(), 1, "p1", "p3", "p5", "p7");
        round(state.pairing(2), "p1-p3 p5-p7 p2-p4 p6-p8", List.of());
    }

    @Test
    void laterLosersEnterTheLoserAreaInReverseOrder() {
        BracketState state = play(eightPlayers(), 1, "p1", "p3", "p5", "p7");
        state = play(state, 2, "p1", "p5", "p2", "p6");
        // W3 p1-p5; L2-1: L1-1 winner p2 meets the loser of W2-2 (p7); L2-2: p6 meets the loser of W2-1 (p3)
        round(state.pairing(3), "p1-p5 p2-p7 p6-p3", List.of());
    }

    @Test
    void twoLossesEliminate() {
        BracketState state = play(eightPlayers(), 1, "p1", "p3", "p5", "p7");
        state = play(state, 2, "p1", "p5", "p2", "p6");
        assertEquals(List.of("p1", "p2", "p3", "p5", "p6", "p7"), state.stillIn());
    }

    @Test
    void theLoserAreaRunsOnWhileTheWinnerAreaWaits() {
        BracketState state = play(eightPlayers(), 1, "p1", "p3", "p5", "p7");
        state = play(state, 2, "p1", "p5", "p2", "p6");
        state = play(state, 3, "p1", "p7", "p3");
        round(state.pairing(4), "p7-p3", List.of("p1", "p5"));
        state = play(state, 4, "p7");
        // L4: the L3 winner meets the winner-area final's loser
        round(state.pairing(5), "p7-p5", List.of("p1"));
    }

    @Test
    void aLoserAreaWinnerWhoWinsTheFinalForcesADecidingFinal() {
        BracketState state = throughTheLoserArea();
        round(state.pairing(6), "p1-p7", List.of());
        state = play(state, 6, "p7");
        round(state.pairing(7), "p7-p1", List.of());
        state = play(state, 7, "p7");
        assertEquals(Optional.of("p7"), state.champion());
        assertEquals(2, state.lossesOf("p1"));
    }

    @Test
    void aWinnerAreaWinnerWhoWinsTheFinalIsChampionAtOnce() {
        BracketState state = play(throughTheLoserArea(), 6, "p1");
        assertEquals(Optional.of("p1"), state.champion());
        assertEquals(List.of(), state.pairing(7).games());
    }

    @Test
    void byesInTheWinnerAreaLeaveEmptyPlacesInTheLoserArea() {
        // six players: W1-1 and W1-4 have byes (places 2 and 7), so both L1 games are walkovers
        var drawn = (KnockoutDraw.Drawn) DoubleKnockout.draw(List.of("S1", "S2"), List.of("a", "b", "c", "d"), SeedPlacement.SNAKE, new Random(1));
        BracketState state = BracketState.start(DoubleKnockout.bracket(drawn.slots()));
        round(state.pairing(1), "a-b c-d", List.of("S1", "S2"));
        state = play(state, 1, "a", "c");
        round(state.pairing(2), "S1-a c-S2", List.of("b", "d"));
        state = play(state, 2, "S1", "S2");
        round(state.pairing(3), "S1-S2 b-c d-a", List.of());
    }

    @Test
    void moreThanThirtyTwoPlayersAreRefused() {
        var result = DoubleKnockout.draw(List.of(), named("p", 33), SeedPlacement.SNAKE, new Random(1));
        assertInstanceOf(KnockoutDraw.Refused.class, result);
    }

    @Test
    void aBothLoseResultNeedsTheReferee() {
        var recording = eightPlayers().record(new GameRecord(1, 1, "p1", "p2", 0, Outcome.BOTH_LOSE, false));
        assertInstanceOf(BracketState.Refused.class, recording);
    }

    @Test
    void sixteenPlayersHaveThirtyOneGamesAtMost() {
        // 15 in the winner area, 4+4+2+2+1+1 in the loser area, two finals
        assertEquals(31, DoubleKnockout.bracket(Brackets.inOrder(named("p", 16))).matches().size());
    }
}
