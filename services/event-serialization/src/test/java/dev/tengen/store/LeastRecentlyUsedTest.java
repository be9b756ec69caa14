package dev.tengen.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class LeastRecentlyUsedTest {

    @Test
    void beyondItsCapacityItForgetsTheEntryLeastRecentlyReadOrWritten() {
        LeastRecentlyUsed<String, Integer> held = new LeastRecentlyUsed<>(2);
        held.put("a", 1);
        held.put("b", 2);
        held.get("a"); // a read: b is now the least recently used
        held.put("c", 3);
        assertEquals(List.of("a", "c"), List.copyOf(held.keySet()));
        held.put("a", 4); // a write: c is now the least recently used
        held.put("d", 5);
        assertEquals(List.of("a", "d"), List.copyOf(held.keySet()));
        assertEquals(4, held.get("a"));
    }

    @Test
    void itHoldsAtLeastOneEntry() {
        assertThrows(IllegalArgumentException.class, () -> new LeastRecentlyUsed<String, String>(0));
    }
}
