package dev.tengen.clock;

import java.time.Duration;

/** Lateness arithmetic, as pure functions; which code applies is the caller's choice. */
public final class Lateness {

    private Lateness() {
    }

    /**
     * Twice the lateness (Incheon 2013 code art. 2.2.2, Chinese 2002 art. 22.1, Ing 1991 art. 8, Lateness), to be charged to
     * the late player's time with a {@link ClockEvent.Adjust}.
     */
    public static Duration deduction(Duration lateness) {
        requireNotNegative(lateness);
        return lateness.multipliedBy(2);
    }

    /**
     * What is still to be deducted when the late player's own clock already ran for {@code alreadyRun} of his
     * absence: the total taken off his time is twice the lateness, not more.
     */
    public static Duration remainingDeduction(Duration lateness, Duration alreadyRun) {
        requireNotNegative(alreadyRun);
        Duration rest = deduction(lateness).minus(alreadyRun);
        return rest.isNegative() ? Duration.ZERO : rest;
    }

    /**
     * Ing 1991 art. 8: a player who "fails to appear within his time limit" forfeits. Tengen reads the time
     * limit as the whole time the system gives a player before he forfeits (art. 7: basic plus additional
     * time), and the lateness as counting twice against it, as the deduction does: he forfeits when twice
     * his lateness would exhaust it; otherwise twice the lateness comes off his basic time.
     */
    public static ArrivalVerdict ingJudge(Duration lateness, TimeSystem system) {
        requireNotNegative(lateness);
        if (lateness.isZero()) {
            return new ArrivalVerdict.OnTime();
        }
        Duration charge = deduction(lateness);
        int order = charge.compareTo(system.timeLimit());
        boolean exhausted = system.flagFallsAtLimit() ? order >= 0 : order > 0;
        if (exhausted) {
            return new ArrivalVerdict.Forfeits(lateness, "late by " + show(lateness) + ": twice that exhausts the time limit of "
                    + show(system.timeLimit()), "Ing 1991 art. 8, Forfeiture (1)");
        }
        return new ArrivalVerdict.Late(lateness, charge, "Ing 1991 art. 8, Lateness");
    }

    /**
     * Chinese 2002 art. 22.4 (no time limit or lightning): the late player's overtime runs in his absence;
     * arriving while it lasts he plays with no deduction, once it is finished he loses. An overtime that
     * has just run out is finished (art. 12.3: the moment the count ends counts as used).
     */
    public static ArrivalVerdict judgeInAbsence(Duration lateness, Duration overtime) {
        requireNotNegative(lateness);
        if (lateness.isZero()) {
            return new ArrivalVerdict.OnTime();
        }
        if (lateness.compareTo(overtime) >= 0) {
            return new ArrivalVerdict.Forfeits(lateness, "late by " + show(lateness) + ": the overtime of "
                    + show(overtime) + " finished in his absence", "Chinese 2002 art. 22.4");
        }
        return new ArrivalVerdict.Late(lateness, Duration.ZERO, "Chinese 2002 art. 22.4");
    }

    static void requireNotNegative(Duration duration) {
        if (duration.isNegative()) {
            throw new IllegalArgumentException("a lateness is not negative: " + duration);
        }
    }

    /** h:mm:ss, with milliseconds when there are any. */
    static String show(Duration duration) {
        String whole = String.format("%d:%02d:%02d", duration.toHours(), duration.toMinutesPart(), duration.toSecondsPart());
        return duration.toMillisPart() == 0 ? whole : whole + String.format(".%03d", duration.toMillisPart());
    }
}
