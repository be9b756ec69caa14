package dev.tengen.readmodel.app;

import jakarta.enterprise.context.RequestScoped;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What one page request has read of the events MongoDB keeps: each tournament (or game) as built when the request
 * first asked for it, so that the parts of one page (its book, rules, officials, ledger) are read with one count of
 * the tournament's events, and all come from the same events.
 */
@RequestScoped
public class PageRequest {

    private final Map<String, Object> read = new HashMap<>();

    /** What {@code reading} gives for {@code key}, read at the first asking of this request. */
    @SuppressWarnings("unchecked")
    <T> T once(String key, Supplier<T> reading) {
        Object known = read.get(key);
        if (known == null) {
            known = reading.get();
            read.put(key, known);
        }
        return (T) known;
    }
}
