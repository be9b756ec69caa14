package dev.tengen.store;

import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

/**
 * The aggregates used last, held strongly up to a count, the least recently used one dropped first: the
 * repositories' cache between commands (sound because this process is the event store's only writer; Axon
 * removes an aggregate whose command rolled back).
 *
 * <p>Axon's {@code WeakReferenceCache} lost its entries at every young collection, which under load came many
 * times a second, so most moves re-read and replayed their game's whole history from the store (docs/BENCHMARKS.md,
 * "Moves and latency").
 */
public final class RecentAggregates implements Cache {

    /**
     * Every board of a large event's rounds many times over; a game with its whole record is tens of kilobytes,
     * so the cache stays within some tens of megabytes.
     */
    public static final int DEFAULT_CAPACITY = 2_048;

    private final Map<Object, Object> entries;

    public RecentAggregates(int capacity) {
        this.entries = new LeastRecentlyUsed<>(capacity);
    }

    public RecentAggregates() {
        this(DEFAULT_CAPACITY);
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <K, V> V get(K key) {
        return (V) entries.get(key);
    }

    @Override
    public synchronized void put(Object key, Object value) {
        entries.put(key, value);
    }

    @Override
    public synchronized boolean putIfAbsent(Object key, Object value) {
        return entries.putIfAbsent(key, value) == null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <T> T computeIfAbsent(Object key, Supplier<T> valueSupplier) {
        return (T) entries.computeIfAbsent(key, k -> valueSupplier.get());
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <V> void computeIfPresent(Object key, UnaryOperator<V> update) {
        entries.computeIfPresent(key, (k, value) -> update.apply((V) value));
    }

    @Override
    public synchronized boolean remove(Object key) {
        return entries.remove(key) != null;
    }

    @Override
    public synchronized void removeAll() {
        entries.clear();
    }

    @Override
    public synchronized boolean containsKey(Object key) {
        return entries.containsKey(key);
    }

    /** Nothing here listens to the cache; a listener would be told nothing, so none is accepted. */
    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        throw new UnsupportedOperationException("RecentAggregates tells no listener of its entries");
    }
}
