package dev.tengen.game.service.api;

import dev.tengen.clock.ClockEvent;
import dev.tengen.clock.ClockPhase;
import dev.tengen.clock.GameClock;
import dev.tengen.clock.Side;
import dev.tengen.clock.Step;
import dev.tengen.clock.Suspension;
import dev.tengen.clock.TimeControl;
import dev.tengen.clock.TimeSystem;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * A game's clock as its events tell it: the engine's {@link GameClock} fed the same timestamped events the aggregate
 * fed it when deciding, and the arrivals recorded. The aggregate's {@code GameRecord} and the read side's live board
 * fold the same events into it; events that do not touch the clock are ignored.
 */
public final class ClockRecord {

    private TimeControl control;
    /** Null for a game without a clock. */
    private GameClock clock;
    private final Map<Color, ArrivalRecorded> arrivals = new EnumMap<>(Color.class);

    public void apply(Object event) {
        switch (event) {
            case GameStarted e -> {
                control = e.timeControl();
                clock = timeSystem(control).map(GameClock::ready).orElse(null);
            }
            case MovePlayed e -> press(e.color(), e.at());
            case PassPlayed e -> press(e.color(), e.at());
            // A turn lost or a pass counted for an illegal move passes the clock as a move does.
            case TurnLost e -> press(e.color(), e.at());
            case PassCounted e -> press(e.color(), e.at());
            case ClockStarted e -> feed(new ClockEvent.Start(e.at(), side(e.toMove())));
            case ClockPaused e -> feed(new ClockEvent.Suspend(e.at(), Suspension.BREAK));
            case ClockResumed e -> feed(new ClockEvent.Resume(e.at()));
            case ArrivalRecorded e -> {
                arrivals.put(e.color(), e);
                if (e.deduction().isPositive()) {
                    feed(new ClockEvent.Adjust(e.at(), side(e.color()), e.deduction(), e.article()));
                }
            }
            case TimeExpired e -> feed(new ClockEvent.Observation(e.observedAt()));
            case ExpiryJudgedAsPass e -> feed(new ClockEvent.ExpiryJudgedAsPass(e.at()));
            case ResultProposed e -> {
                if (clock != null && (clock.phase() == ClockPhase.RUNNING || clock.phase() == ClockPhase.SUSPENDED)) {
                    feed(new ClockEvent.End(e.at()));
                }
            }
            default -> { }
        }
    }

    /** The game clock as the last event left it; empty for a game without a clock. */
    public Optional<GameClock> clock() {
        return Optional.ofNullable(clock);
    }

    /** The time control the game was started with; null for a game without one. */
    public TimeControl timeControl() {
        return control;
    }

    /** The arrival recorded for a late player. */
    public Optional<ArrivalRecorded> arrival(Color color) {
        return Optional.ofNullable(arrivals.get(color));
    }

    /** Both clocks as a board shows them; empty for a game without a clock. */
    public Optional<ClockFace> face() {
        return clock().map(c -> ClockFace.of(control, c, arrival(Color.BLACK).orElse(null), arrival(Color.WHITE).orElse(null)));
    }

    /** The mover's clock stops and the opponent's runs; nothing happens when the clock does not run for him. */
    private void press(Color color, Instant at) {
        if (clock != null && clock.running().filter(side(color)::equals).isPresent()) {
            feed(new ClockEvent.Press(at, side(color)));
        }
    }

    /** An event the clock refuses leaves it as it was, as it did when the aggregate decided. */
    private void feed(ClockEvent event) {
        if (clock != null && clock.apply(event) instanceof Step.Advanced advanced) {
            clock = advanced.clock();
        }
    }

    /** The system a start names; empty for a game without a clock. */
    static Optional<TimeSystem> timeSystem(TimeControl control) {
        return control == null || control.untimed() ? Optional.empty() : Optional.of(control.system());
    }

    public static Side side(Color color) {
        return color == Color.BLACK ? Side.BLACK : Side.WHITE;
    }

    public static Color color(Side side) {
        return side == Side.BLACK ? Color.BLACK : Color.WHITE;
    }
}
