package dev.tengen.clock;

import static dev.tengen.clock.Side.BLACK;
import static dev.tengen.clock.Side.WHITE;
import static dev.tengen.clock.Times.at;
import static dev.tengen.clock.Times.d;
import static dev.tengen.clock.Times.factsOf;
import static dev.tengen.clock.Times.look;
import static dev.tengen.clock.Times.press;
import static dev.tengen.clock.Times.replay;
import static dev.tengen.clock.Times.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SuddenDeathTest {

    // AGA rule 12: 30 minutes absolute. Black's first move takes the whole thinking time given.
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "AGA rule 12: a move with time to spare,         12:00,     false, 18:00",
        "AGA rule 12: a move a millisecond before 30:00, 29:59.999, false, 00:00.001",
        "Chinese 12.4: a move at 30:00 is too late,      30:00,     true,  00:00",
        "Chinese 12.4: a move after 30:00 is too late,   31:00,     true,  00:00",
    })
    void firstMoveAgainstThirtyMinutes(String article, String moveAt, boolean expired, String basicLeft) {
        ClockReplay game = replay(SuddenDeath.AGA_30_MINUTES, start(), press(moveAt, BLACK));
        assertEquals(expired, game.clock().time(BLACK).expired());
        assertEquals(d(basicLeft), game.clock().time(BLACK).basicLeft());
    }

    @Test
    void flagFallIsDatedWhenTheTimeRanOutNotWhenItWasSeen() {
        ClockReplay game = replay(SuddenDeath.AGA_30_MINUTES, start(), look("45:00"));
        assertEquals(List.of(new ClockFact.TimeExpired(BLACK, at("30:00"), "AGA rule 12")),
                game.facts());
        assertEquals(ClockPhase.FLAG_FALLEN, game.clock().phase());
    }

    @Test
    void timeIsCumulativeOverTheMoves() {
        // Black 10:00 + 15:00 + 5:00 = 30:00 on the third move, while White uses 1:00 each time.
        ClockReplay game = replay(SuddenDeath.AGA_30_MINUTES, start(),
                press("10:00", BLACK), press("11:00", WHITE),
                press("26:00", BLACK), press("27:00", WHITE),
                press("32:00", BLACK));
        assertTrue(game.clock().time(BLACK).expired());
        assertEquals(d("2:00"), game.clock().time(WHITE).used());
        assertEquals(List.of(new ClockFact.TimeExpired(BLACK, at("32:00"), "AGA rule 12")), game.facts());
    }

    @Test
    void pressAfterTheFlagFellIsVoid() {
        ClockReplay game = replay(SuddenDeath.of(d("5:00")), start(), press("5:30", BLACK));
        assertEquals(ClockPhase.FLAG_FALLEN, game.clock().phase());
        assertEquals(BLACK, game.clock().toMove());
        assertEquals(d("5:00"), game.clock().time(BLACK).ran());
        assertEquals(d("0:30"), game.clock().stopped());
        assertEquals("Chinese 2002 art. 12.4", factsOf(game, ClockFact.TimeExpired.class).getFirst().article());
    }

    @Test
    void runningClockTellsWhenTheFlagWillFall() {
        ClockReplay game = replay(SuddenDeath.AGA_30_MINUTES, start(), press("10:00", BLACK), press("12:00", WHITE));
        assertEquals(Optional.of(at("32:00")), game.clock().flagFallsAt());
        assertFalse(game.clock().time(WHITE).inOvertime());
    }
}
