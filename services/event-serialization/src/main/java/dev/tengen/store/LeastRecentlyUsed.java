package dev.tengen.store;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A map that holds at most {@code capacity} entries and forgets the least recently used first (read or written):
 * the bounded memory of the services' caches (aggregates, tournaments' folds, games' records, verified tokens).
 * Not thread-safe, as {@link LinkedHashMap}: its owner guards it.
 *
 * @param <K> the key
 * @param <V> the value
 */
public final class LeastRecentlyUsed<K, V> extends LinkedHashMap<K, V> {

    private final int capacity;

    public LeastRecentlyUsed(int capacity) {
        super(capacity * 4 / 3 + 1, 0.75f, true);
        if (capacity < 1) {
            throw new IllegalArgumentException("at least one entry is held, not " + capacity);
        }
        this.capacity = capacity;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > capacity;
    }
}
