package dev.tengen.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void byoyomiWrittenDownBecomesTheChineseSystemAndDropsFieldsItDoesNotUse() {
        TimeControl written = new TimeControl(" Byoyomi ", Duration.ofHours(1), 3, Duration.ofSeconds(30), 25, 2, null);
        TimeControl.Judged.Valid valid = assertInstanceOf(TimeControl.Judged.Valid.class, written.judge());
        // Chinese 2002 art. 12.3: basic time, then a number of periods of a number of seconds.
        assertEquals(Optional.of(new Byoyomi(Duration.ofHours(1), 3, Duration.ofSeconds(30))), valid.system());
        assertEquals(new TimeControl("byoyomi", Duration.ofHours(1), 3, Duration.ofSeconds(30), null, null, null),
                valid.control());
    }

    @Test
    void byoyomiWithoutPeriodsNamesThePeriodsField() {
        TimeControl written = new TimeControl("byoyomi", Duration.ofHours(1), 0, Duration.ofSeconds(30), null, null, null);
        TimeControl.Judged.Invalid invalid = assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge());
        assertEquals("periods", invalid.fault().field());
    }

    @Test
    void anUnknownKindNamesTheKindField() {
        TimeControl written = new TimeControl("fischer", Duration.ofHours(1), null, null, null, null, null);
        assertEquals("kind", assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge()).fault().field());
    }

    @Test
    void suddenDeathWithoutBasicTimeIsRefused() {
        TimeControl written = new TimeControl("sudden-death", Duration.ZERO, null, null, null, null, null);
        assertEquals("basicTime", assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge()).fault().field());
    }

    @Test
    void aNegativeLatenessLimitIsRefused() {
        TimeControl written = new TimeControl("untimed", null, null, null, null, null, Duration.ofMinutes(-1));
        assertEquals("latenessLimit", assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge()).fault().field());
    }

    @Test
    void untimedHasNoSystem() {
        TimeControl.Judged.Valid valid = assertInstanceOf(TimeControl.Judged.Valid.class,
                new TimeControl("untimed", Duration.ofHours(1), null, null, null, null, null).judge());
        assertEquals(Optional.empty(), valid.system());
    }

    @Test
    void theAgaThirtyMinutesAreWrittenAsSuddenDeath() {
        // AGA rule 12: absolute time, 30 minutes to each player.
        assertEquals(new TimeControl("sudden-death", Duration.ofMinutes(30), null, null, null, null, null),
                TimeControl.of(SuddenDeath.AGA_30_MINUTES));
    }

    @Test
    void aBasicTimeOfCenturiesIsRefusedBeforeAnyClockCountsIt() {
        TimeControl written = new TimeControl("sudden-death", Duration.ofHours(2562047788015215L), null, null, null, null, null);
        assertEquals("basicTime", assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge()).fault().field());
    }

    @Test
    void aBasicTimeOfADayIsAccepted() {
        TimeControl written = new TimeControl("sudden-death", Duration.ofHours(24), null, null, null, null, null);
        assertInstanceOf(TimeControl.Judged.Valid.class, written.judge());
    }

    @Test
    void aMillionByoyomiPeriodsAreRefused() {
        TimeControl written = new TimeControl("byoyomi", Duration.ofHours(1), 1_000_000, Duration.ofSeconds(30), null, null,
                null);
        assertEquals("periods", assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge()).fault().field());
    }

    @Test
    void aLatenessLimitBeyondTheDayIsRefused() {
        TimeControl written = new TimeControl("sudden-death", Duration.ofHours(1), null, null, null, null, Duration.ofDays(2));
        assertEquals("latenessLimit", assertInstanceOf(TimeControl.Judged.Invalid.class, written.judge()).fault().field());
    }
}
