package dev.tengen.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game clock as an immutable value fed with timestamped events; no wall clock is ever read, so the same
 * events always give the same clock and the same facts.
 *
 * @param toMove whose clock runs (or would run once restarted)
 * @param suspension why the clock is suspended, while it is
 * @param lastEventAt the instant of the last event taken
 * @param stopped the time since the start during which neither clock ran (suspensions, after a flag fall)
 */
public record GameClock(TimeSystem system, PlayerTime black, PlayerTime white, ClockPhase phase, Side toMove,
        Optional<Suspension> suspension, Optional<Instant> startedAt, Optional<Instant> lastEventAt,
        Duration stopped) {

    /** A clock set to the time system, not started. */
    public static GameClock ready(TimeSystem system) {
        PlayerTime fresh = PlayerTime.initial(system);
        return new GameClock(system, fresh, fresh, ClockPhase.READY, Side.BLACK, Optional.empty(), Optional.empty(),
                Optional.empty(), Duration.ZERO);
    }

    public PlayerTime time(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** The side whose clock is running, if one is. */
    public Optional<Side> running() {
        return phase == ClockPhase.RUNNING ? Optional.of(toMove) : Optional.empty();
    }

    /**
     * When the running player's time will run out if nothing else happens: under the Chinese systems a move
     * at this instant is already too late; under Ing's (which count only time in excess) it is still in time.
     */
    public Optional<Instant> flagFallsAt() {
        return running().map(side -> Saturating.plus(lastEventAt.orElseThrow(), Charging.allowance(system, time(side))));
    }

    /** The player whose time has run out, if any. */
    public Optional<Side> expired() {
        return black.expired() ? Optional.of(Side.BLACK) : white.expired() ? Optional.of(Side.WHITE) : Optional.empty();
    }

    /** Wall time from the start to the last event: always both clocks' running time plus the stopped time. */
    public Duration span() {
        return startedAt.map(start -> Duration.between(start, lastEventAt.orElseThrow())).orElse(Duration.ZERO);
    }

    /** Takes one event. */
    public Step apply(ClockEvent event) {
        if (lastEventAt.isPresent() && event.at().isBefore(lastEventAt.get())) {
            return refuse("events must come in time order: " + event.at() + " is before " + lastEventAt.get());
        }
        if (phase == ClockPhase.ENDED) {
            return refuse("the clock was stopped for good at the end of the game");
        }
        return switch (event) {
            case ClockEvent.Start start -> start(start);
            case ClockEvent.Press press -> press(press);
            case ClockEvent.Suspend suspend -> suspend(suspend);
            case ClockEvent.Resume resume -> resume(resume);
            case ClockEvent.Adjust adjust -> adjust(adjust);
            case ClockEvent.OvertimeInAbsence absence -> overtimeInAbsence(absence);
            case ClockEvent.ExpiryJudgedAsPass pass -> judgePass(pass);
            case ClockEvent.Observation observation -> settle(observation.at()).step();
            case ClockEvent.End end -> end(end);
        };
    }

    private Step start(ClockEvent.Start start) {
        if (phase != ClockPhase.READY) {
            return refuse("the clock has already been started");
        }
        return new Step.Advanced(new GameClock(system, black, white, ClockPhase.RUNNING, start.toMove(),
                Optional.empty(), Optional.of(start.at()), Optional.of(start.at()), stopped), List.of());
    }

    private Step press(ClockEvent.Press press) {
        if (phase == ClockPhase.FLAG_FALLEN) {
            return refuse(press.side() + " pressed the clock, but time has run out for " + expired().orElseThrow());
        }
        if (phase != ClockPhase.RUNNING) {
            return refuse(press.side() + " pressed the clock, but no clock is running (" + phase + ")");
        }
        if (press.side() != toMove) {
            return refuse(press.side() + " pressed the clock, but " + toMove + "'s clock is running");
        }
        Settled settled = settle(press.at());
        if (settled.clock().phase() != ClockPhase.RUNNING) {
            return settled.step();
        }
        GameClock clock = settled.clock();
        Charging.Thinking move = Charging.charge(system, clock.time(toMove), toMove, Duration.ZERO, true,
                offset -> press.at());
        List<ClockFact> facts = new ArrayList<>(settled.facts());
        facts.addAll(move.facts());
        return new Step.Advanced(clock.with(toMove, move.time()).toMove(toMove.opponent()), facts);
    }

    private Step suspend(ClockEvent.Suspend suspend) {
        if (phase != ClockPhase.RUNNING) {
            return refuse("only a running clock can be suspended (" + phase + ")");
        }
        Settled settled = settle(suspend.at());
        if (settled.clock().phase() != ClockPhase.RUNNING) {
            return settled.step();
        }
        GameClock clock = settled.clock();
        // Chinese 2002 art. 14: during a break the clock is stopped and the time is no one's thinking time.
        return new Step.Advanced(clock.inPhase(ClockPhase.SUSPENDED, Optional.of(suspend.reason())), settled.facts());
    }

    private Step resume(ClockEvent.Resume resume) {
        if (phase != ClockPhase.SUSPENDED) {
            return refuse("only a suspended clock can be resumed (" + phase + ")");
        }
        // Chinese 2002 art. 22.1: the clock restarts at the end of the break whether or not the players are back.
        GameClock clock = settle(resume.at()).clock();
        return new Step.Advanced(clock.inPhase(ClockPhase.RUNNING, Optional.empty()), List.of());
    }

    private Step adjust(ClockEvent.Adjust adjust) {
        if (phase == ClockPhase.FLAG_FALLEN) {
            return refuse("time has run out for " + expired().orElseThrow() + "; the clock can no longer be adjusted");
        }
        Settled settled = settle(adjust.at());
        if (settled.clock().phase() == ClockPhase.FLAG_FALLEN) {
            return settled.step();
        }
        GameClock clock = settled.clock();
        Side side = adjust.side();
        List<ClockFact> facts = new ArrayList<>(settled.facts());
        facts.add(new ClockFact.TimeAdjusted(side, adjust.at(), adjust.amount(), adjust.article()));
        PlayerTime before = clock.time(side).withCharged(clock.time(side).charged().plus(adjust.amount()));
        if (adjust.amount().isNegative()) {
            PlayerTime credited = before.withBasicLeft(before.basicLeft().minus(adjust.amount()));
            return new Step.Advanced(clock.with(side, credited), facts);
        }
        Charging.Thinking charged = Charging.charge(system, before, side, adjust.amount(), false, offset -> adjust.at());
        facts.addAll(charged.facts());
        GameClock after = clock.with(side, charged.time());
        if (charged.expiredAfter().isPresent()) {
            after = after.inPhase(ClockPhase.FLAG_FALLEN, Optional.empty());
        }
        return new Step.Advanced(after, facts);
    }

    private Step overtimeInAbsence(ClockEvent.OvertimeInAbsence absence) {
        if (system instanceof SuddenDeath) {
            return refuse("sudden death has no overtime to start in a player's absence (Chinese 2002 art. 22.4)");
        }
        if (phase == ClockPhase.FLAG_FALLEN) {
            return refuse("time has already run out for " + expired().orElseThrow());
        }
        Settled settled = settle(absence.at());
        if (settled.clock().phase() == ClockPhase.FLAG_FALLEN) {
            return settled.step();
        }
        GameClock clock = settled.clock();
        Side side = absence.side();
        if (clock.time(side).inOvertime()) {
            return refuse(side + " is already in overtime");
        }
        List<ClockFact> facts = new ArrayList<>(settled.facts());
        // Chinese 2002 art. 22.4: without time limits, the late player's overtime starts in his absence.
        facts.add(new ClockFact.BasicTimeUsedUp(side, absence.at(), "Chinese 2002 art. 22.4"));
        return new Step.Advanced(clock.with(side, clock.time(side).withBasicLeft(Duration.ZERO)), facts);
    }

    private Step judgePass(ClockEvent.ExpiryJudgedAsPass pass) {
        if (phase != ClockPhase.FLAG_FALLEN) {
            return refuse("no player's time has run out, so there is no expiry to judge a pass");
        }
        if (!(system instanceof Byoyomi byoyomi)) {
            return refuse("only the expiry of the last byoyomi period can be judged a pass (Chinese 2002 art. 22.5)");
        }
        Side side = expired().orElseThrow();
        if (side != toMove) {
            return refuse(side + "'s time ran out while not on move, so it cannot be judged a pass (Chinese 2002 art. 22.5)");
        }
        GameClock clock = settle(pass.at()).clock();
        // Chinese 2002 art. 22.5: judged a pass, the game goes on and the overtime counting continues as before.
        PlayerTime restored = clock.time(side).withExpired(false).withOvertime(new Overtime.Periods(1, byoyomi.period()));
        GameClock resumed = clock.with(side, restored).toMove(side.opponent()).inPhase(ClockPhase.RUNNING, Optional.empty());
        return new Step.Advanced(resumed, List.of(new ClockFact.ExpiryJudgedAsPass(side, pass.at(), "Chinese 2002 art. 22.5")));
    }

    private Step end(ClockEvent.End end) {
        if (phase == ClockPhase.READY) {
            return refuse("the clock was never started");
        }
        Settled settled = settle(end.at());
        return new Step.Advanced(settled.clock().inPhase(ClockPhase.ENDED, Optional.empty()), settled.facts());
    }

    private record Settled(GameClock clock, List<ClockFact> facts) {
        Step step() {
            return new Step.Advanced(clock, facts);
        }
    }

    /** Brings the clock up to {@code at}: the running side is charged the time, or the stopped time grows. */
    private Settled settle(Instant at) {
        GameClock moved = new GameClock(system, black, white, phase, toMove, suspension, startedAt, Optional.of(at), stopped);
        if (startedAt.isEmpty()) {
            return new Settled(moved, List.of());
        }
        Duration elapsed = Duration.between(lastEventAt.orElseThrow(), at);
        if (phase != ClockPhase.RUNNING) {
            return new Settled(moved.withStopped(stopped.plus(elapsed)), List.of());
        }
        Instant from = lastEventAt.orElseThrow();
        PlayerTime thinker = time(toMove);
        Charging.Thinking thinking = Charging.charge(system, thinker, toMove, elapsed, false, from::plus);
        Duration ran = thinking.expiredAfter().orElse(elapsed);
        GameClock after = moved.with(toMove, thinking.time().withRan(thinker.ran().plus(ran)));
        if (thinking.expiredAfter().isPresent()) {
            after = after.inPhase(ClockPhase.FLAG_FALLEN, Optional.empty()).withStopped(stopped.plus(elapsed.minus(ran)));
        }
        return new Settled(after, thinking.facts());
    }

    private Step refuse(String reason) {
        return new Step.Refused(this, reason);
    }

    private GameClock with(Side side, PlayerTime time) {
        return side == Side.BLACK
                ? new GameClock(system, time, white, phase, toMove, suspension, startedAt, lastEventAt, stopped)
                : new GameClock(system, black, time, phase, toMove, suspension, startedAt, lastEventAt, stopped);
    }

    private GameClock toMove(Side side) {
        return new GameClock(system, black, white, phase, side, suspension, startedAt, lastEventAt, stopped);
    }

    private GameClock inPhase(ClockPhase newPhase, Optional<Suspension> why) {
        return new GameClock(system, black, white, newPhase, toMove, why, startedAt, lastEventAt, stopped);
    }

    private GameClock withStopped(Duration newStopped) {
        return new GameClock(system, black, white, phase, toMove, suspension, startedAt, lastEventAt, newStopped);
    }
}
