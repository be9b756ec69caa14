package dev.tengen.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RecentAggregatesTest {

    @Test
    void keepsWhatItHoldsAcrossGarbageCollections() {
        RecentAggregates cache = new RecentAggregates(8);
        cache.put("game-1", new StringBuilder("record"));
        System.gc();
        assertEquals("record", cache.<String, StringBuilder>get("game-1").toString());
    }

    @Test
    void dropsTheLeastRecentlyUsedBeyondItsCapacity() {
        RecentAggregates cache = new RecentAggregates(2);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.get("a");
        cache.put("c", 3);
        assertTrue(cache.containsKey("a"));
        assertFalse(cache.containsKey("b"), "b was used least recently");
        assertTrue(cache.containsKey("c"));
    }

    @Test
    void putIfAbsentAndRemoveSayWhetherTheyChangedAnything() {
        RecentAggregates cache = new RecentAggregates(4);
        assertTrue(cache.putIfAbsent("a", 1));
        assertFalse(cache.putIfAbsent("a", 2));
        assertEquals(1, (int) cache.<String, Integer>get("a"));
        assertTrue(cache.remove("a"));
        assertFalse(cache.remove("a"));
        assertNull(cache.get("a"));
    }
}
