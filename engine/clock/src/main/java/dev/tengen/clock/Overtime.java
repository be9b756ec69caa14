package dev.tengen.clock;

import java.time.Duration;

/** Where a player stands in the time that follows basic time; each time system keeps its own kind. */
public sealed interface Overtime {

    /** Sudden death: nothing follows basic time (Chinese 2002 art. 12.4). */
    record None() implements Overtime {
    }

    /**
     * Byoyomi periods (Chinese 2002 art. 12.3) or Ing's second reading (Ing 1991 art. 7 (2)).
     *
     * @param periodsLeft the periods not yet used up; under second reading, the exceedances still allowed plus one
     * @param periodLeft the time left in the current period of the current move
     */
    record Periods(int periodsLeft, Duration periodLeft) implements Overtime {
    }

    /**
     * Allotted moves within a specified time (Chinese 2002 art. 12.5).
     *
     * @param movesLeft the moves still due in the current period
     * @param periodLeft the time left for them, including time carried over
     */
    record MoveQuota(int movesLeft, Duration periodLeft) implements Overtime {
    }

    /**
     * Ing's penalty points (Ing 1991 art. 7 (1)).
     *
     * @param additionalUsed the additional time used so far
     * @param penaltyPoints the points incurred so far: 0, 2, 4 or 6
     */
    record PenaltyTime(Duration additionalUsed, int penaltyPoints) implements Overtime {
    }

    static Overtime initial(TimeSystem system) {
        return switch (system) {
            case SuddenDeath s -> new None();
            case Byoyomi b -> new Periods(b.periods(), b.period());
            case IngSecondReading r -> new Periods(r.exceedancesAllowed() + 1, r.secondsPerMove());
            case MovesInPeriod m -> new MoveQuota(m.moves(), m.period());
            case IngPenaltyPoints p -> new PenaltyTime(Duration.ZERO, 0);
        };
    }
}
