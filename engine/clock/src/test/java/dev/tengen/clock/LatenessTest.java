package dev.tengen.clock;

import static dev.tengen.clock.Times.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LatenessTest {

    private static final Map<String, LatenessLimit> CODES = Map.of(
            "INCHEON", LatenessLimit.INCHEON_2013,
            "CHINESE_AWAY", LatenessLimit.CHINESE_2002_AWAY_FROM_LODGING,
            "CHINESE_NEAR", LatenessLimit.CHINESE_2002_NEAR_LODGING);

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "Incheon art. 2.2: on time,                          INCHEON,      0:00,        false, 0:00",
        "Incheon art. 2.2: 10 minutes late: 20 off,          INCHEON,      10:00,       false, 20:00",
        "Incheon art. 2.2: exactly 15:00 late still plays,   INCHEON,      15:00,       false, 30:00",
        "Incheon art. 2.2: 15:00.001 late loses,             INCHEON,      15:00.001,   true,  0:00",
        "Incheon art. 2.2: 15:01 late loses,                 INCHEON,      15:01,       true,  0:00",
        "Chinese art. 22.1: away: exactly one hour plays,    CHINESE_AWAY, 1:00:00,     false, 2:00:00",
        "Chinese art. 22.1: away: 1:00:01 loses,             CHINESE_AWAY, 1:00:01,     true,  0:00",
        "Chinese art. 22.1: away: 40 minutes: 80 off,        CHINESE_AWAY, 40:00,       false, 1:20:00",
        "Chinese art. 22.2: near: exactly 15:00 plays,       CHINESE_NEAR, 15:00,       false, 30:00",
        "Chinese art. 22.2: near: 15:01 loses,               CHINESE_NEAR, 15:01,       true,  0:00",
    })
    void lateArrival(String article, String code, String lateness, boolean forfeits, String deduction) {
        ArrivalVerdict verdict = CODES.get(code).judge(d(lateness));
        assertEquals(forfeits, verdict.forfeits());
        if (verdict instanceof ArrivalVerdict.Late late) {
            assertEquals(d(deduction), late.deduction());
        }
    }

    @Test
    void forfeitNamesTheArticle() {
        ArrivalVerdict verdict = LatenessLimit.INCHEON_2013.judge(d("15:01"));
        assertEquals("late by 0:15:01, more than 0:15:00 (Incheon 2013 code art. 2.2.2)", ((ArrivalVerdict.Forfeits) verdict).cited());
        assertEquals("late by 0:15:01, more than 0:15:00", ((ArrivalVerdict.Forfeits) verdict).reason());
    }

    @Test
    void bothLatePastTheLimitBothLose() {
        // Chinese 2002 art. 22.3: 22.1 and 22.2 are followed "until both players are judged to lose".
        assertTrue(LatenessLimit.CHINESE_2002_NEAR_LODGING.judgeBoth(d("16:00"), d("20:00")).bothForfeit());
    }

    @Test
    void bothLateEachLosesOrPaysOnHisOwnLateness() {
        ArrivalVerdict.Pair pair = LatenessLimit.CHINESE_2002_NEAR_LODGING.judgeBoth(d("16:00"), d("5:00"));
        assertFalse(pair.bothForfeit());
        assertTrue(pair.of(Side.BLACK).forfeits());
        assertEquals(new ArrivalVerdict.Late(d("5:00"), d("10:00"), "Chinese 2002 art. 22.2"), pair.of(Side.WHITE));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "art. 8: PP 1 h basic: 45:00 late is exactly 1:30:00 charged, PP, 45:00,       false",
        "art. 8: PP 1 h basic: 45:00.001 late exceeds 1:30:00: forfeit,       PP, 45:00.001,   true",
        "art. 8: RS 1 h basic + 3 x 30 s: 30:45 late is exactly 1:01:30,      RS, 30:45,       false",
        "art. 8: RS: 30:45.001 late exceeds 1:01:30: forfeit,                  RS, 30:45.001,   true",
    })
    void ingFailureToAppearWithinTheTimeLimit(String article, String system, String lateness, boolean forfeits) {
        TimeSystem time = system.equals("PP")
                ? new IngPenaltyPoints(d("1:00:00"))
                : new IngSecondReading(d("1:00:00"), d("0:30"), 2);
        assertEquals(forfeits, Lateness.ingJudge(d(lateness), time).forfeits());
    }

    @Test
    void ingDeductionIsTwiceTheLatenessFromBasicTime() {
        assertEquals(new ArrivalVerdict.Late(d("10:00"), d("20:00"), "Ing 1991 art. 8, Lateness"),
                Lateness.ingJudge(d("10:00"), new IngPenaltyPoints(d("1:00:00"))));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "art. 22.4: arriving during the overtime plays, 4:59.999, false",
        "art. 22.4: the overtime finished: loses,       5:00,     true",
    })
    void overtimeInTheLatePlayersAbsence(String article, String lateness, boolean forfeits) {
        ArrivalVerdict verdict = Lateness.judgeInAbsence(d(lateness), d("5:00"));
        assertEquals(forfeits, verdict.forfeits());
        if (!forfeits) {
            assertEquals(d("0:00"), ((ArrivalVerdict.Late) verdict).deduction());
        }
    }

    @Test
    void timeAlreadyRunOnTheLatePlayersClockCountsTowardTheDeduction() {
        // 10 minutes late, his own clock ran all 10: 10 more to take off, 20 in all.
        assertEquals(d("10:00"), Lateness.remainingDeduction(d("10:00"), d("10:00")));
    }

    @Test
    void noLatenessNoDeduction() {
        assertInstanceOf(ArrivalVerdict.OnTime.class, Lateness.ingJudge(d("0:00"), new IngPenaltyPoints(d("1:00:00"))));
    }
}
