package dev.tengen.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Charges thinking time to one player's clock under a time system: basic time first, then what follows.
 * Charging a span in pieces gives the same result as charging it at once, so reading the clock in the
 * middle of a move changes nothing.
 */
final class Charging {

    /**
     * The player's time after the charge, the facts it produced, and, when the time ran out, how far into
     * the charge that happened.
     */
    record Thinking(PlayerTime time, List<ClockFact> facts, Optional<Duration> expiredAfter) {
    }

    private record Counted(Overtime overtime, Optional<Duration> expiredAfter) {
    }

    private Charging() {
    }

    /**
     * Charges {@code elapsed} to {@code before}; {@code moveCompleted} says the span ends with a move.
     * {@code when} turns an offset into the charge into the instant a fact is dated.
     */
    static Thinking charge(TimeSystem system, PlayerTime before, Side side, Duration elapsed, boolean moveCompleted,
            Function<Duration, Instant> when) {
        List<ClockFact> facts = new ArrayList<>();
        Duration fromBasic = min(elapsed, before.basicLeft());
        Duration basicLeft = before.basicLeft().minus(fromBasic);
        PlayerTime time = before.withBasicLeft(basicLeft);
        if (!basicLeft.isZero()) {
            return new Thinking(time, facts, Optional.empty());
        }
        if (!before.basicLeft().isZero() && !(system instanceof SuddenDeath)) {
            facts.add(new ClockFact.BasicTimeUsedUp(side, when.apply(fromBasic), system.article()));
        }
        Counted counted = switch (system) {
            // Chinese 2002 art. 12.4: the player who runs out of time loses.
            case SuddenDeath s -> new Counted(before.overtime(), Optional.of(fromBasic));
            case Byoyomi b -> periods(b.period(), true, (Overtime.Periods) before.overtime(), side,
                    elapsed.minus(fromBasic), fromBasic, moveCompleted, when, b.article(), facts);
            case IngSecondReading r -> periods(r.secondsPerMove(), false, (Overtime.Periods) before.overtime(), side,
                    elapsed.minus(fromBasic), fromBasic, moveCompleted, when, r.article(), facts);
            case MovesInPeriod m -> quota(m, (Overtime.MoveQuota) before.overtime(), side,
                    elapsed.minus(fromBasic), fromBasic, moveCompleted, when, facts);
            case IngPenaltyPoints p -> penalty(p, (Overtime.PenaltyTime) before.overtime(), side,
                    elapsed.minus(fromBasic), fromBasic, when, facts);
        };
        time = time.withOvertime(counted.overtime());
        if (counted.expiredAfter().isPresent()) {
            Duration after = counted.expiredAfter().get();
            facts.add(new ClockFact.TimeExpired(side, when.apply(after), expiryArticle(system)));
            time = time.withExpired(true);
        }
        return new Thinking(time, facts, counted.expiredAfter());
    }

    /** How long the player can go on thinking from {@code time} before the flag falls. */
    static Duration allowance(TimeSystem system, PlayerTime time) {
        Duration overtime = switch (time.overtime()) {
            case Overtime.None none -> Duration.ZERO;
            case Overtime.Periods p -> Saturating.plus(p.periodLeft(),
                    Saturating.times(periodLength(system), p.periodsLeft() - 1L));
            case Overtime.MoveQuota q -> q.periodLeft();
            case Overtime.PenaltyTime t -> ((IngPenaltyPoints) system).additionalTimeLimit().minus(t.additionalUsed());
        };
        return Saturating.plus(time.basicLeft(), overtime);
    }

    private static Duration periodLength(TimeSystem system) {
        return switch (system) {
            case Byoyomi b -> b.period();
            case IngSecondReading r -> r.secondsPerMove();
            default -> throw new IllegalStateException("no periods in " + system);
        };
    }

    private static String expiryArticle(TimeSystem system) {
        return switch (system) {
            case Byoyomi b -> "Chinese 2002 art. 12.3, 22.5";
            case IngPenaltyPoints p -> "Ing 1991 art. 7 (1), art. 8, Forfeiture (4)";
            case IngSecondReading r -> "Ing 1991 art. 7 (2), art. 8, Forfeiture (4)";
            default -> system.article();
        };
    }

    /**
     * Byoyomi (Chinese 2002 art. 12.3) and second reading (Ing 1991 art. 7 (2)): each period that runs out
     * during the move is used up; a period "reaches" its end inclusively under the Chinese code.
     */
    private static Counted periods(Duration length, boolean atLimit, Overtime.Periods start, Side side, Duration rest,
            Duration offset, boolean moveCompleted, Function<Duration, Instant> when, String article,
            List<ClockFact> facts) {
        int periodsLeft = start.periodsLeft();
        Duration periodLeft = start.periodLeft();
        while (!within(rest, periodLeft, atLimit)) {
            rest = rest.minus(periodLeft);
            offset = offset.plus(periodLeft);
            periodsLeft--;
            if (periodsLeft == 0) {
                return new Counted(new Overtime.Periods(0, Duration.ZERO), Optional.of(offset));
            }
            facts.add(new ClockFact.PeriodUsed(side, when.apply(offset), periodsLeft, article));
            periodLeft = length;
        }
        periodLeft = moveCompleted ? length : periodLeft.minus(rest);
        return new Counted(new Overtime.Periods(periodsLeft, periodLeft), Optional.empty());
    }

    /** Chinese 2002 art. 12.5: the moves must be made within the period; time left over is carried on. */
    private static Counted quota(MovesInPeriod system, Overtime.MoveQuota start, Side side, Duration rest,
            Duration offset, boolean moveCompleted, Function<Duration, Instant> when, List<ClockFact> facts) {
        if (!within(rest, start.periodLeft(), true)) {
            return new Counted(new Overtime.MoveQuota(start.movesLeft(), Duration.ZERO),
                    Optional.of(offset.plus(start.periodLeft())));
        }
        Duration periodLeft = start.periodLeft().minus(rest);
        int movesLeft = moveCompleted ? start.movesLeft() - 1 : start.movesLeft();
        if (movesLeft == 0) {
            facts.add(new ClockFact.QuotaCompleted(side, when.apply(offset.plus(rest)), periodLeft, system.article()));
            periodLeft = periodLeft.plus(system.period());
            movesLeft = system.moves();
        }
        return new Counted(new Overtime.MoveQuota(movesLeft, periodLeft), Optional.empty());
    }

    /**
     * Ing 1991 art. 7 (1): two points for exceeding the basic time, two more for additional time in excess of
     * 1/6 and of 2/6 of it, forfeit in excess of 3/6. Thresholds are compared exactly (times six).
     */
    private static Counted penalty(IngPenaltyPoints system, Overtime.PenaltyTime start, Side side, Duration rest,
            Duration offset, Function<Duration, Instant> when, List<ClockFact> facts) {
        Duration basic = system.basicTime();
        Duration used = start.additionalUsed();
        Duration after = used.plus(rest);
        int points = start.penaltyPoints();
        for (int sixths = 0; sixths < 3; sixths++) {
            Duration threshold = basic.multipliedBy(sixths).dividedBy(6);
            if (!exceedsSixths(used, basic, sixths) && exceedsSixths(after, basic, sixths)) {
                points = (sixths + 1) * IngPenaltyPoints.POINTS_PER_STEP;
                facts.add(new ClockFact.PenaltyPointsIncurred(side, when.apply(offset.plus(threshold.minus(used))),
                        points, system.article()));
            }
        }
        if (exceedsSixths(after, basic, 3)) {
            Duration limit = system.additionalTimeLimit();
            return new Counted(new Overtime.PenaltyTime(limit, points), Optional.of(offset.plus(limit.minus(used))));
        }
        return new Counted(new Overtime.PenaltyTime(after, points), Optional.empty());
    }

    private static boolean exceedsSixths(Duration additional, Duration basic, int sixths) {
        return additional.multipliedBy(6).compareTo(basic.multipliedBy(sixths)) > 0;
    }

    private static boolean within(Duration elapsed, Duration limit, boolean atLimit) {
        int order = elapsed.compareTo(limit);
        return atLimit ? order < 0 : order <= 0;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
