package dev.tengen.clock;

import java.util.List;

/** The answer of a game clock to one event: the clock moved on with facts, or the event was refused. */
public sealed interface Step {

    GameClock clock();

    /** The event was taken: the new clock and the facts that occurred up to the event's instant. */
    record Advanced(GameClock clock, List<ClockFact> facts) implements Step {
        public Advanced {
            facts = List.copyOf(facts);
        }
    }

    /** The event does not fit the clock; the clock is unchanged and the reason says why. */
    record Refused(GameClock clock, String reason) implements Step {
    }
}
