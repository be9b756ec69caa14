package dev.tengen.pairing.knockout;

import static dev.tengen.pairing.knockout.Brackets.drawn;
import static dev.tengen.pairing.knockout.Brackets.play;
import static dev.tengen.pairing.knockout.RoundPairingAssert.round;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Five players, seeds S1 and S2:
 * <pre>
 *   1 S1 ─┐
 *   2  -  ┘─┐
 *   3 a  ─┐ │
 *   4  -  ┘─┘─┐
 *   5 b  ─┐   │
 *   6 c  ─┘─┐ │
 *   7  -  ─┐│ │
 *   8 S2  ─┘┘─┘
 * </pre>
 */
class SingleKnockoutTest {

    static BracketState fivePlayers() {
        return BracketState.start(Bracket.singleKnockout(drawn(List.of("S1", "S2"), List.of("a", "b", "c")).slots()));
    }

    @Test
    void onlyTheUnbyedPlayersPlayTheFirstRound() {
        round(fivePlayers().pairing(1), "b-c", List.of("S1", "a", "S2"));
    }

    @Test
    void winnersAdvanceRoundByRoundToTheChampion() {
        BracketState state = play(fivePlayers(), 1, "c");
        round(state.pairing(2), "S1-a c-S2", List.of());
        state = play(state, 2, "a", "S2");
        round(state.pairing(3), "a-S2", List.of());
        state = play(state, 3, "S2");
        assertEquals(Optional.of("S2"), state.champion());
        assertTrue(state.isFinished());
        assertEquals(List.of(), state.pairing(4).games());
    }

    @Test
    void oneLossEliminates() {
        BracketState state = play(fivePlayers(), 1, "c");
        assertEquals(List.of("S1", "a", "c", "S2"), state.stillIn());
    }

    @Test
    void aDrawnGameIsNotAdvancedButReplayed() {
        var recording = fivePlayers().record(new GameRecord(1, 1, "b", "c", 0, Outcome.DRAW, false));
        assertInstanceOf(BracketState.Refused.class, recording);
    }

    @Test
    void aGameNotInTheBracketIsRefused() {
        var recording = fivePlayers().record(new GameRecord(1, 1, "S1", "c", 0, Outcome.BLACK_WINS, false));
        assertInstanceOf(BracketState.Refused.class, recording);
    }

    @Test
    void whenBothLoseTheNextOpponentGoesThroughWithoutPlaying() {
        var recording = fivePlayers().record(new GameRecord(1, 1, "b", "c", 0, Outcome.BOTH_LOSE, false));
        BracketState state = ((BracketState.Recorded) recording).state();
        round(state.pairing(2), "S1-a", List.of("S2"));
    }

    @Test
    void aBothWinResultNeedsTheRefereeToChooseWhoGoesOn() {
        var recording = fivePlayers().record(new GameRecord(1, 1, "b", "c", 0, Outcome.BOTH_WIN, false));
        assertInstanceOf(BracketState.Refused.class, recording);
    }

    @Test
    void aSeriesWinnerIsRecordedAsTheWinnerOfTheBracketGame() {
        var recording = fivePlayers().recordWinner("b", "c");
        round(((BracketState.Recorded) recording).state().pairing(2), "S1-a b-S2", List.of());
    }

    @Test
    void twoPlayersPlayOneFinal() {
        BracketState state = BracketState.start(Bracket.singleKnockout(Brackets.inOrder(List.of("x", "y"))));
        round(state.pairing(1), "x-y", List.of());
        assertEquals(Optional.of("y"), play(state, 1, "y").champion());
    }
}
