package dev.tengen.clock;

import java.time.Duration;
import java.time.Instant;

/**
 * Clock arithmetic that cannot overflow: a sum or product past what {@link Duration} or {@link Instant} holds stays
 * at the largest value instead of throwing. Time controls are bounded where they are configured
 * ({@link TimeControl#LONGEST}, {@link TimeControl#MOST}), but a game stored before those bounds must still be read.
 */
final class Saturating {

    /** Far beyond any game, and far inside what {@link Instant} and {@link Duration#toMillis()} can hold. */
    static final Duration FOREVER = Duration.ofDays(365L * 1_000_000);

    private Saturating() {
    }

    static Duration plus(Duration a, Duration b) {
        return capped(a).plus(capped(b));
    }

    static Duration times(Duration a, long factor) {
        Duration d = capped(a);
        if (factor <= 0 || d.isZero()) {
            return factor == 0 ? Duration.ZERO : d.multipliedBy(Math.max(factor, -1));
        }
        return factor > FOREVER.dividedBy(d) ? FOREVER : capped(d.multipliedBy(factor));
    }

    static Instant plus(Instant instant, Duration d) {
        return instant.plus(capped(d));
    }

    /** A duration held within {@link #FOREVER}, so that two of them can be added and a date far ahead still exists. */
    private static Duration capped(Duration d) {
        return d.compareTo(FOREVER) > 0 ? FOREVER : d;
    }
}
