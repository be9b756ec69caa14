package dev.tengen.clock;

import static dev.tengen.clock.Times.d;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClockCorrectionTest {

    // Chinese 2002 art. 22.8. Corrected times computed by hand: shown x actual / shown total.
    //   40:00 x 60/62 = 38.709677 min = 38:42.581 ; 60:00 - 38:42.581 = 21:17.419 (= 22:00 x 60/62)
    //   30:00 x 60/57 = 31.578947 min = 31:34.737 ; 60:00 - 31:34.737 = 28:25.263 (= 27:00 x 60/57)
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "fast by exactly 2 min in 1 h: corrected,        40:00, 22:00,     1:00:00, true,  38:42.581, 21:17.419",
        "fast by 1:59.999 in 1 h: left as shown,         40:00, 21:59.999, 1:00:00, false, 40:00,     21:59.999",
        "slow by 3 min in 1 h: corrected,                30:00, 27:00,     1:00:00, true,  31:34.737, 28:25.263",
        "fast by exactly 4 min in 2 h: corrected,        1:02:00, 1:02:00, 2:00:00, true,  1:00:00,   1:00:00",
        "fast by 3:59 in 2 h: left as shown,             1:02:00, 1:01:59, 2:00:00, false, 1:02:00,   1:01:59",
        "a correct clock: left as shown,                 45:00, 15:00,     1:00:00, false, 45:00,     15:00",
    })
    void proportionalCorrection(String reading, String shownBlack, String shownWhite, String actual, boolean adjust,
            String black, String white) {
        ClockCorrection check = ClockCorrection.check(d(shownBlack), d(shownWhite), d(actual));
        assertEquals(adjust, check.adjust());
        assertEquals(d(black), check.black());
        assertEquals(d(white), check.white());
    }

    @Test
    void errorIsShownMinusActual() {
        assertEquals(d("3:00").negated(), ClockCorrection.check(d("30:00"), d("27:00"), d("1:00:00")).error());
    }

    @Test
    void lostRecordAfterABreakSplitsTheTimeEqually() {
        // Chinese 2002 art. 22.9: 1:30:00 used before the break, no written record: 45:00 each.
        assertEquals(d("45:00"), ClockCorrection.splitEqually(d("1:30:00")));
    }
}
