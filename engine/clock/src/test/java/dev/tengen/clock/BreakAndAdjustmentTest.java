package dev.tengen.clock;

import static dev.tengen.clock.Side.BLACK;
import static dev.tengen.clock.Side.WHITE;
import static dev.tengen.clock.Times.T0;
import static dev.tengen.clock.Times.at;
import static dev.tengen.clock.Times.d;
import static dev.tengen.clock.Times.factsOf;
import static dev.tengen.clock.Times.look;
import static dev.tengen.clock.Times.press;
import static dev.tengen.clock.Times.replay;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BreakAndAdjustmentTest {

    private static final Byoyomi HOUR_AND_THREE_MINUTES = new Byoyomi(d("1:00:00"), 3, d("1:00"));

    @Test
    void breakTimeIsNoOnesThinkingTime() {
        // Chinese 2002 art. 14: Black thinks 10:00, the break lasts an hour, Black thinks 5:00 more.
        ClockReplay game = replay(HOUR_AND_THREE_MINUTES, start(), new ClockEvent.Suspend(at("10:00"), Suspension.BREAK),
                new ClockEvent.Resume(at("1:10:00")), press("1:15:00", BLACK));
        assertEquals(d("15:00"), game.clock().time(BLACK).used());
        assertEquals(d("1:00:00"), game.clock().stopped());
        assertEquals(d("0:00"), game.clock().time(WHITE).used());
    }

    @Test
    void theClockRestartsAtTheEndOfTheBreakWhetherOrNotThePlayerIsBack() {
        // Chinese 2002 art. 22.1: Black returns 20 minutes late from the break; his clock has run meanwhile.
        ClockReplay game = replay(HOUR_AND_THREE_MINUTES, start(), new ClockEvent.Suspend(at("10:00"), Suspension.BREAK),
                new ClockEvent.Resume(at("1:10:00")), press("1:31:00", BLACK));
        assertEquals(d("31:00"), game.clock().time(BLACK).used());
    }

    @Test
    void noMoveIsTakenDuringABreak() {
        GameClock suspended = replay(HOUR_AND_THREE_MINUTES, start(),
                new ClockEvent.Suspend(at("10:00"), Suspension.BREAK)).clock();
        assertInstanceOf(Step.Refused.class, suspended.apply(press("20:00", BLACK)));
    }

    @Test
    void latenessIsChargedAsTwiceTheLateness() {
        // Incheon 2013 code art. 2.2.2: White 10:00 late: 20:00 off his hour before play starts.
        ClockReplay game = replay(HOUR_AND_THREE_MINUTES,
                new ClockEvent.Adjust(T0, WHITE, Lateness.deduction(d("10:00")), "Incheon 2013 code art. 2.2.2"), start());
        assertEquals(d("40:00"), game.clock().time(WHITE).basicLeft());
        assertEquals(List.of(new ClockFact.TimeAdjusted(WHITE, T0, d("20:00"), "Incheon 2013 code art. 2.2.2")), game.facts());
    }

    @Test
    void ingLatenessBeyondBasicTimeRunsIntoPenaltyPoints() {
        // Ing 1991 art. 8: 20 minutes late on 30 minutes basic: 40 minutes charged, 10 of them additional (> 1/6).
        IngPenaltyPoints thirtyMinutes = new IngPenaltyPoints(d("30:00"));
        ClockReplay game = replay(thirtyMinutes,
                new ClockEvent.Adjust(T0, BLACK, Lateness.deduction(d("20:00")), "Ing 1991 art. 8, Lateness"));
        assertEquals(4, game.clock().time(BLACK).penaltyPoints());
    }

    @Test
    void aCreditGoesBackToBasicTime() {
        // Chinese 2002 art. 22.8: a correction gives Black back 1:30.
        ClockReplay game = replay(HOUR_AND_THREE_MINUTES, start(), press("20:00", BLACK),
                new ClockEvent.Adjust(at("20:00"), BLACK, d("1:30").negated(), "Chinese 2002 art. 22.8"));
        assertEquals(d("41:30"), game.clock().time(BLACK).basicLeft());
        assertEquals(d("18:30"), game.clock().time(BLACK).used());
    }

    @Test
    void aWrongCountIsRestartedFromTheMistake() {
        // Chinese 2002 art. 16.2: 10 s into Black's last period (basic 10:00, 3 x 0:30); the count went wrong
        // at 11:05 and Black asks at 11:10: 5 s given back, so 25 s remain and the flag falls at 11:35.
        Byoyomi byoyomi = new Byoyomi(d("10:00"), 3, d("0:30"));
        ClockReplay game = replay(byoyomi, start(),
                new ClockEvent.Adjust(at("11:10"), BLACK, d("0:05").negated(), "Chinese 2002 art. 16.2"));
        assertEquals(at("11:35"), game.clock().flagFallsAt().orElseThrow());
    }

    @Test
    void overtimeStartsInTheLatePlayersAbsence() {
        // Chinese 2002 art. 22.4: Black is late; his basic time is forgone and his byoyomi runs from the start.
        ClockReplay game = replay(HOUR_AND_THREE_MINUTES, new ClockEvent.OvertimeInAbsence(T0, BLACK), start(),
                look("3:00"));
        assertTrue(game.clock().time(BLACK).expired());
        assertEquals(new ClockFact.TimeExpired(BLACK, at("3:00"), "Chinese 2002 art. 12.3, 22.5"),
                factsOf(game, ClockFact.TimeExpired.class).getFirst());
    }

    @Test
    void departureSuspensionStopsBothClocks() {
        // Incheon 2013 code art. 5.5.2: the timer clock can be stopped during a permitted leave.
        ClockReplay game = replay(HOUR_AND_THREE_MINUTES, start(), press("1:00:00", BLACK),
                new ClockEvent.Suspend(at("1:00:10"), Suspension.DEPARTURE), new ClockEvent.Resume(at("1:03:10")),
                press("1:03:20", WHITE));
        assertEquals(d("0:20"), game.clock().time(WHITE).used());
    }
}
