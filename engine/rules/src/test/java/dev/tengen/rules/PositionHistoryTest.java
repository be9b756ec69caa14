package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The positions and situations a game has seen, for the superko rules (Chinese 2002 art. 6). */
class PositionHistoryTest {

    private static final int POINTS = 19 * 19;
    private static final long START = 0L;
    private static final long THREE_STONES = 0x1234_5678_9ABC_DEF0L;
    private static final long FIVE_STONES = 0x0FED_CBA9_8765_4321L;

    @Test
    void aRecordedPositionHasOccurred() {
        PositionHistory history = new PositionHistory(POINTS, false);
        history.add(START, 0, START);
        history.add(THREE_STONES, 3, THREE_STONES);
        assertTrue(history.hasPosition(THREE_STONES, 3));
        assertTrue(history.hasPosition(START, 0));
    }

    @Test
    void aPositionWithAnotherStoneCountHasNotOccurredWhateverItsHash() {
        PositionHistory history = new PositionHistory(POINTS, false);
        history.add(THREE_STONES, 3, THREE_STONES);
        // Positions are looked up among those of the same count: one of four or two stones is not the one of three.
        assertFalse(history.hasPosition(THREE_STONES, 4));
        assertFalse(history.hasPosition(THREE_STONES, 2));
        assertTrue(history.hasPosition(THREE_STONES, 3));
    }

    @Test
    void theOldestOfManyPositionsWithTheSameCountIsFound() {
        PositionHistory history = new PositionHistory(POINTS, false);
        history.add(THREE_STONES, 3, THREE_STONES);
        for (long k = 1; k <= 40; k++) {
            history.add(THREE_STONES ^ k, 3, THREE_STONES ^ k);
            history.add(FIVE_STONES ^ k, 5, FIVE_STONES ^ k);
        }
        assertTrue(history.hasPosition(THREE_STONES, 3));
        assertTrue(history.hasPosition(THREE_STONES ^ 40, 3));
        assertFalse(history.hasPosition(THREE_STONES ^ 41, 3));
        assertFalse(history.hasPosition(THREE_STONES ^ 40, 5));
    }

    @Test
    void positionsBeyondTheFirstArraysAreKeptWithTheEarlierOnes() {
        PositionHistory history = new PositionHistory(POINTS, false);
        for (int k = 0; k < 2_000; k++) {
            history.add(FIVE_STONES * (k + 1), k % POINTS, 0);
        }
        assertTrue(history.hasPosition(FIVE_STONES, 0));
        assertTrue(history.hasPosition(FIVE_STONES * 2_000, 1_999 % POINTS));
        assertFalse(history.hasPosition(FIVE_STONES * 2_001, 2_000 % POINTS));
    }

    @Test
    void positionsThatDifferOnlyInTheTopBitsOfTheirHashesAreEachFound() {
        // The filter in front of the chains reads a hash's top 14 bits: each of these sets another bit.
        PositionHistory history = new PositionHistory(POINTS, false);
        for (int top = 0; top < 1 << 14; top += 97) {
            history.add(THREE_STONES & 0x0003_FFFF_FFFF_FFFFL | (long) top << 50, 3, 0);
        }
        for (int top = 0; top < 1 << 14; top++) {
            long position = THREE_STONES & 0x0003_FFFF_FFFF_FFFFL | (long) top << 50;
            assertEquals(top % 97 == 0, history.hasPosition(position, 3), "top bits " + top);
        }
    }

    @Test
    void aPositionWhoseHashSharesTheTopBitsOfARecordedOneIsNotTakenForIt() {
        PositionHistory history = new PositionHistory(POINTS, false);
        history.add(THREE_STONES, 3, THREE_STONES);
        // Same top 14 bits, so the filter lets the lookup through to the positions of that count.
        assertFalse(history.hasPosition(THREE_STONES ^ 1, 3));
        assertFalse(history.hasPosition(THREE_STONES ^ 1L << 49, 3));
        assertTrue(history.hasPosition(THREE_STONES, 3));
    }

    @Test
    void aFullBoardIsAStoneCountLikeAnyOther() {
        PositionHistory history = new PositionHistory(POINTS, false);
        history.add(FIVE_STONES, POINTS, FIVE_STONES);
        assertTrue(history.hasPosition(FIVE_STONES, POINTS));
    }

    @Test
    void aPositionFromBeforeACaptureIsFoundAfterTheBoardFilledAgain() {
        PositionHistory history = new PositionHistory(POINTS, false);
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
        PositionHistory positional = new PositionHistory(POINTS, false);
        positional.add(THREE_STONES, 3, situation);
        assertFalse(positional.hasSituation(situation));
        PositionHistory situational = new PositionHistory(POINTS, true);
        situational.add(THREE_STONES, 3, situation);
        assertTrue(situational.hasSituation(situation));
        assertFalse(situational.hasSituation(PositionHistory.situation(THREE_STONES, Color.BLACK)));
    }

    @Test
    void aSituationAfterAPassIsRecordedWithoutANewPosition() {
        PositionHistory history = new PositionHistory(POINTS, true);
        history.add(THREE_STONES, 3, PositionHistory.situation(THREE_STONES, Color.WHITE));
        history.addSituation(PositionHistory.situation(THREE_STONES, Color.BLACK));
        assertTrue(history.hasSituation(PositionHistory.situation(THREE_STONES, Color.BLACK)));
    }

    @Test
    void theSameStonesWithTheOtherPlayerToMoveAreAnotherSituation() {
        assertNotEquals(PositionHistory.situation(THREE_STONES, Color.BLACK), PositionHistory.situation(THREE_STONES, Color.WHITE));
    }
}
