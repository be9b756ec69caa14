package dev.tengen.clock;

import java.time.Duration;

/**
 * Allotted moves within a specified time (Chinese 2002 art. 12.5), e.g. 15 moves in 10 minutes after basic
 * time: a player who completes the moves in time starts the next period with the time left over added;
 * one who does not has run out of time.
 *
 * @param moves the moves due in each period
 * @param period the time for them
 */
public record MovesInPeriod(Duration basicTime, int moves, Duration period) implements TimeSystem {

    public MovesInPeriod {
        if (basicTime.isNegative()) {
            throw new IllegalArgumentException("basic time cannot be negative: " + basicTime);
        }
        if (moves < 1) {
            throw new IllegalArgumentException("a period needs at least one move: " + moves);
        }
        TimeSystem.requirePositive(period, "a period");
    }

    @Override
    public boolean flagFallsAtLimit() {
        return true;
    }

    @Override
    public String article() {
        return "Chinese 2002 art. 12.5";
    }
}
