package dev.tengen.arbitration.service.web;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.docket.DocketEntry;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The docket counts down from the server's clock, so a screen with a wrong clock still shows the right time left. */
class DocketCountdownTest {

    private static final Instant FILED = Instant.parse("2026-05-03T10:04:00Z");
    private static final Instant DECIDED = Instant.parse("2026-05-03T10:05:20Z");

    private final Docket docket = new Docket();

    @Test
    void aDecidedProtestShowsTheSecondsLeftOfItsFilingWindowAtTheServersNow() {
        docket.on(new ProtestFiled("p-1", "t-1", "g-1", 1, 1, "Lee Sedol", "A warning", "ref", FILED));
        docket.on(new ProtestDecided("p-1", "t-1", "g-1", 1, 1, ProtestDecision.REJECTED, "Han", "", "ref", DECIDED));

        // decided 10:05 (to the minute), so the window closes at 10:21:00 (Incheon 2013 arbitration art. 1.2); at 10:10:00, 660 s left
        DocketEntry entry = docket.matters("t-1", Instant.parse("2026-05-03T10:10:00Z")).getFirst();
        assertEquals(Instant.parse("2026-05-03T10:21:00Z"), entry.deadline());
        assertEquals(660L, entry.secondsLeft());
    }

    @Test
    void aProtestAwaitingItsDecisionHasNoCountdown() {
        docket.on(new ProtestFiled("p-1", "t-1", "g-1", 1, 1, "Lee Sedol", "A warning", "ref", FILED));

        assertNull(docket.matters("t-1", FILED.plusSeconds(60)).getFirst().secondsLeft());
    }
}
