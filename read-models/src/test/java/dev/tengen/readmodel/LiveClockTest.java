package dev.tengen.readmodel;

import static dev.tengen.readmodel.Events.T;
import static dev.tengen.readmodel.Events.minute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.clock.TimeControl;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.ClockPaused;
import dev.tengen.game.service.api.ClockReading;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.rules.Color;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The live board shows both clocks, folded from the game's clock events as the game itself folds them. */
class LiveClockTest {

    /** Chinese 2002 art. 12.3: an hour, then three periods of thirty seconds. */
    private static final TimeControl BYOYOMI =
            new TimeControl("byoyomi", Duration.ofHours(1), 3, Duration.ofSeconds(30), null, null, null);

    private final GameArchive archive = new GameArchive();

    @Test
    void theLiveBoardShowsBothClocksAfterALateArrivalAMoveAndABreak() {
        archive.on(new GameStarted("g1", T, 1, 1, "ann", "bo", "korean-2016", "incheon-2013", 9, 0, 6.5, BYOYOMI, "td",
                minute(0)));
        archive.on(new ClockStarted("g1", T, Color.BLACK, "referee", minute(10)));
        // Incheon 2013 code art. 2.2: White ten minutes late, twenty off his hour; his clock has not run.
        archive.on(new ArrivalRecorded("g1", T, Color.WHITE, Duration.ofMinutes(10), Duration.ofMinutes(20), false,
                "late", "Incheon 2013 code art. 2.2.2", "referee", minute(20)));
        archive.on(new MovePlayed("g1", T, 1, Color.BLACK, "E5", List.of(), "ann", minute(25),
                new ClockReading(Duration.ofMinutes(45), 3, Duration.ofSeconds(30), null, null, false)));
        archive.on(new ClockPaused("g1", T, "Chinese 2002 art. 14", "referee", minute(30)));

        ClockFace clock = archive.board("g1").orElseThrow().clock();

        assertEquals("suspended", clock.phase());
        assertTrue(clock.paused());
        assertNull(clock.running());
        // Black thought from 10 to 25: 45 minutes left. White from 25 to 30, after 20 were taken off: 35 left.
        assertEquals(new ClockReading(Duration.ofMinutes(45), 3, Duration.ofSeconds(30), null, null, false), clock.black());
        assertEquals(new ClockReading(Duration.ofMinutes(35), 3, Duration.ofSeconds(30), null, null, false), clock.white());
        assertEquals(Duration.ofMinutes(10), clock.whiteArrival().lateness());
        assertTrue(archive.game("g1").orElseThrow().history().stream().anyMatch(line -> line.contains("ArrivalRecorded")));
    }

    @Test
    void anUntimedGameShowsNoClock() {
        archive.on(new GameStarted("g2", T, 1, 2, "ann", "bo", "korean-2016", "incheon-2013", 9, 0, 6.5, "td", minute(0)));
        assertNull(archive.board("g2").orElseThrow().clock());
    }
}
