package dev.tengen.clock;

import java.time.Duration;
import java.time.Instant;

/** Something that happened on the clock, at an instant, under a seed article. */
public sealed interface ClockFact {

    Side side();

    Instant at();

    String article();

    /** The player's basic time ran out and overtime (or additional time) began. */
    record BasicTimeUsedUp(Side side, Instant at, String article) implements ClockFact {
    }

    /** A byoyomi period was used up (Chinese 2002 art. 12.3) or the second-reading seconds exceeded (Ing 1991 art. 7 (2)). */
    record PeriodUsed(Side side, Instant at, int periodsLeft, String article) implements ClockFact {
    }

    /** The allotted moves were made in time; the time left over is carried into the next period (Chinese 2002 art. 12.5). */
    record QuotaCompleted(Side side, Instant at, Duration carriedOver, String article) implements ClockFact {
    }

    /** Ing penalty points reached a new total (Ing 1991 art. 7 (1)). */
    record PenaltyPointsIncurred(Side side, Instant at, int totalPoints, String article) implements ClockFact {
    }

    /** The player's time ran out at {@code at}; the clock stops there. */
    record TimeExpired(Side side, Instant at, String article) implements ClockFact {
    }

    /** The referee judged the expiry of the last period a pass and play goes on (Chinese 2002 art. 22.5). */
    record ExpiryJudgedAsPass(Side side, Instant at, String article) implements ClockFact {
    }

    /** The referee charged (positive) or gave back (negative) time. */
    record TimeAdjusted(Side side, Instant at, Duration amount, String article) implements ClockFact {
    }
}
