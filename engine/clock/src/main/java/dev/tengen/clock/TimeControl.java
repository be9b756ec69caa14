package dev.tengen.clock;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A time system as a tournament writes it down: a kind and the parameters that kind needs, plus the limit on
 * lateness when the tournament sets its own. {@link #judge()} turns it into a {@link TimeSystem} or says which
 * field is wrong; the counting stays with the system.
 *
 * @param kind one of {@link #KINDS}; "untimed" for a game without a clock
 * @param basicTime the basic time (Chinese 2002 art. 12.2)
 * @param periods byoyomi periods (Chinese 2002 art. 12.3)
 * @param period the length of a byoyomi period, of a moves-in-period period (art. 12.5), or the seconds per move
 *     of Ing's second reading (Ing 1991 art. 7 (2))
 * @param moves the moves due in each period (Chinese 2002 art. 12.5)
 * @param exceedances how many times the seconds per move may be exceeded (Ing 1991 art. 7 (2))
 * @param latenessLimit late by more than this loses; null: the competition code's own limit
 */
public record TimeControl(String kind, Duration basicTime, Integer periods, Duration period, Integer moves,
        Integer exceedances, Duration latenessLimit) {

    public static final String UNTIMED = "untimed";
    public static final List<String> KINDS = List.of("sudden-death", "byoyomi", "moves-in-period", "ing-penalty-points",
            "ing-second-reading", UNTIMED);

    /**
     * The longest a clock duration may be (the basic time, a period, the lateness limit): a day, since a game of
     * the codes is played within its day (no code in the seeds sets a bound: docs/RULES-NOTES.md, "Clock bounds").
     * Without one, a basic time of 2^63 nanoseconds overflowed the clock's arithmetic and made the game unreadable.
     */
    public static final Duration LONGEST = Duration.ofHours(24);
    /** The most byoyomi periods, moves in a period, or exceedances of Ing's seconds: far more than any code uses. */
    public static final int MOST = 1000;

    /** A field at fault and a sentence a tournament director understands. */
    public record Fault(String field, String sentence) {
    }

    /** The time system written down, or the first fault found. */
    public sealed interface Judged {
        record Valid(TimeControl control, Optional<TimeSystem> system) implements Judged {
        }

        record Invalid(Fault fault) implements Judged {
        }
    }

    /** How a system of the engine is written down; the lateness limit left to the code. */
    public static TimeControl of(TimeSystem system) {
        return switch (system) {
            case SuddenDeath s -> new TimeControl("sudden-death", s.basicTime(), null, null, null, null, null);
            case Byoyomi b -> new TimeControl("byoyomi", b.basicTime(), b.periods(), b.period(), null, null, null);
            case MovesInPeriod m -> new TimeControl("moves-in-period", m.basicTime(), null, m.period(), m.moves(), null, null);
            case IngPenaltyPoints p -> new TimeControl("ing-penalty-points", p.basicTime(), null, null, null, null, null);
            case IngSecondReading r -> new TimeControl("ing-second-reading", r.basicTime(), null, r.secondsPerMove(), null,
                    r.exceedancesAllowed(), null);
        };
    }

    public boolean untimed() {
        return UNTIMED.equals(kind);
    }

    /** The lateness limit the tournament set, with the article of the code that it stands in for. */
    public Optional<LatenessLimit> latenessLimit(String article) {
        return Optional.ofNullable(latenessLimit).map(limit -> new LatenessLimit(limit, article));
    }

    /**
     * Checks the fields the kind needs and builds its system; the fields it does not need are dropped, so two
     * equal controls mean the same clock.
     */
    public Judged judge() {
        String canonical = kind == null ? "" : kind.strip().toLowerCase(Locale.ROOT);
        if (!KINDS.contains(canonical)) {
            return invalid("kind", "'" + kind + "' is not a time system Tengen knows; choose one of "
                    + String.join(", ", KINDS) + ".");
        }
        Judged outOfBounds = outOfBounds();
        if (outOfBounds != null) {
            return outOfBounds;
        }
        if (latenessLimit != null && !latenessLimit.isPositive()) {
            return invalid("latenessLimit", "A lateness limit is a positive duration, such as PT15M; "
                    + latenessLimit + " is not.");
        }
        if (canonical.equals(UNTIMED)) {
            return new Judged.Valid(new TimeControl(UNTIMED, null, null, null, null, null, latenessLimit), Optional.empty());
        }
        if (basicTime == null || basicTime.isNegative()) {
            return invalid("basicTime", "The basic time is a duration of zero or more, such as PT1H (Chinese 2002 art. 12.2).");
        }
        TimeControl kept;
        switch (canonical) {
            case "sudden-death", "ing-penalty-points" -> {
                if (basicTime.isZero()) {
                    return invalid("basicTime", "Under " + canonical + " the basic time is all the time there is; it must"
                            + " be more than zero.");
                }
                kept = new TimeControl(canonical, basicTime, null, null, null, null, latenessLimit);
            }
            case "byoyomi" -> {
                if (periods == null || periods < 1) {
                    return invalid("periods", "Byoyomi needs at least one period (Chinese 2002 art. 12.3); " + periods
                            + " were given.");
                }
                if (period == null || !period.isPositive()) {
                    return invalid("period", "A byoyomi period is a positive duration, such as PT60S (Chinese 2002 art. 12.3).");
                }
                kept = new TimeControl(canonical, basicTime, periods, period, null, null, latenessLimit);
            }
            case "moves-in-period" -> {
                if (moves == null || moves < 1) {
                    return invalid("moves", "A period needs at least one move (Chinese 2002 art. 12.5); " + moves
                            + " were given.");
                }
                if (period == null || !period.isPositive()) {
                    return invalid("period", "The period for the moves is a positive duration, such as PT10M "
                            + "(Chinese 2002 art. 12.5).");
                }
                kept = new TimeControl(canonical, basicTime, null, period, moves, null, latenessLimit);
            }
            default -> {
                if (period == null || !period.isPositive()) {
                    return invalid("period", "The seconds per move are a positive duration, such as PT30S "
                            + "(Ing 1991 art. 7 (2)).");
                }
                if (exceedances == null || exceedances < 0) {
                    return invalid("exceedances", "The times the seconds may be exceeded are zero or more "
                            + "(Ing 1991 art. 7 (2)); " + exceedances + " were given.");
                }
                kept = new TimeControl(canonical, basicTime, null, period, null, exceedances, latenessLimit);
            }
        }
        return new Judged.Valid(kept, Optional.of(kept.system()));
    }

    /** The system of a valid control; an untimed or unchecked one is a programming error. */
    public TimeSystem system() {
        return switch (kind) {
            case "sudden-death" -> SuddenDeath.of(basicTime);
            case "byoyomi" -> new Byoyomi(basicTime, periods, period);
            case "moves-in-period" -> new MovesInPeriod(basicTime, moves, period);
            case "ing-penalty-points" -> new IngPenaltyPoints(basicTime);
            case "ing-second-reading" -> new IngSecondReading(basicTime, period, exceedances);
            default -> throw new IllegalStateException("no time system for " + kind);
        };
    }

    /** The first duration longer than {@link #LONGEST} or count above {@link #MOST}, or null. */
    private Judged outOfBounds() {
        String[] durationFields = {"basicTime", "period", "latenessLimit"};
        Duration[] durations = {basicTime, period, latenessLimit};
        for (int i = 0; i < durations.length; i++) {
            if (durations[i] != null && durations[i].compareTo(LONGEST) > 0) {
                return invalid(durationFields[i], "A game is timed within its day: at most " + LONGEST + "; "
                        + durations[i] + " is longer.");
            }
        }
        String[] countFields = {"periods", "moves", "exceedances"};
        Integer[] counts = {periods, moves, exceedances};
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != null && counts[i] > MOST) {
                return invalid(countFields[i], "At most " + MOST + " " + countFields[i] + "; " + counts[i] + " were given.");
            }
        }
        return null;
    }

    private static Judged invalid(String field, String sentence) {
        return new Judged.Invalid(new Fault(field, sentence));
    }
}
