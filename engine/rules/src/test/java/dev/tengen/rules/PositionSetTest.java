package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The open-addressing set of position hashes behind superko: slots from a hash's low bits, linear probing. */
class PositionSetTest {

    @Test
    void hashesSharingTheirLowBitsAreAllFoundAfterTheTableGrows() {
        PositionSet set = new PositionSet();
        // 3,000 hashes on one slot of every table size up to 2^20 slots: each collides with all before it.
        for (long i = 1; i <= 3_000; i++) {
            set.add(i << 20 | 0xABCDEL);
        }
        for (long i = 1; i <= 3_000; i++) {
            assertTrue(set.contains(i << 20 | 0xABCDEL), "hash " + i);
        }
        assertFalse(set.contains(3_001L << 20 | 0xABCDEL));
    }

    @Test
    void addingAHashTwiceKeepsOneEntry() {
        PositionSet set = new PositionSet();
        for (int round = 0; round < 3; round++) {
            for (long i = 1; i <= 600; i++) {
                set.add(i * 0x9E3779B97F4A7C15L);
            }
        }
        assertTrue(set.contains(600 * 0x9E3779B97F4A7C15L));
        assertFalse(set.contains(601 * 0x9E3779B97F4A7C15L));
    }

    @Test
    void theZeroHashOfTheEmptyBoardIsFoundOnlyOnceAdded() {
        PositionSet set = new PositionSet();
        set.add(1L << 10); // slot 0 of the first table, where zero would look
        assertFalse(set.contains(0L));
        set.add(0L);
        assertTrue(set.contains(0L));
    }
}
