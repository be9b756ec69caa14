package dev.tengen.clock;

import java.time.Duration;

/**
 * Overtime periods after basic time (Chinese 2002 art. 12.3): a move made within one period keeps every
 * period; each full period that runs out during a move uses one up; when the last one runs out the time
 * has expired (unless the referee judges it a pass, art. 22.5).
 *
 * @param periods how many periods each player has, e.g. 10
 * @param period the length of one period, e.g. 60 seconds
 */
public record Byoyomi(Duration basicTime, int periods, Duration period) implements TimeSystem {

    public Byoyomi {
        if (basicTime.isNegative()) {
            throw new IllegalArgumentException("basic time cannot be negative: " + basicTime);
        }
        if (periods < 1) {
            throw new IllegalArgumentException("byoyomi needs at least one period: " + periods);
        }
        TimeSystem.requirePositive(period, "a byoyomi period");
    }

    @Override
    public boolean flagFallsAtLimit() {
        return true;
    }

    @Override
    public String article() {
        return "Chinese 2002 art. 12.3";
    }
}
