package dev.tengen.distributed.app;

import dev.tengen.store.LeastRecentlyUsed;
import java.time.Instant;
import java.util.Map;

/**
 * Bearer tokens whose signature, issuer and audience a service has checked, each with what it was found to be, kept
 * until the token's own expiry ({@code exp}) and at most {@code capacity} of them, the least recently used dropped
 * first. A token is its own key: the same characters were verified, so they need not be verified again before they
 * expire. Expiry is checked at every use; a token altered by one character is another key, verified from scratch.
 *
 * @param <V> what a verified token stands for (the identity it gave)
 */
final class VerifiedTokens<V> {

    private record Verified<V>(V value, Instant expires) {
    }

    private final Map<String, Verified<V>> tokens;

    VerifiedTokens(int capacity) {
        this.tokens = new LeastRecentlyUsed<>(capacity);
    }

    /** What {@code token} was verified to be, if it was and has not expired at {@code now}; null otherwise. */
    synchronized V get(String token, Instant now) {
        Verified<V> known = tokens.get(token);
        if (known == null) {
            return null;
        }
        if (!now.isBefore(known.expires())) {
            tokens.remove(token);
            return null;
        }
        return known.value();
    }

    /** Remembers that {@code token}, valid until {@code expires}, was verified to be {@code value}. */
    synchronized void put(String token, V value, Instant expires) {
        tokens.put(token, new Verified<>(value, expires));
    }

    synchronized int size() {
        return tokens.size();
    }
}
