package dev.tengen.clock;

import java.time.Duration;

/**
 * Chinese 2002 art. 22.8: a clock whose total error is 2 minutes per hour or more (inclusive) is replaced and
 * each player's time adjusted in proportion to the time each has already spent; a smaller error is not
 * corrected. The actual time is what really elapsed on the clocks (breaks excluded), from the referee.
 *
 * @param error the clock's total error: the time shown as used minus the actual time
 * @param adjust whether the times are to be corrected
 * @param black Black's time used after the check (corrected or as shown)
 * @param white White's time used after the check
 */
public record ClockCorrection(Duration error, boolean adjust, Duration black, Duration white) {

    /** The error at which correction begins, per hour of actual time. */
    public static final Duration THRESHOLD_PER_HOUR = Duration.ofMinutes(2);

    /**
     * Checks the clock: it shows {@code shownBlack} and {@code shownWhite} used while {@code actual} really
     * elapsed. Corrected times are {@code shown × actual / shown total}, to the millisecond (half up), and White
     * gets the rest, so that the two add up to the actual time exactly.
     */
    public static ClockCorrection check(Duration shownBlack, Duration shownWhite, Duration actual) {
        if (shownBlack.isNegative() || shownWhite.isNegative() || actual.isNegative()) {
            throw new IllegalArgumentException("times used are not negative");
        }
        Duration shown = shownBlack.plus(shownWhite);
        Duration error = shown.minus(actual);
        // Chinese 2002 art. 22.8: error / actual >= 2 min / 60 min, compared exactly as error x 30 >= actual.
        boolean adjust = !actual.isZero() && error.abs().multipliedBy(60).compareTo(actual.multipliedBy(2)) >= 0;
        if (!adjust) {
            return new ClockCorrection(error, false, shownBlack, shownWhite);
        }
        if (shown.isZero()) {
            Duration half = splitEqually(actual);
            return new ClockCorrection(error, true, half, actual.minus(half));
        }
        Duration black = Duration.ofMillis(scaled(shownBlack.toMillis(), actual.toMillis(), shown.toMillis()));
        return new ClockCorrection(error, true, black, actual.minus(black));
    }

    /**
     * Chinese 2002 art. 22.9: when the clock fails after a break and the written record is lost, the players
     * split the time used before the break equally. Returns each player's share (rounded down to the
     * millisecond; the odd millisecond, if any, stays with the other).
     */
    public static Duration splitEqually(Duration usedBeforeBreak) {
        return Duration.ofMillis(usedBeforeBreak.toMillis() / 2);
    }

    /** part × actual / total, rounded half up, in exact integer arithmetic. */
    private static long scaled(long part, long actual, long total) {
        long product = Math.multiplyExact(part, actual);
        return Math.floorDiv(Math.addExact(Math.multiplyExact(product, 2), total), Math.multiplyExact(total, 2));
    }
}
