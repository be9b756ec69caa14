package dev.tengen.platform.game;

import dev.tengen.clock.ClockPhase;
import dev.tengen.clock.GameClock;
import dev.tengen.clock.Side;
import dev.tengen.clock.TimeControl;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.Locale;

/**
 * Both sides of a game's clock as the last event left them. The running side's time goes on from {@code readAt}:
 * a client counts down from there, and the flag falls at {@code flagFallsAt} unless a move comes first.
 *
 * @param timeControl the time system and lateness limit the game is played under
 * @param phase ready (not started), running, suspended (a break), flag-fallen, ended
 * @param running "black" or "white" while a clock runs, else null
 * @param paused whether the referee stopped both clocks for a break
 * @param startedAt when the referee started the clock; lateness counts from here
 * @param readAt the instant of the last clock event, when the times below were read
 * @param flagFallsAt when the running side's time runs out if no move comes; null when no clock runs
 * @param time each side's time at {@code readAt}
 * @param arrivals each late player's recorded arrival, null for a player who was on time
 */
public record ClockView(TimeControl timeControl, String phase, String running, boolean paused, Instant startedAt,
        Instant readAt, Instant flagFallsAt, GameView.Sides<ClockReading> time, GameView.Sides<ArrivalRecorded> arrivals) {

    /** The clock of a timed game; null for a game without one. */
    static ClockView of(GameRecord record) {
        return record.clock().map(clock -> of(record, clock)).orElse(null);
    }

    private static ClockView of(GameRecord record, GameClock clock) {
        return new ClockView(record.start().timeControl(), clock.phase().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                clock.running().map(side -> side.name().toLowerCase(Locale.ROOT)).orElse(null),
                clock.phase() == ClockPhase.SUSPENDED, clock.startedAt().orElse(null), clock.lastEventAt().orElse(null),
                clock.flagFallsAt().orElse(null),
                new GameView.Sides<>(ClockReading.of(clock.time(Side.BLACK)), ClockReading.of(clock.time(Side.WHITE))),
                new GameView.Sides<>(record.arrival(Color.BLACK).orElse(null), record.arrival(Color.WHITE).orElse(null)));
    }
}
