package dev.tengen.clock;

import static dev.tengen.clock.Side.BLACK;
import static dev.tengen.clock.Side.WHITE;
import static dev.tengen.clock.Times.T0;
import static dev.tengen.clock.Times.at;
import static dev.tengen.clock.Times.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MovesInPeriodTest {

    /** Chinese 2002 art. 12.5's example: after basic time, 15 moves within 10 minutes. */
    private static final MovesInPeriod FIFTEEN_IN_TEN = new MovesInPeriod(d("30:00"), 15, d("10:00"));

    /**
     * Black uses up his basic time on his first move, then makes {@code overtimeMoves} moves taking
     * {@code perMove} each; White answers every move in one second.
     */
    private static ClockReplay blackInOvertime(int overtimeMoves, Duration perMove) {
        return blackInOvertime(FIFTEEN_IN_TEN, overtimeMoves, perMove);
    }

    private static ClockReplay blackInOvertime(MovesInPeriod system, int overtimeMoves, Duration perMove) {
        List<ClockEvent> events = new ArrayList<>();
        events.add(new ClockEvent.Start(T0, BLACK));
        Instant now = at("30:00");
        events.add(new ClockEvent.Press(now, BLACK));
        for (int move = 0; move < overtimeMoves; move++) {
            now = now.plusSeconds(1);
            events.add(new ClockEvent.Press(now, WHITE));
            now = now.plus(perMove);
            events.add(new ClockEvent.Press(now, BLACK));
        }
        return ClockReplay.of(system, events);
    }

    @Test
    void theMoveThatEndsBasicTimeCountsAsTheFirstOfThePeriod() {
        ClockReplay game = blackInOvertime(0, Duration.ZERO);
        assertEquals(new Overtime.MoveQuota(14, d("10:00")), game.clock().time(BLACK).overtime());
    }

    @Test
    void timeLeftOverIsAddedToTheNextPeriod() {
        // Art. 12.5: the first move plus 14 more of 30 s: 7:00 used, 3:00 carried into the next 10:00.
        ClockReplay game = blackInOvertime(14, d("0:30"));
        assertEquals(new Overtime.MoveQuota(15, d("13:00")), game.clock().time(BLACK).overtime());
        assertEquals(new ClockFact.QuotaCompleted(BLACK, game.clock().lastEventAt().orElseThrow(), d("3:00"),
                "Chinese 2002 art. 12.5"), game.facts().getLast());
    }

    @Test
    void completingTheQuotaAsThePeriodEndsIsTooLate() {
        // 5 moves in 10 minutes: the move ending basic time, then 4 of 2:30 reach 10:00 exactly (art. 12.3's boundary).
        ClockReplay game = blackInOvertime(new MovesInPeriod(d("30:00"), 5, d("10:00")), 4, d("2:30"));
        assertTrue(game.clock().time(BLACK).expired());
    }

    @Test
    void completingTheQuotaAMillisecondEarlierIsInTime() {
        ClockReplay game = blackInOvertime(new MovesInPeriod(d("30:00"), 5, d("10:00")), 4, d("2:29.999"));
        assertFalse(game.clock().time(BLACK).expired());
        assertEquals(new Overtime.MoveQuota(5, d("10:00.004")), game.clock().time(BLACK).overtime());
    }

    @Test
    void failingTheQuotaInTimeIsTimeExpiry() {
        // The move ending basic time and 10 of a minute each: the ten minutes are gone with 5 moves still due.
        ClockReplay game = blackInOvertime(10, d("1:00"));
        assertTrue(game.clock().time(BLACK).expired());
        assertEquals(new ClockFact.TimeExpired(BLACK, at("30:00").plus(d("10:00")).plusSeconds(10),
                "Chinese 2002 art. 12.5"), game.facts().getLast());
    }
}
