package dev.tengen.clock;

import static dev.tengen.clock.Times.T0;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

class ClockPropertiesTest {

    /** What a script does next, after {@code gapMillis}; the side pressing is whoever is on move. */
    enum Action { PRESS, LOOK, SUSPEND, RESUME, CHARGE, CREDIT, PASS_ON_EXPIRY, END }

    record Scripted(Action action, long gapMillis, long amountMillis) {
    }

    @Property(tries = 300)
    void replayingTheSameEventsGivesTheSameClockAndFacts(@ForAll("systems") TimeSystem system,
            @ForAll("scripts") List<Scripted> script) {
        List<ClockEvent> events = materialize(system, script);
        assertEquals(ClockReplay.of(system, events), ClockReplay.of(system, List.copyOf(events)));
    }

    @Property(tries = 300)
    void replayingInTwoPartsGivesTheSameAsInOne(@ForAll("systems") TimeSystem system,
            @ForAll("scripts") List<Scripted> script) {
        List<ClockEvent> events = materialize(system, script);
        int half = events.size() / 2;
        ClockReplay first = ClockReplay.of(system, events.subList(0, half));
        ClockReplay second = ClockReplay.continueFrom(first.clock(), events.subList(half, events.size()));
        ClockReplay whole = ClockReplay.of(system, events);
        assertEquals(whole.clock(), second.clock());
        List<ClockFact> facts = new ArrayList<>(first.facts());
        facts.addAll(second.facts());
        assertEquals(whole.facts(), facts);
    }

    @Property(tries = 300)
    void bothClocksPlusStoppedTimeMakeTheWallSpan(@ForAll("systems") TimeSystem system,
            @ForAll("scripts") List<Scripted> script) {
        GameClock clock = ClockReplay.of(system, materialize(system, script)).clock();
        assertEquals(clock.span(), clock.black().ran().plus(clock.white().ran()).plus(clock.stopped()));
    }

    @Property(tries = 300)
    void readingTheClockInBetweenChangesNothing(@ForAll("systems") TimeSystem system,
            @ForAll("scripts") List<Scripted> script) {
        List<ClockEvent> events = materialize(system, script);
        ClockReplay plain = ClockReplay.of(system, events);
        Set<Integer> refused = plain.refusals().stream().map(ClockReplay.RefusedEvent::index).collect(Collectors.toSet());
        List<ClockEvent> observed = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            // A refused event leaves the clock where it was, so only the time before a taken event is read.
            if (i > 0 && !refused.contains(i)) {
                Instant before = events.get(i - 1).at();
                Instant middle = before.plus(Duration.between(before, events.get(i).at()).dividedBy(2));
                observed.add(new ClockEvent.Observation(middle));
            }
            observed.add(events.get(i));
        }
        ClockReplay read = ClockReplay.of(system, observed);
        // After a flag fall the clock stands still and later presses are refused, so the last instant booked
        // depends on which event first saw the fall: both are read at the same last instant to compare.
        Instant last = Collections.max(List.of(plain.clock().lastEventAt().orElseThrow(), read.clock().lastEventAt().orElseThrow()));
        ClockEvent reading = new ClockEvent.Observation(last);
        assertEquals(plain.clock().apply(reading).clock(), read.clock().apply(reading).clock());
        assertEquals(plain.facts(), read.facts());
    }

    /** Turns a script into timestamped events, pressing for whoever is on move at that point. */
    private static List<ClockEvent> materialize(TimeSystem system, List<Scripted> script) {
        List<ClockEvent> events = new ArrayList<>();
        ClockEvent begin = new ClockEvent.Start(T0, Side.BLACK);
        events.add(begin);
        GameClock clock = GameClock.ready(system).apply(begin).clock();
        Instant now = T0;
        for (Scripted step : script) {
            now = now.plusMillis(step.gapMillis());
            Duration amount = Duration.ofMillis(step.amountMillis());
            ClockEvent event = switch (step.action()) {
                case PRESS -> new ClockEvent.Press(now, clock.toMove());
                case LOOK -> new ClockEvent.Observation(now);
                case SUSPEND -> new ClockEvent.Suspend(now, Suspension.BREAK);
                case RESUME -> new ClockEvent.Resume(now);
                case CHARGE -> new ClockEvent.Adjust(now, clock.toMove(), amount, "test");
                case CREDIT -> new ClockEvent.Adjust(now, clock.toMove().opponent(), amount.negated(), "test");
                case PASS_ON_EXPIRY -> new ClockEvent.ExpiryJudgedAsPass(now);
                case END -> new ClockEvent.End(now);
            };
            events.add(event);
            clock = clock.apply(event).clock();
        }
        return events;
    }

    @Provide
    Arbitrary<List<Scripted>> scripts() {
        Arbitrary<Long> gaps = Arbitraries.oneOf(
                Arbitraries.longs().between(0, 120_000),
                Arbitraries.longs().between(0, 120).map(seconds -> seconds * 1000));
        Arbitrary<Action> actions = Arbitraries.frequency(
                Tuple.of(12, Action.PRESS), Tuple.of(2, Action.LOOK), Tuple.of(1, Action.SUSPEND),
                Tuple.of(1, Action.RESUME), Tuple.of(1, Action.CHARGE), Tuple.of(1, Action.CREDIT),
                Tuple.of(2, Action.PASS_ON_EXPIRY), Tuple.of(1, Action.END));
        Arbitrary<Scripted> step = Combinators.combine(actions, gaps,
                Arbitraries.longs().between(0, 300_000)).as(Scripted::new);
        return step.list().ofMaxSize(60);
    }

    @Provide
    Arbitrary<TimeSystem> systems() {
        Arbitrary<Duration> basic = Arbitraries.longs().between(0, 600).map(Duration::ofSeconds);
        Arbitrary<Duration> positiveBasic = Arbitraries.longs().between(1, 600).map(Duration::ofSeconds);
        Arbitrary<Duration> period = Arbitraries.longs().between(1, 60).map(Duration::ofSeconds);
        Arbitrary<Integer> count = Arbitraries.integers().between(1, 5);
        return Arbitraries.oneOf(
                positiveBasic.map(SuddenDeath::of),
                Combinators.combine(basic, count, period).as(Byoyomi::new),
                Combinators.combine(basic, count, period.map(p -> p.multipliedBy(5))).as(MovesInPeriod::new),
                positiveBasic.map(IngPenaltyPoints::new),
                Combinators.combine(basic, period, count.map(c -> c - 1)).as(IngSecondReading::new));
    }
}
