package dev.tengen.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** Test vocabulary: times written as on a clock face, "h:mm:ss", "mm:ss" or with ".mmm". */
final class Times {

    static final Instant T0 = Instant.parse("2013-06-30T09:00:00Z");

    private Times() {
    }

    static Duration d(String clockFace) {
        String[] parts = clockFace.split(":");
        String secondsPart = parts[parts.length - 1];
        String[] secondsAndMillis = secondsPart.split("\\.");
        long millis = Long.parseLong(secondsAndMillis[0]) * 1000;
        if (secondsAndMillis.length == 2) {
            millis += Long.parseLong((secondsAndMillis[1] + "00").substring(0, 3));
        }
        long minutes = parts.length >= 2 ? Long.parseLong(parts[parts.length - 2]) : 0;
        long hours = parts.length == 3 ? Long.parseLong(parts[0]) : 0;
        return Duration.ofHours(hours).plusMinutes(minutes).plusMillis(millis);
    }

    /** The instant {@code clockFace} after {@link #T0}. */
    static Instant at(String clockFace) {
        return T0.plus(d(clockFace));
    }

    static ClockReplay replay(TimeSystem system, ClockEvent... events) {
        ClockReplay replay = ClockReplay.of(system, List.of(events));
        if (!replay.refusals().isEmpty()) {
            throw new AssertionError("unexpected refusals: " + replay.refusals());
        }
        return replay;
    }

    static ClockEvent.Start start() {
        return new ClockEvent.Start(T0, Side.BLACK);
    }

    static ClockEvent.Press press(String clockFace, Side side) {
        return new ClockEvent.Press(at(clockFace), side);
    }

    static ClockEvent.Observation look(String clockFace) {
        return new ClockEvent.Observation(at(clockFace));
    }

    static <F extends ClockFact> List<F> factsOf(ClockReplay replay, Class<F> kind) {
        return replay.facts().stream().filter(kind::isInstance).map(kind::cast).toList();
    }
}
