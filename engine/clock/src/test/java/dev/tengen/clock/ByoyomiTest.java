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
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ByoyomiTest {

    /** 10 minutes basic time, then 3 periods of 30 seconds. */
    private static final Byoyomi BYOYOMI = new Byoyomi(d("10:00"), 3, d("0:30"));

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "art. 12.3: a move in basic time keeps every period,           9:00,      3, false",
        "art. 12.3: a move as basic time ends keeps every period,      10:00,     3, false",
        "art. 12.3: a move within the period keeps it,                 10:29.999, 3, false",
        "art. 12.3: a move as the count reaches 30 s uses a period,    10:30,     2, false",
        "art. 12.3: a move after the period uses it,                   10:45,     2, false",
        "art. 12.3: each further full period is used too,              11:00,     1, false",
        "art. 12.3: a move just inside the last period,                11:29.999, 1, false",
        "art. 12.3 and 22.5: the last period at its end: time expired, 11:30,     0, true",
    })
    void firstMoveOfBlack(String article, String moveAt, int periodsLeft, boolean expired) {
        ClockReplay game = replay(BYOYOMI, start(), press(moveAt, BLACK));
        PlayerTime black = game.clock().time(BLACK);
        assertEquals(expired, black.expired());
        assertEquals(periodsLeft, ((Overtime.Periods) black.overtime()).periodsLeft());
    }

    @Test
    void eachMoveInOvertimeStartsAFreshPeriod() {
        // Black: 10:00 basic on the first move, then two moves of 29 s each: no period is used.
        ClockReplay game = replay(BYOYOMI, start(), press("10:00", BLACK), press("10:05", WHITE),
                press("10:34", BLACK), press("10:40", WHITE), press("11:09", BLACK));
        assertEquals(new Overtime.Periods(3, d("0:30")), game.clock().time(BLACK).overtime());
        assertEquals(List.of(new ClockFact.BasicTimeUsedUp(BLACK, at("10:00"), "Chinese 2002 art. 12.3")), game.facts());
    }

    @Test
    void usedPeriodsAreDatedAtTheEndOfEachPeriod() {
        ClockReplay game = replay(BYOYOMI, start(), press("11:10", BLACK));
        assertEquals(List.of(
                new ClockFact.BasicTimeUsedUp(BLACK, at("10:00"), "Chinese 2002 art. 12.3"),
                new ClockFact.PeriodUsed(BLACK, at("10:30"), 2, "Chinese 2002 art. 12.3"),
                new ClockFact.PeriodUsed(BLACK, at("11:00"), 1, "Chinese 2002 art. 12.3")), game.facts());
    }

    @Test
    void expiryOfTheLastPeriodIsDatedAtItsEnd() {
        ClockReplay game = replay(BYOYOMI, start(), look("12:00"));
        assertEquals(new ClockFact.TimeExpired(BLACK, at("11:30"), "Chinese 2002 art. 12.3, 22.5"), game.facts().getLast());
    }

    @Test
    void aBreakKeepsWhatIsLeftOfTheCurrentPeriod() {
        // Chinese 2002 art. 14: Black is 20 s into a period at the break; after it he has 10 s, not 30.
        ClockReplay game = replay(BYOYOMI, start(), look("10:20"),
                new ClockEvent.Suspend(at("10:20"), Suspension.BREAK), new ClockEvent.Resume(at("1:10:20")),
                press("1:10:30", BLACK));
        assertEquals(2, ((Overtime.Periods) game.clock().time(BLACK).overtime()).periodsLeft());
    }

    @Test
    void expiryJudgedAPassHandsTheMoveToTheOpponentAndKeepsTheLastPeriod() {
        // Chinese 2002 art. 22.5: Black's last period runs out at 11:30; on appeal at 11:32 the referee judges a pass.
        ClockReplay game = replay(BYOYOMI, start(), look("11:31"), new ClockEvent.ExpiryJudgedAsPass(at("11:32")));
        GameClock clock = game.clock();
        assertEquals(ClockPhase.RUNNING, clock.phase());
        assertEquals(WHITE, clock.toMove());
        assertEquals(new Overtime.Periods(1, d("0:30")), clock.time(BLACK).overtime());
        assertEquals(new ClockFact.ExpiryJudgedAsPass(BLACK, at("11:32"), "Chinese 2002 art. 22.5"), game.facts().getLast());
        assertEquals(d("0:02"), clock.stopped());
    }

    @Test
    void afterAPassTheOvertimeCountingContinuesAsBefore() {
        ClockReplay game = replay(BYOYOMI, start(), look("11:30"), new ClockEvent.ExpiryJudgedAsPass(at("11:30")),
                press("11:31", WHITE), press("12:01", BLACK));
        assertTrue(game.clock().time(BLACK).expired());
        assertEquals(new ClockFact.TimeExpired(BLACK, at("12:01"), "Chinese 2002 art. 12.3, 22.5"), game.facts().getLast());
    }

    @Test
    void onlyByoyomiExpiryCanBeJudgedAPass() {
        GameClock fallen = replay(SuddenDeath.of(d("1:00")), start(), look("2:00")).clock();
        Step step = fallen.apply(new ClockEvent.ExpiryJudgedAsPass(at("2:01")));
        assertInstanceOf(Step.Refused.class, step);
        assertTrue(((Step.Refused) step).reason().contains("22.5"));
    }

    @Test
    void periodsFactsNameArticleTwelveThree() {
        ClockReplay game = replay(BYOYOMI, start(), press("10:40", BLACK));
        assertEquals("Chinese 2002 art. 12.3", factsOf(game, ClockFact.PeriodUsed.class).getFirst().article());
    }
}
