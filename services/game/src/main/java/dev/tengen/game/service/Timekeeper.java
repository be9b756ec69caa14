package dev.tengen.game.service;

import dev.tengen.clock.ArrivalVerdict;
import dev.tengen.clock.ClockEvent;
import dev.tengen.clock.ClockFact;
import dev.tengen.clock.ClockPhase;
import dev.tengen.clock.GameClock;
import dev.tengen.clock.Lateness;
import dev.tengen.clock.Side;
import dev.tengen.clock.Step;
import dev.tengen.clock.Suspension;
import dev.tengen.conduct.CompetitionCode;
import dev.tengen.conduct.Venue;
import dev.tengen.conduct.Verdicts;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ByoyomiPeriodUsed;
import dev.tengen.game.service.api.ClockPaused;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.game.service.api.ClockRecord;
import dev.tengen.game.service.api.ClockResumed;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.ExpiryJudgedAsPass;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyPointsCharged;
import dev.tengen.game.service.api.TimeExpired;
import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The game clock's side of the aggregate's decisions: each command is fed to the engine's {@link GameClock} (and
 * lateness to the competition code's {@code LatenessRule}), and what they answer becomes events. Nothing is decided
 * here that the engine does not say; a refusal of the clock becomes a {@link GameRefused} and records nothing.
 */
final class Timekeeper {

    /** Events to record and, when the clock or the lateness ends the game, the result to propose after them. */
    record Decision(List<Object> events, Optional<GameResult> result) {
        Decision {
            events = List.copyOf(events);
        }
    }

    /** A move's press: the facts it produced (periods used, penalty points) and the mover's time after it. */
    record Press(List<Object> events, ClockReading reading) {
        Press {
            events = List.copyOf(events);
        }
    }

    private Timekeeper() {
    }

    static Decision start(GameRecord record, String by, Instant at) {
        GameClock clock = requireClock(record);
        if (clock.phase() != ClockPhase.READY) {
            throw refuse(GameRefusal.CLOCK_REFUSED, "The clock of " + where(record) + " was already started at "
                    + clock.startedAt().orElseThrow() + "; it starts once.");
        }
        Color toMove = record.game().toMove();
        advance(record, clock, new ClockEvent.Start(at, ClockRecord.side(toMove)), "started");
        return new Decision(List.of(new ClockStarted(gameId(record), tournamentId(record), toMove, by, at)),
                Optional.empty());
    }

    /** Chinese 2002 art. 14: during a break the clock is stopped and the time is no one's thinking time. */
    static Decision pause(GameRecord record, String by, Instant at) {
        GameClock clock = requireClock(record);
        Step.Advanced step = advance(record, clock, new ClockEvent.Suspend(at, Suspension.BREAK), "paused");
        if (step.clock().phase() == ClockPhase.FLAG_FALLEN) {
            return expired(record, step, by, at);
        }
        List<Object> events = facts(record, step.facts(), by, at);
        events.add(new ClockPaused(gameId(record), tournamentId(record), cite(record, Suspension.BREAK.article()), by, at));
        return new Decision(events, Optional.empty());
    }

    /** Chinese 2002 art. 22.1: the clock restarts at the end of the break whether or not the players are back. */
    static Decision resume(GameRecord record, String by, Instant at) {
        GameClock clock = requireClock(record);
        advance(record, clock, new ClockEvent.Resume(at), "resumed");
        String article = cite(record, "Chinese 2002 art. 22.1");
        return new Decision(List.of(new ClockResumed(gameId(record), tournamentId(record), article, by, at)), Optional.empty());
    }

    /** A referee reads the clock: the running player loses on time if his flag has fallen, else nothing changes. */
    static Decision checkFlag(GameRecord record, String by, Instant at) {
        GameClock clock = requireClock(record);
        if (clock.phase() != ClockPhase.RUNNING) {
            throw refuse(GameRefusal.CLOCK_REFUSED, "No clock is running in " + where(record) + " (" + words(clock.phase())
                    + "), so no flag can fall.");
        }
        Step.Advanced step = advance(record, clock, new ClockEvent.Observation(at), "read");
        if (step.clock().phase() == ClockPhase.FLAG_FALLEN) {
            return expired(record, step, by, at);
        }
        Side running = clock.running().orElseThrow();
        throw refuse(GameRefusal.FLAG_NOT_FALLEN, "At " + at + " " + name(ClockRecord.color(running)) + "'s flag in "
                + where(record) + " has not fallen: the time runs out at " + clock.flagFallsAt().orElseThrow() + " ("
                + cite(record, clock.system().article()) + ").");
    }

    /**
     * Chinese 2002 art. 22.5: the player who lost on time when his last period ran out appealed, and the referee judges
     * the lack of a move a pass. The clock says whether it can be one (byoyomi, the player on move when it ran out).
     */
    static Decision expiryJudgedAsPass(GameRecord record, Color color, String by, Instant at) {
        boolean lostOnTime = record.proposed().filter(p -> p.ending().equals("time") && p.winner() == color.opponent())
                .isPresent();
        if (!lostOnTime) {
            throw refuse(GameRefusal.EXPIRY_NOT_APPEALABLE, name(color) + " has not lost on time in " + where(record)
                    + "; only a loss on time proposed and not yet confirmed can be judged a pass (Chinese 2002 art. 22.5).");
        }
        String article = record.code().expiryJudgedAsPass().orElseThrow(() -> refuse(GameRefusal.EXPIRY_NOT_APPEALABLE,
                "The competition code " + record.code().name() + " judges no expiry a pass: " + name(color)
                        + "'s loss on time in " + where(record) + " stands."));
        advance(record, requireClock(record), new ClockEvent.ExpiryJudgedAsPass(at), "judged a pass");
        return new Decision(List.of(new ExpiryJudgedAsPass(gameId(record), tournamentId(record), record.nextNumber(), color,
                article, by, at)), Optional.empty());
    }

    /** Before a move is judged: a move that comes after the flag fell is not played, the player has lost on time. */
    static Optional<Decision> expiry(GameRecord record, String by, Instant at) {
        Optional<GameClock> running = record.clock().filter(clock -> clock.phase() == ClockPhase.RUNNING);
        if (running.isEmpty()) {
            return Optional.empty();
        }
        Step.Advanced step = advance(record, running.get(), new ClockEvent.Observation(at), "read");
        return step.clock().phase() == ClockPhase.FLAG_FALLEN ? Optional.of(expired(record, step, by, at)) : Optional.empty();
    }

    /** A legal move presses the mover's clock, when it runs for him. */
    static Optional<Press> press(GameRecord record, Color mover, String by, Instant at) {
        Optional<GameClock> running = record.clock().filter(clock -> clock.running().orElse(null) == ClockRecord.side(mover));
        if (running.isEmpty()) {
            return Optional.empty();
        }
        Step.Advanced step = advance(record, running.get(), new ClockEvent.Press(at, ClockRecord.side(mover)), "pressed");
        return Optional.of(new Press(facts(record, step.facts(), by, at),
                ClockReading.of(step.clock().time(ClockRecord.side(mover)))));
    }

    /**
     * A late player arrives: the code's verdict on the lateness, counted from the clock's start (Incheon 2013 code art. 2.2,
     * Chinese 2002 art. 22.1-22.2: within the limit twice the lateness comes off his time, beyond it he loses). The
     * venue is taken as near the lodging (Chinese 2002 art. 22.2) unless the tournament set its own limit.
     */
    static Decision arrival(GameRecord record, Color color, String by, Instant at) {
        GameClock clock = requireClock(record);
        if (clock.phase() == ClockPhase.READY) {
            throw refuse(GameRefusal.CLOCK_REFUSED, "The clock of " + where(record) + " is not started; start it at the "
                    + "scheduled start, and lateness is counted from there.");
        }
        if (record.arrival(color).isPresent() || record.entries().stream().anyMatch(entry -> entry.color() == color)) {
            throw refuse(GameRefusal.ARRIVAL_ALREADY_RECORDED, name(color) + " (" + record.player(color) + ") is already at "
                    + "the board in " + where(record) + ": an arrival is recorded once, before the player's first move.");
        }
        Duration lateness = Duration.between(clock.startedAt().orElseThrow(), at);
        Step.Advanced observed = advance(record, clock, new ClockEvent.Observation(at), "read");
        if (observed.clock().phase() == ClockPhase.FLAG_FALLEN) {
            return expired(record, observed, by, at);
        }
        CompetitionCode code = record.code();
        String article = code.lateness().article();
        Optional<ArrivalVerdict> judged = Optional.ofNullable(record.start().timeControl())
                .flatMap(control -> control.latenessLimit(article))
                .map(limit -> limit.judge(lateness))
                .or(() -> code.lateness().judge(lateness, Venue.NEAR_LODGING, Optional.of(clock.system())));
        ArrivalVerdict verdict = judged.orElseThrow(() -> refuse(GameRefusal.LATENESS_NOT_PRESCRIBED, "The competition code "
                + code.name() + " leaves lateness to the referee (" + article + ") and the tournament set no lateness "
                + "limit; " + name(color) + "'s arrival in " + where(record) + " cannot be judged here."));
        List<Object> events = new ArrayList<>();
        switch (verdict) {
            case ArrivalVerdict.OnTime onTime -> events.add(arrived(record, color, lateness, Duration.ZERO, false,
                    name(color) + " was on time", article, by, at));
            case ArrivalVerdict.Late late -> {
                Side side = ClockRecord.side(color);
                Duration deduction = late.deduction().isZero() ? Duration.ZERO
                        : Lateness.remainingDeduction(lateness, observed.clock().time(side).ran());
                events.add(arrived(record, color, lateness, deduction, false, name(color) + " was late by " + show(lateness)
                        + ": twice that, " + show(late.deduction()) + ", comes off the time, " + show(deduction)
                        + " of it now (" + late.article() + ")", late.article(), by, at));
                if (deduction.isPositive()) {
                    Step.Advanced charged = advance(record, observed.clock(),
                            new ClockEvent.Adjust(at, side, deduction, late.article()), "adjusted");
                    if (charged.clock().phase() == ClockPhase.FLAG_FALLEN) {
                        Decision expiry = expired(record, charged, by, at);
                        events.addAll(expiry.events());
                        return new Decision(events, expiry.result());
                    }
                }
            }
            case ArrivalVerdict.Forfeits forfeits -> {
                events.add(arrived(record, color, lateness, Duration.ZERO, true, forfeits.cited(), article, by, at));
                // the loss cites the code's article once (the verdict's reason carries none of its own)
                GameResult loss = Verdicts.loss(code, color, forfeits.reason(), article).result();
                events.add(new GameForfeited(gameId(record), tournamentId(record), color, forfeits.cited(), article, by, at));
                return new Decision(events, Optional.of(loss));
            }
        }
        return new Decision(events, Optional.empty());
    }

    /** The flag fell: the facts up to it as events, and the loss on time under the time system's article. */
    private static Decision expired(GameRecord record, Step.Advanced step, String by, Instant observedAt) {
        List<Object> events = facts(record, step.facts(), by, observedAt);
        ClockFact.TimeExpired fact = step.facts().stream()
                .filter(ClockFact.TimeExpired.class::isInstance).map(ClockFact.TimeExpired.class::cast)
                .findFirst().orElseThrow();
        Color loser = ClockRecord.color(fact.side());
        GameResult loss = Verdicts.lossOnTime(loser, name(loser) + "'s time ran out at " + fact.at() + " ("
                + cite(record, fact.article()) + ")");
        return new Decision(events, Optional.of(loss));
    }

    private static List<Object> facts(GameRecord record, List<ClockFact> facts, String by, Instant observedAt) {
        List<Object> events = new ArrayList<>();
        for (ClockFact fact : facts) {
            Color color = ClockRecord.color(fact.side());
            switch (fact) {
                case ClockFact.PeriodUsed used -> events.add(new ByoyomiPeriodUsed(gameId(record), tournamentId(record),
                        color, used.periodsLeft(), cite(record, used.article()), used.at()));
                case ClockFact.PenaltyPointsIncurred points -> events.add(new PenaltyPointsCharged(gameId(record),
                        tournamentId(record), color, points.totalPoints(), cite(record, points.article()), points.at()));
                case ClockFact.TimeExpired expired -> events.add(new TimeExpired(gameId(record), tournamentId(record),
                        color, cite(record, expired.article()), by, expired.at(), observedAt));
                default -> { }
            }
        }
        return events;
    }

    /** The article a clock fact cites under the game's code: the time system's, or the code's own on time limits. */
    private static String cite(GameRecord record, String article) {
        return record.code().timeLimits().cite(article);
    }

    private static Step.Advanced advance(GameRecord record, GameClock clock, ClockEvent event, String what) {
        return switch (clock.apply(event)) {
            case Step.Advanced advanced -> advanced;
            case Step.Refused refused -> throw refuse(GameRefusal.CLOCK_REFUSED, "The clock of " + where(record)
                    + " cannot be " + what + ": " + refused.reason() + ".");
        };
    }

    private static GameClock requireClock(GameRecord record) {
        return record.clock().orElseThrow(() -> refuse(GameRefusal.GAME_UNTIMED, where(record) + " has no clock: the "
                + "tournament configured no time system for it."));
    }

    private static ArrivalRecorded arrived(GameRecord record, Color color, Duration lateness, Duration deduction,
            boolean forfeits, String reason, String article, String by, Instant at) {
        return new ArrivalRecorded(gameId(record), tournamentId(record), color, lateness, deduction, forfeits, reason,
                article, by, at);
    }

    private static String where(GameRecord record) {
        GameStarted start = record.start();
        return "Game " + start.gameId() + " (round " + start.round() + ", board " + start.board() + ")";
    }

    private static String gameId(GameRecord record) {
        return record.start().gameId();
    }

    private static String tournamentId(GameRecord record) {
        return record.start().tournamentId();
    }

    private static String name(Color color) {
        return color == Color.BLACK ? "Black" : "White";
    }

    private static String words(ClockPhase phase) {
        return phase.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    private static GameRefused refuse(GameRefusal refusal, String sentence) {
        return new GameRefused(refusal, sentence);
    }

    /** h:mm:ss, as a clock face shows it. */
    static String show(Duration duration) {
        return String.format("%d:%02d:%02d", duration.toHours(), duration.toMinutesPart(), duration.toSecondsPart());
    }
}
