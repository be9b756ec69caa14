package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimingNotationTest {

    @Test
    void readsSuddenDeath() {
        assertEquals(Timing.suddenDeath(Duration.ofMinutes(45)), TimingNotation.parse("45m").orElseThrow());
    }

    @Test
    void readsByoyomi() {
        assertEquals(Timing.byoyomi(Duration.ofHours(1), Duration.ofSeconds(30)),
                TimingNotation.parse("1h+byoyomi:30s").orElseThrow());
    }

    @Test
    void readsCanadianStonesAndPeriod() {
        assertEquals(Timing.canadian(Duration.ofMinutes(40), 15, Duration.ofMinutes(5)),
                TimingNotation.parse("40m+canadian:15/5m").orElseThrow());
    }

    @Test
    void readsFischer() {
        assertEquals(Timing.fischer(Duration.ofMinutes(45), Duration.ofSeconds(15)),
                TimingNotation.parse("45m+FISCHER:15s").orElseThrow());
    }

    @Test
    void refusesStonesOutsideCanadianOvertime() {
        assertFalse(TimingNotation.parse("60m+byoyomi:5/30s").isValid());
    }

    @Test
    void refusesAMinuteCountWithoutUnit() {
        assertFalse(TimingNotation.parse("60").isValid());
    }
}
