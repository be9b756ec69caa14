package dev.tengen.clock;

import java.time.Duration;
import java.util.Objects;

/**
 * A competition code's limit on lateness: a player late by more than {@code forfeitAfter} loses; one late by
 * no more than that plays with twice the lateness taken off his time.
 */
public record LatenessLimit(Duration forfeitAfter, String article) {

    /** Incheon 2013 code art. 2.2.2: not more than 15 minutes late. */
    public static final LatenessLimit INCHEON_2013 = new LatenessLimit(Duration.ofMinutes(15), "Incheon 2013 code art. 2.2.2");
    /** Chinese 2002 art. 22.1: venue away from the lodging, not more than one hour late. */
    public static final LatenessLimit CHINESE_2002_AWAY_FROM_LODGING =
            new LatenessLimit(Duration.ofHours(1), "Chinese 2002 art. 22.1");
    /** Chinese 2002 art. 22.2: venue near the lodging, not more than fifteen minutes late. */
    public static final LatenessLimit CHINESE_2002_NEAR_LODGING =
            new LatenessLimit(Duration.ofMinutes(15), "Chinese 2002 art. 22.2");

    public LatenessLimit {
        TimeSystem.requirePositive(forfeitAfter, "a lateness limit");
        Objects.requireNonNull(article, "article");
    }

    /** The verdict for a player late by {@code lateness}; exactly the limit is still in time to play. */
    public ArrivalVerdict judge(Duration lateness) {
        Lateness.requireNotNegative(lateness);
        if (lateness.isZero()) {
            return new ArrivalVerdict.OnTime();
        }
        if (lateness.compareTo(forfeitAfter) > 0) {
            return new ArrivalVerdict.Forfeits(lateness, "late by " + Lateness.show(lateness) + ", more than "
                    + Lateness.show(forfeitAfter), article);
        }
        return new ArrivalVerdict.Late(lateness, Lateness.deduction(lateness), article);
    }

    /** Chinese 2002 art. 22.3: when both are late each is judged by the same limit, until both lose. */
    public ArrivalVerdict.Pair judgeBoth(Duration blackLateness, Duration whiteLateness) {
        return new ArrivalVerdict.Pair(judge(blackLateness), judge(whiteLateness));
    }
}
