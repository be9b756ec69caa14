package dev.tengen.clock;

import static dev.tengen.clock.Times.T0;
import static dev.tengen.clock.Times.replay;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A game stored before time controls were bounded must still be read: its flag-fall time saturates instead of
 * overflowing (a basic time of PT2562047788015215H, the longest Duration a long of milliseconds can hold, made every
 * read of such a game fail).
 */
class SaturatingTest {

    @Test
    void aHugeBasicTimeGivesAFlagFallFarAheadInsteadOfAnOverflow() {
        Byoyomi huge = new Byoyomi(Duration.ofHours(2562047788015215L), 3, Duration.ofSeconds(30));
        ClockReplay game = replay(huge, start());
        Instant falls = game.clock().flagFallsAt().orElseThrow();
        assertTrue(falls.isAfter(T0.plus(Duration.ofDays(365L * 1000))), falls.toString());
    }

    @Test
    void aMillionPeriodsOfTenMillionDaysSaturate() {
        Byoyomi periods = new Byoyomi(Duration.ZERO, 1_000_000, Duration.ofDays(10_000_000));
        ClockReplay game = replay(periods, start());
        assertEquals(T0.plus(Saturating.FOREVER), game.clock().flagFallsAt().orElseThrow());
    }

    @Test
    void ordinarySumsAreExact() {
        assertEquals(Duration.ofMinutes(11).plusSeconds(30),
                Saturating.plus(Duration.ofMinutes(10), Saturating.times(Duration.ofSeconds(30), 3)));
        assertEquals(Duration.ZERO, Saturating.times(Duration.ofSeconds(30), 0));
    }
}
