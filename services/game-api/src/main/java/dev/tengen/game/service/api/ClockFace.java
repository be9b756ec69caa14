package dev.tengen.game.service.api;

import dev.tengen.clock.ClockPhase;
import dev.tengen.clock.GameClock;
import dev.tengen.clock.Side;
import dev.tengen.clock.TimeControl;
import java.time.Instant;
import java.util.Locale;

/**
 * Both sides of a game's clock as the last event left them, for people to read. The running side's time goes on
 * from {@code readAt}: a client counts down from there, and the flag falls at {@code flagFallsAt} unless a move
 * comes first.
 *
 * @param timeControl the time system and lateness limit the game is played under
 * @param phase ready (not started), running, suspended (a break), flag-fallen, ended
 * @param running "black" or "white" while a clock runs, else null
 * @param paused whether the referee stopped both clocks for a break
 * @param startedAt when the referee started the clock; lateness counts from here
 * @param readAt the instant of the last clock event, when the times were read
 * @param flagFallsAt when the running side's time runs out if no move comes; null when no clock runs
 * @param black Black's time at {@code readAt}
 * @param white White's time at {@code readAt}
 * @param blackArrival Black's recorded arrival, null when on time
 * @param whiteArrival White's recorded arrival, null when on time
 */
public record ClockFace(TimeControl timeControl, String phase, String running, boolean paused, Instant startedAt,
        Instant readAt, Instant flagFallsAt, ClockReading black, ClockReading white, ArrivalRecorded blackArrival,
        ArrivalRecorded whiteArrival) {

    static ClockFace of(TimeControl control, GameClock clock, ArrivalRecorded black, ArrivalRecorded white) {
        return new ClockFace(control, clock.phase().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                clock.running().map(side -> side.name().toLowerCase(Locale.ROOT)).orElse(null),
                clock.phase() == ClockPhase.SUSPENDED, clock.startedAt().orElse(null), clock.lastEventAt().orElse(null),
                clock.flagFallsAt().orElse(null), ClockReading.of(clock.time(Side.BLACK)),
                ClockReading.of(clock.time(Side.WHITE)), black, white);
    }
}
