package dev.tengen.clock;

import static dev.tengen.clock.Times.d;
import static dev.tengen.clock.Times.press;
import static dev.tengen.clock.Times.replay;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DepartureTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "Incheon 5.5.1: before overtime leaving is free,              false, true,  0, FREE",
        "Incheon 5.5.1: before overtime even a second time,           false, true,  3, FREE",
        "Chinese 22.7: in overtime on his own turn the count goes on,   true,  false, 0, OVERTIME_COUNTS_ON",
        "Chinese 22.7: in overtime on the opponent's turn the first time,  true,  true,  0, PERMITTED_ONCE",
        "Chinese 22.7 / Incheon 5.5.2: a second departure is refused,   true,  true,  1, REFUSED",
    })
    void departure(String article, boolean inOvertime, boolean opponentsTurn, int taken, DepartureRuling ruling) {
        assertEquals(ruling, Departure.rule(inOvertime, opponentsTurn, taken));
    }

    @Test
    void rulingReadOffTheClock() {
        // Black has used up his basic time and White is thinking.
        GameClock clock = replay(new Byoyomi(d("1:00"), 3, d("0:30")), start(), press("1:10", Side.BLACK)).clock();
        assertEquals(DepartureRuling.PERMITTED_ONCE, Departure.rule(clock, Side.BLACK, 0));
        assertEquals(DepartureRuling.FREE, Departure.rule(clock, Side.WHITE, 0));
    }

    @Test
    void refusalIsNotPermitted() {
        assertEquals(false, DepartureRuling.REFUSED.permitted());
        assertEquals(true, DepartureRuling.PERMITTED_ONCE.usesTheOneDeparture());
    }
}
