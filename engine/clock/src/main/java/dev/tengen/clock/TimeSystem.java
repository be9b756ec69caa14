package dev.tengen.clock;

import java.time.Duration;

/**
 * How a game's time is limited: basic time, then what follows it. A time system is pure data; the
 * counting lives in the package and is the same for every game clock.
 *
 * <p>Boundaries: under the Chinese systems the flag falls the moment the remaining time reaches zero
 * (Chinese 2002 art. 12.3: a stone placed "at the same moment the referee says 10" is late); under Ing's
 * systems only time "in excess of" the limit counts (Ing 1991 art. 7), so a move at exactly the limit is
 * in time. {@link #flagFallsAtLimit()} says which.
 */
public sealed interface TimeSystem permits SuddenDeath, Byoyomi, MovesInPeriod, IngPenaltyPoints, IngSecondReading {

    /** The basic time each player starts with. */
    Duration basicTime();

    /** True when reaching the limit exactly already exhausts it; false when only exceeding it does. */
    boolean flagFallsAtLimit();

    /** The seed article that defines this system, named by every fact it produces. */
    String article();

    /** The most a player can think from a fresh clock before the flag falls, making no move. */
    default Duration timeLimit() {
        return Charging.allowance(this, PlayerTime.initial(this));
    }

    static void requirePositive(Duration duration, String what) {
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(what + " must be positive: " + duration);
        }
    }
}
