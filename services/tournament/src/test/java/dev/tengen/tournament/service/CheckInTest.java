package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;
import static dev.tengen.tournament.service.RoundsTest.PAIRED_1;
import static dev.tengen.tournament.service.RoundsTest.PUBLISHED_1;
import static dev.tengen.tournament.service.RoundsTest.field;

import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.BoardChange;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.CheckIn;
import dev.tengen.tournament.service.api.PlayerCheckedIn;
import dev.tengen.tournament.service.api.PlayerMarkedAbsent;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The roll call before a round, on the round robin of four of {@link RoundsTest} (round 1: p1-p4 and p2-p3). */
class CheckInTest {

    private static final Instant AT = Instant.parse("2026-05-02T08:30:00Z");
    private static final String TD = "td-park";

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static CheckIn rollCall(int round, List<String> present, List<String> absent) {
        return new CheckIn("t-1", null, round, present, absent, TD, AT);
    }

    private static AdjustPairing p3OnBoardOne() {
        return new AdjustPairing("t-1", null, 1, List.of(new BoardChange(1, "p1", "p3", null, null),
                new BoardChange(2, "p2", "p4", null, null)), "swap", TD, AT);
    }

    @Test
    void theRollCallRecordsEachPlayerPresentOrAbsent() {
        fixture.given(field(4))
                .when(rollCall(1, List.of("p1", "p2"), List.of("p3")))
                .expectEvents(new PlayerCheckedIn("t-1", "p1", 1, TD, AT), new PlayerCheckedIn("t-1", "p2", 1, TD, AT),
                        new PlayerMarkedAbsent("t-1", "p3", 1, TD, AT));
    }

    @Test
    void aPlayerMarkedAbsentIsNotPutOnABoard() {
        fixture.given(field(4, new PlayerMarkedAbsent("t-1", "p3", 1, TD, AT), PAIRED_1))
                .when(p3OnBoardOne())
                .expectNoEvents()
                .expectException(refusedWith("player-not-available"));
    }

    @Test
    void aPlayerCheckedInAfterAnAbsenceIsPairedAgain() {
        fixture.given(field(4, new ByeGranted("t-1", "p3", 1, "train late", TD, AT),
                        new PlayerCheckedIn("t-1", "p3", 1, TD, AT), PAIRED_1))
                .when(p3OnBoardOne())
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void theRollCallOfAPublishedRoundIsRefused() {
        fixture.given(field(4, PAIRED_1, PUBLISHED_1))
                .when(rollCall(1, List.of("p1"), List.of()))
                .expectNoEvents()
                .expectException(refusedWith("round-already-published"));
    }

    @Test
    void aPlayerBothPresentAndAbsentIsRefused() {
        fixture.given(field(4))
                .when(rollCall(1, List.of("p1", "p2"), List.of("p2")))
                .expectNoEvents()
                .expectException(refusedWith("check-in-invalid"));
    }

    @Test
    void aWithdrawnPlayerIsNotCalled() {
        fixture.given(field(4, new PlayerWithdrawn("t-1", "p4", "ill", TD, AT)))
                .when(rollCall(1, List.of("p1"), List.of("p4")))
                .expectNoEvents()
                .expectException(refusedWith("player-already-withdrawn"));
    }

    @Test
    void aRoundBeyondTheScheduleIsRefused() {
        fixture.given(field(4))
                .when(rollCall(4, List.of("p1"), List.of()))
                .expectNoEvents()
                .expectException(refusedWith("round-out-of-range"));
    }
}
