package dev.tengen.conduct;

import dev.tengen.clock.ArrivalVerdict;
import dev.tengen.clock.Lateness;
import dev.tengen.clock.LatenessLimit;
import dev.tengen.clock.TimeSystem;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * A code's rule for late arrival. The arithmetic (twice the lateness, the limits) is the clock's; this
 * says which limit the code applies and what repeated absence costs.
 *
 * @param kind how lateness is judged
 * @param away the limit when the venue is away from the lodging
 * @param near the limit when it is near
 * @param overtimeInAbsence whether, without basic time (no time limit or lightning), the late player's
 *     overtime runs in his absence instead (Chinese 2002 art. 22.4)
 * @param absencesBeforeSuspension absences a player may have in a tournament before he is suspended; 0
 *     when the code does not suspend
 * @param article the article that states the rule
 */
public record LatenessRule(Kind kind, Optional<LatenessLimit> away, Optional<LatenessLimit> near,
                           boolean overtimeInAbsence, int absencesBeforeSuspension, String article) {

    public enum Kind {
        /** Beyond a fixed limit the player loses; within it twice the lateness comes off his time. */
        FIXED_LIMIT,
        /** The player forfeits when twice the lateness would exhaust his time limit (Ing 1991 art. 8). */
        TIME_LIMIT,
        /** The code says nothing: the referee decides. */
        NOT_PRESCRIBED
    }

    public LatenessRule {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(article, "article");
        if (kind == Kind.FIXED_LIMIT && (away.isEmpty() || near.isEmpty())) {
            throw new IllegalArgumentException("a fixed limit names both venues' limits: " + article);
        }
    }

    /** The verdict for one player late by {@code lateness}; empty when the code prescribes nothing. */
    public Optional<ArrivalVerdict> judge(Duration lateness, Venue venue, Optional<TimeSystem> time) {
        if (overtimeInAbsence && time.isPresent() && time.get().basicTime().isZero()) {
            // Chinese 2002 art. 22.4: without basic time the overtime runs while the player is away.
            return Optional.of(Lateness.judgeInAbsence(lateness, time.get().timeLimit()));
        }
        return switch (kind) {
            case FIXED_LIMIT -> Optional.of((venue == Venue.AWAY_FROM_LODGING ? away : near).orElseThrow().judge(lateness));
            case TIME_LIMIT -> time.map(system -> Lateness.ingJudge(lateness, system));
            case NOT_PRESCRIBED -> Optional.empty();
        };
    }

    /** Whether a player absent {@code absences} times is barred from the rest of the tournament. */
    public boolean suspends(int absences) {
        return absencesBeforeSuspension > 0 && absences > absencesBeforeSuspension;
    }
}
