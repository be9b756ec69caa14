package dev.tengen.clock;

import static dev.tengen.clock.Side.BLACK;
import static dev.tengen.clock.Times.d;
import static dev.tengen.clock.Times.press;
import static dev.tengen.clock.Times.replay;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IngSecondReadingTest {

    /** 10 minutes basic, then 30 seconds a move, which may be exceeded twice; the third time forfeits. */
    private static final IngSecondReading READING = new IngSecondReading(d("10:00"), d("0:30"), 2);

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "art. 7 (2): a move at exactly 30 s does not exceed,       10:30,     3, false",
        "art. 7 (2): a move past 30 s exceeds once,                10:30.001, 2, false",
        "art. 7 (2): at exactly 60 s still one exceedance,        11:00,     2, false",
        "art. 7 (2): past 60 s two exceedances,                   11:00.001, 1, false",
        "art. 7 (2): at exactly 90 s both exceedances used,       11:30,     1, false",
        "art. 7 (2) and art. 8 Forfeiture (4): past 90 s the third forfeits, 11:30.001, 0, true",
    })
    void firstMoveOfBlack(String article, String moveAt, int periodsLeft, boolean forfeit) {
        PlayerTime black = replay(READING, start(), press(moveAt, BLACK)).clock().time(BLACK);
        assertEquals(forfeit, black.expired());
        // Periods left = exceedances still allowed + 1.
        assertEquals(periodsLeft, ((Overtime.Periods) black.overtime()).periodsLeft());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "0:30, 0, 1:00",
        "10:00, 2, 11:30",
    })
    void timeLimitWithoutAMoveIsBasicPlusEveryAllowedReading(String basic, int allowed, String limit) {
        assertEquals(d(limit), new IngSecondReading(d(basic), d("0:30"), allowed).timeLimit());
    }
}
