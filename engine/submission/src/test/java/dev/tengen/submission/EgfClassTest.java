package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The EGF's class minimums (Sensei's Library, "EGF tournament class"), one example each. */
class EgfClassTest {

    @Test
    void juvisysHourAndThirtySecondByoyomiIsClassAWithAdjustedTime82() {
        Timing timing = Timing.byoyomi(Duration.ofMinutes(60), Duration.ofSeconds(30));
        assertEquals(Optional.of(EgfClass.A), EgfClass.of(timing));
        assertEquals(82, timing.adjustedTime().toMinutes());
    }

    @Test
    void canadianByoyomiCountsSixtyMoves() {
        // 40 min + 15 moves in 5 min: 60 moves take 20 min, TA 60
        Timing timing = Timing.canadian(Duration.ofMinutes(40), 15, Duration.ofMinutes(5));
        assertEquals(Duration.ofMinutes(60), timing.adjustedTime());
        assertEquals(Optional.of(EgfClass.B), EgfClass.of(timing));
    }

    @Test
    void fischerFortyFivePlusFifteenIsClassA() {
        Timing timing = Timing.fischer(Duration.ofMinutes(45), Duration.ofSeconds(15));
        assertEquals(Duration.ofMinutes(75), timing.adjustedTime());
        assertEquals(Optional.of(EgfClass.A), EgfClass.of(timing));
    }

    @Test
    void fischerThirtyPlusTenIsClassB() {
        assertEquals(Optional.of(EgfClass.B), EgfClass.of(Timing.fischer(Duration.ofMinutes(30), Duration.ofSeconds(10))));
    }

    @Test
    void anHourWithoutOvertimeIsOnlyClassB() {
        // adjusted time 60 < 75
        assertEquals(Optional.of(EgfClass.B), EgfClass.of(Timing.suddenDeath(Duration.ofMinutes(60))));
    }

    @Test
    void thirtyMinutesSuddenDeathIsClassC() {
        assertEquals(Optional.of(EgfClass.C), EgfClass.of(Timing.suddenDeath(Duration.ofMinutes(30))));
    }

    @Test
    void twentyMinutesWithByoyomiIsNoClass() {
        // basic time below C's 25 min, whatever the overtime
        assertEquals(Optional.empty(), EgfClass.of(Timing.byoyomi(Duration.ofMinutes(20), Duration.ofSeconds(60))));
    }
}
