package dev.tengen.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/** What a game clock is fed, each at an instant; events must come in time order. */
public sealed interface ClockEvent {

    Instant at();

    /** The clock is started with {@code toMove}'s side running. */
    record Start(Instant at, Side toMove) implements ClockEvent {
    }

    /** {@code side} completed a move (or a pass) and pressed the clock: its clock stops, the opponent's runs. */
    record Press(Instant at, Side side) implements ClockEvent {
    }

    /** The referee stops both clocks (Chinese 2002 art. 14 for breaks). */
    record Suspend(Instant at, Suspension reason) implements ClockEvent {
    }

    /** The referee restarts the clock, whether or not the players are back (Chinese 2002 art. 22.1). */
    record Resume(Instant at) implements ClockEvent {
    }

    /**
     * The referee charges (positive) or gives back (negative) time to {@code side}: lateness, a clock
     * correction (Chinese 2002 art. 22.8). Charged time is counted as thinking time without a move;
     * given-back time is added to the basic time.
     */
    record Adjust(Instant at, Side side, Duration amount, String article) implements ClockEvent {
        public Adjust {
            Objects.requireNonNull(article, "article");
        }
    }

    /** The late player's overtime starts in his absence (Chinese 2002 art. 22.4): his basic time is forgone. */
    record OvertimeInAbsence(Instant at, Side side) implements ClockEvent {
    }

    /** The referee accepts the appeal that the expiry of the last period is a pass (Chinese 2002 art. 22.5). */
    record ExpiryJudgedAsPass(Instant at) implements ClockEvent {
    }

    /** Someone reads the clock: nothing changes but the facts up to {@code at} come out. */
    record Observation(Instant at) implements ClockEvent {
    }

    /** The game is over and the clock is stopped for good. */
    record End(Instant at) implements ClockEvent {
    }
}
