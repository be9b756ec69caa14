package dev.tengen.conduct;

import dev.tengen.clock.ClockEvent;
import dev.tengen.clock.ClockFact;
import dev.tengen.clock.ClockPhase;
import dev.tengen.clock.GameClock;
import dev.tengen.clock.Side;
import dev.tengen.clock.Step;
import dev.tengen.clock.TimeSystem;
import dev.tengen.rules.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The game clock as the adjudication feeds it, its facts turned into rulings that cite the code's articles on time
 * ({@link CompetitionCode.TimeLimits}). Untimed games have none.
 */
final class ClockKeeper {

    /** What the ruling on the flag's fall says; the loss on time follows that ruling. */
    static final String TIME_EXPIRED = "time expired";

    private GameClock clock;
    private final CompetitionCode.TimeLimits limits;
    private final int[] penaltyPoints = new int[2];

    ClockKeeper(Optional<TimeSystem> system, CompetitionCode.TimeLimits limits) {
        this.clock = system.map(GameClock::ready).orElse(null);
        this.limits = limits;
    }

    boolean timed() {
        return clock != null;
    }

    boolean started() {
        return clock != null && clock.phase() != ClockPhase.READY;
    }

    boolean running() {
        return clock != null && clock.phase() == ClockPhase.RUNNING;
    }

    /** Ing penalty points this side incurred (Ing 1991 art. 7 (1)). */
    int penaltyPoints(Color colour) {
        return penaltyPoints[colour.ordinal()];
    }

    static Side side(Color colour) {
        return colour == Color.BLACK ? Side.BLACK : Side.WHITE;
    }

    static Color colour(Side side) {
        return side == Side.BLACK ? Color.BLACK : Color.WHITE;
    }

    /** Feeds a break's start or end; its rulings, then the break noted. */
    List<Ruling> feed(ClockEvent event, String note, String article) {
        List<Ruling> rulings = new ArrayList<>(feed(event));
        rulings.add(new Ruling.Noted(note, limits.cite(article)));
        return rulings;
    }

    /** Charges the lateness rulings to the late player's clock: time deducted, or overtime run in his absence. */
    void chargeLateness(List<Ruling> rulings, Color player, Instant now, Duration late) {
        for (Ruling r : rulings) {
            if (r instanceof Ruling.TimeDeducted d) {
                feed(new ClockEvent.Adjust(now, side(player), d.amount(), d.article()));
            } else if (r instanceof Ruling.ClockRuling c) {
                feed(new ClockEvent.Adjust(now, side(player), late, c.article()));
            }
        }
    }

    /**
     * The expiry of the last period judged a pass (Chinese 2002 art. 22.5): the clock runs on for the opponent with the
     * same overtime. The clock's refusal, when it has one (not byoyomi, the player was not on move).
     */
    Optional<String> judgePass(Instant at) {
        if (clock == null) {
            return Optional.of("the game has no clock");
        }
        Step step = clock.apply(new ClockEvent.ExpiryJudgedAsPass(at));
        if (step instanceof Step.Refused refused) {
            return Optional.of(refused.reason());
        }
        clock = step.clock();
        return Optional.empty();
    }

    /** Feeds one event; the rulings for the facts it produced, or the clock's refusal. */
    List<Ruling> feed(ClockEvent event) {
        if (clock == null || clock.phase() == ClockPhase.ENDED) {
            return List.of();
        }
        Step step = clock.apply(event);
        clock = step.clock();
        if (step instanceof Step.Refused refused) {
            return event instanceof ClockEvent.Press || event instanceof ClockEvent.Suspend || event instanceof ClockEvent.Resume
                    ? List.of(new Ruling.ActionRefused("clock", refused.reason(), limits.cite(clock.system().article())))
                    : List.of();
        }
        List<Ruling> rulings = new ArrayList<>();
        for (ClockFact fact : ((Step.Advanced) step).facts()) {
            translate(fact).ifPresent(rulings::add);
        }
        return rulings;
    }

    private Optional<Ruling> translate(ClockFact fact) {
        Color c = colour(fact.side());
        String article = limits.cite(fact.article());
        return switch (fact) {
            case ClockFact.BasicTimeUsedUp f -> Optional.of(new Ruling.ClockRuling(c, "basic time used up", article));
            case ClockFact.PeriodUsed f -> Optional.of(new Ruling.ClockRuling(c, "a period used, " + f.periodsLeft() + " left",
                    article));
            case ClockFact.QuotaCompleted f -> Optional.of(new Ruling.ClockRuling(c,
                    "the allotted moves made in time, " + show(f.carriedOver()) + " carried over", article));
            case ClockFact.PenaltyPointsIncurred f -> {
                penaltyPoints[c.ordinal()] = f.totalPoints();
                yield Optional.of(new Ruling.ClockRuling(c, "time penalty, " + f.totalPoints() + " points in all", article));
            }
            case ClockFact.TimeExpired f -> Optional.of(new Ruling.ClockRuling(c, TIME_EXPIRED, article));
            case ClockFact.ExpiryJudgedAsPass f -> Optional.of(new Ruling.ClockRuling(c, "the expiry judged a pass", article));
            case ClockFact.TimeAdjusted f -> Optional.empty();
        };
    }

    static String show(Duration d) {
        return String.format("%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
    }
}
