package dev.tengen.submission;

import dev.tengen.clock.TimeControl;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The time system as rating offices classify it: the basic time and the overtime after it. The EGF adjusts the basic
 * time by the overtime a game of usual length uses; the AGA sets a minimum time control.
 *
 * @param overtime what follows the basic time
 * @param basicTime each player's main time
 * @param period standard byoyomi: the seconds of each period; Canadian: the time for {@code moves} moves; Fischer:
 *     the increment added after each move; zero for sudden death
 * @param moves Canadian byoyomi: the moves due in each period; 1 otherwise
 */
public record Timing(Overtime overtime, Duration basicTime, Duration period, int moves) {

    public enum Overtime {
        SUDDEN_DEATH("Sudden death"),
        BYOYOMI("Standard byo-yomi"),
        CANADIAN("Canadian byo-yomi"),
        FISCHER("Fischer");

        private final String label;

        Overtime(String label) {
            this.label = label;
        }

        /** The name an EGD file's CM tag gives it (OpenGotha writes "Standard byo-yomi"). */
        public String label() {
            return label;
        }
    }

    public Timing {
        Objects.requireNonNull(overtime);
        Objects.requireNonNull(basicTime);
        Objects.requireNonNull(period);
        if (basicTime.isNegative() || period.isNegative()) {
            throw new IllegalArgumentException("times are not negative");
        }
        if (moves < 1) {
            throw new IllegalArgumentException("a period holds at least one move, not " + moves);
        }
    }

    public static Timing suddenDeath(Duration basicTime) {
        return new Timing(Overtime.SUDDEN_DEATH, basicTime, Duration.ZERO, 1);
    }

    public static Timing byoyomi(Duration basicTime, Duration period) {
        return new Timing(Overtime.BYOYOMI, basicTime, period, 1);
    }

    public static Timing canadian(Duration basicTime, int moves, Duration period) {
        return new Timing(Overtime.CANADIAN, basicTime, period, moves);
    }

    public static Timing fischer(Duration basicTime, Duration increment) {
        return new Timing(Overtime.FISCHER, basicTime, increment, 1);
    }

    /**
     * The timing of a tournament's time control, where a rating office knows the system: sudden death, byoyomi and
     * moves in a period (Canadian byoyomi); Ing's systems and untimed games have no EGF or AGA equivalent.
     */
    public static Optional<Timing> of(TimeControl control) {
        if (control == null || control.untimed() || control.basicTime() == null) {
            return Optional.empty();
        }
        return switch (control.kind()) {
            case "sudden-death" -> Optional.of(suddenDeath(control.basicTime()));
            case "byoyomi" -> Optional.of(byoyomi(control.basicTime(), control.period()));
            case "moves-in-period" -> Optional.of(canadian(control.basicTime(), control.moves(), control.period()));
            default -> Optional.empty();
        };
    }

    /**
     * The EGF's adjusted time (TA): the basic time plus the time of 45 moves in standard byoyomi, of 60 moves in
     * Canadian byoyomi, or the bonus of 120 moves in Fischer; sudden death adds nothing (EGF rating commission,
     * "EGF tournament class", as Sensei's Library and the EGD's submission page gemma.ujf.cas.cz/~cieply/GO/format.html
     * state it).
     */
    public Duration adjustedTime() {
        return switch (overtime) {
            case SUDDEN_DEATH -> basicTime;
            case BYOYOMI -> basicTime.plus(period.multipliedBy(45));
            case CANADIAN -> basicTime.plus(period.multipliedBy(60).dividedBy(moves));
            case FISCHER -> basicTime.plus(period.multipliedBy(120));
        };
    }
}
