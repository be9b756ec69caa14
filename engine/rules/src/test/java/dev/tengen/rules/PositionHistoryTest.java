package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The positions and situations a game has seen, for the superko rules (Chinese 2002 art. 6). */
class PositionHistoryTest {

    private static final long START = 0L;
    private static final long THREE_STONES = 0x1234_5678_9ABC_DEF0L;
    private static final long FIVE_STONES = 0x0FED_CBA9_8765_4321L;

    @Test
    void aRecordedPositionHasOccurred() {
        PositionHistory history = new PositionHistory(false);
        history.add(START, 0, START);
        history.add(THREE_STONES, 3, THREE_STONES);
        assertTrue(history.hasPosition(THREE_STONES, 3));
        assertTrue(history.hasPosition(START, 0));
    }

    @Test
    void aPositionWithMoreStonesThanAnyRecordedOneHasNotOccurredWhateverItsHash() {
        PositionHistory history = new PositionHistory(false);
        history.add(THREE_STONES, 3, THREE_STONES);
        // The hash alone is recorded; a position of four stones cannot be the one of three.
        assertFalse(history.hasPosition(THREE_STONES, 4));
        assertTrue(history.hasPosition(THREE_STONES));
    }

    @Test
    void aPositionFromBeforeACaptureIsFoundAfterTheBoardFilledAgain() {
        PositionHistory history = new PositionHistory(false);
        history.add(THREE_STONES, 3, THREE_STONES);
        history.add(FIVE_STONES, 5, FIVE_STONES);
        history.add(START, 2, START); // a capture took three stones off
        assertTrue(history.hasPosition(THREE_STONES, 3));
        assertTrue(history.hasPosition(FIVE_STONES, 5));
        assertFalse(history.hasPosition(FIVE_STONES ^ 1, 5));
    }

    @Test
    void situationsAreRecordedOnlyWhereARuleReadsThem() {
        long situation = PositionHistory.situation(THREE_STONES, Color.WHITE);
        PositionHistory positional = new PositionHistory(false);
        positional.add(THREE_STONES, 3, situation);
        assertFalse(positional.hasSituation(situation));
        PositionHistory situational = new PositionHistory(true);
        situational.add(THREE_STONES, 3, situation);
        assertTrue(situational.hasSituation(situation));
        assertFalse(situational.hasSituation(PositionHistory.situation(THREE_STONES, Color.BLACK)));
    }

    @Test
    void aSituationAfterAPassIsRecordedWithoutANewPosition() {
        PositionHistory history = new PositionHistory(true);
        history.add(THREE_STONES, 3, PositionHistory.situation(THREE_STONES, Color.WHITE));
        history.addSituation(PositionHistory.situation(THREE_STONES, Color.BLACK));
        assertTrue(history.hasSituation(PositionHistory.situation(THREE_STONES, Color.BLACK)));
    }

    @Test
    void theSameStonesWithTheOtherPlayerToMoveAreAnotherSituation() {
        assertNotEquals(PositionHistory.situation(THREE_STONES, Color.BLACK), PositionHistory.situation(THREE_STONES, Color.WHITE));
    }
}
