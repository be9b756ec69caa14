package dev.tengen.clock;

import java.time.Duration;

/**
 * Ing's second reading (Ing 1991 art. 7 (2)): after basic time "he is allowed to exceed a certain number of
 * seconds per move a certain number of times before forfeiting". Tengen reads the count as restarting
 * after each exceedance, as a timekeeper reading out seconds does (art. 10, Timekeeper): a move that
 * takes more than twice the seconds exceeds them twice. A move at exactly the seconds does not exceed them.
 *
 * @param secondsPerMove the time each move may take without counting
 * @param exceedancesAllowed how many times a player may exceed it; the next exceedance forfeits
 */
public record IngSecondReading(Duration basicTime, Duration secondsPerMove, int exceedancesAllowed)
        implements TimeSystem {

    public IngSecondReading {
        if (basicTime.isNegative()) {
            throw new IllegalArgumentException("basic time cannot be negative: " + basicTime);
        }
        TimeSystem.requirePositive(secondsPerMove, "the seconds per move");
        if (exceedancesAllowed < 0) {
            throw new IllegalArgumentException("allowed exceedances cannot be negative: " + exceedancesAllowed);
        }
    }

    @Override
    public boolean flagFallsAtLimit() {
        return false;
    }

    @Override
    public String article() {
        return "Ing 1991 art. 7 (2)";
    }
}
