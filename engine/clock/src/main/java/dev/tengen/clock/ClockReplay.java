package dev.tengen.clock;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole timestamped event list run through a game clock: the final clock, every fact in order, and the
 * events refused (which are skipped, leaving the clock as it was).
 */
public record ClockReplay(GameClock clock, List<ClockFact> facts, List<RefusedEvent> refusals) {

    /** An event the clock refused, with its position in the list (from 0) and the reason. */
    public record RefusedEvent(int index, ClockEvent event, String reason) {
    }

    public ClockReplay {
        facts = List.copyOf(facts);
        refusals = List.copyOf(refusals);
    }

    public static ClockReplay of(TimeSystem system, List<ClockEvent> events) {
        return continueFrom(GameClock.ready(system), events);
    }

    /** Feeds {@code events} to {@code clock}, one after the other. */
    public static ClockReplay continueFrom(GameClock clock, List<ClockEvent> events) {
        List<ClockFact> facts = new ArrayList<>();
        List<RefusedEvent> refusals = new ArrayList<>();
        for (int index = 0; index < events.size(); index++) {
            ClockEvent event = events.get(index);
            switch (clock.apply(event)) {
                case Step.Advanced advanced -> {
                    clock = advanced.clock();
                    facts.addAll(advanced.facts());
                }
                case Step.Refused refused -> refusals.add(new RefusedEvent(index, event, refused.reason()));
            }
        }
        return new ClockReplay(clock, facts, refusals);
    }
}
