package dev.tengen.game.service.api;

import dev.tengen.clock.Overtime;
import dev.tengen.clock.PlayerTime;
import java.time.Duration;

/**
 * One player's side of the clock as read at an event: what the engine's {@link PlayerTime} says, in the words of
 * the time systems. Fields a system does not have are null.
 *
 * @param basicTimeLeft basic time left (Chinese 2002 art. 12.2)
 * @param periodsLeft byoyomi periods left (art. 12.3), or under Ing's second reading the exceedances still allowed
 *     plus one (Ing 1991 art. 7 (2))
 * @param periodTimeLeft time left in the current period, or for the moves still due (art. 12.5)
 * @param movesLeft moves still due in the current period (Chinese 2002 art. 12.5)
 * @param penaltyPoints Ing penalty points incurred (Ing 1991 art. 7 (1))
 * @param expired whether this player's time has run out
 */
public record ClockReading(Duration basicTimeLeft, Integer periodsLeft, Duration periodTimeLeft, Integer movesLeft,
        Integer penaltyPoints, boolean expired) {

    public static ClockReading of(PlayerTime time) {
        return switch (time.overtime()) {
            case Overtime.None none -> new ClockReading(time.basicLeft(), null, null, null, null, time.expired());
            case Overtime.Periods p -> new ClockReading(time.basicLeft(), p.periodsLeft(), p.periodLeft(), null, null,
                    time.expired());
            case Overtime.MoveQuota q -> new ClockReading(time.basicLeft(), null, q.periodLeft(), q.movesLeft(), null,
                    time.expired());
            case Overtime.PenaltyTime t -> new ClockReading(time.basicLeft(), null, null, null, t.penaltyPoints(),
                    time.expired());
        };
    }
}
