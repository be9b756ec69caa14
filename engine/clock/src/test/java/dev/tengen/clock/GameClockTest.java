package dev.tengen.clock;

import static dev.tengen.clock.Side.BLACK;
import static dev.tengen.clock.Side.WHITE;
import static dev.tengen.clock.Times.T0;
import static dev.tengen.clock.Times.at;
import static dev.tengen.clock.Times.d;
import static dev.tengen.clock.Times.press;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameClockTest {

    private static final SuddenDeath TEN_MINUTES = SuddenDeath.of(d("10:00"));

    private static GameClock started() {
        return ((Step.Advanced) GameClock.ready(TEN_MINUTES).apply(start())).clock();
    }

    @Test
    void pressingForTheSideNotOnMoveIsRefused() {
        Step step = started().apply(press("1:00", WHITE));
        assertEquals("WHITE pressed the clock, but BLACK's clock is running", ((Step.Refused) step).reason());
    }

    @Test
    void eventsOutOfTimeOrderAreRefused() {
        GameClock clock = ((Step.Advanced) started().apply(press("2:00", BLACK))).clock();
        assertInstanceOf(Step.Refused.class, clock.apply(press("1:00", WHITE)));
    }

    @Test
    void aPressBeforeTheStartIsRefused() {
        assertInstanceOf(Step.Refused.class, GameClock.ready(TEN_MINUTES).apply(press("0:00", BLACK)));
    }

    @Test
    void theClockStartsOnlyOnce() {
        assertInstanceOf(Step.Refused.class, started().apply(new ClockEvent.Start(at("0:01"), WHITE)));
    }

    @Test
    void nothingIsTakenAfterTheEnd() {
        GameClock ended = ((Step.Advanced) started().apply(new ClockEvent.End(at("3:00")))).clock();
        assertInstanceOf(Step.Refused.class, ended.apply(new ClockEvent.Observation(at("4:00"))));
    }

    @Test
    void aPressSwitchesTheRunningSide() {
        ClockReplay game = ClockReplay.of(TEN_MINUTES, List.of(start(), press("1:00", BLACK)));
        assertEquals(WHITE, game.clock().running().orElseThrow());
        assertEquals(d("9:00"), game.clock().time(BLACK).basicLeft());
    }

    @Test
    void refusedEventsAreReportedWithTheirPosition() {
        ClockReplay game = ClockReplay.of(TEN_MINUTES, List.of(start(), press("1:00", WHITE), press("2:00", BLACK)));
        assertEquals(1, game.refusals().size());
        assertEquals(1, game.refusals().getFirst().index());
        assertEquals(d("8:00"), game.clock().time(BLACK).basicLeft());
    }

    @Test
    void whiteCanBeFirstToMove() {
        // Ing 1991 art. 6: in handicap games White plays first; the caller says who starts.
        ClockReplay game = ClockReplay.of(TEN_MINUTES, List.of(new ClockEvent.Start(T0, WHITE), press("0:30", WHITE)));
        assertEquals(d("0:30"), game.clock().time(WHITE).used());
    }
}
