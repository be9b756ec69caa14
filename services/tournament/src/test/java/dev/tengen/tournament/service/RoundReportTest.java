package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;
import static dev.tengen.tournament.service.RoundsTest.PAIRED_1;
import static dev.tengen.tournament.service.RoundsTest.PUBLISHED_1;
import static dev.tengen.tournament.service.RoundsTest.field;

import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.RoundReportSubmitted;
import dev.tengen.tournament.service.api.SubmitRoundReport;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Incheon 2013 duties art. 3.8: the referees write a sum-up report of each round for the Chief Referee. */
class RoundReportTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T18:00:00Z");
    private static final OfficialAppointed REFEREE =
            new OfficialAppointed("t-1", "referee-han", "referee", "Han Jiwon", "KR", "td-park", OPENED);
    private static final OfficialAppointed ARBITRATOR =
            new OfficialAppointed("t-1", "arb-sato", "arbitrator", "Sato Ken", "JP", "td-park", OPENED);

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static SubmitRoundReport report(int round, String text, String by) {
        return new SubmitRoundReport("t-1", null, round, text, by, AT);
    }

    @Test
    void anAppointedRefereeReportsOnAPublishedRound() {
        fixture.given(field(4, REFEREE, PAIRED_1, PUBLISHED_1))
                .when(report(1, " Board 2: a phone rang, Black warned (art. 6.6). ", "referee-han"))
                .expectEvents(new RoundReportSubmitted("t-1", 1, "referee-han", "Han Jiwon", "referee",
                        "Board 2: a phone rang, Black warned (art. 6.6).", "referee-han", AT));
    }

    @Test
    void onlyARefereeOfThisTournamentReports() {
        fixture.given(field(4, REFEREE, ARBITRATOR, PAIRED_1, PUBLISHED_1))
                .when(report(1, "All quiet.", "arb-sato"))
                .expectNoEvents()
                .expectException(refusedWith("not-a-referee-here"));
        fixture.given(field(4, REFEREE, PAIRED_1, PUBLISHED_1))
                .when(report(1, "All quiet.", "referee-from-elsewhere"))
                .expectNoEvents()
                .expectException(refusedWith("not-a-referee-here"));
    }

    @Test
    void aReportNeedsAPlayedRoundAndText() {
        fixture.given(field(4, REFEREE, PAIRED_1))
                .when(report(1, "All quiet.", "referee-han"))
                .expectException(refusedWith("round-not-published"));
        fixture.given(field(4, REFEREE, PAIRED_1, PUBLISHED_1))
                .when(report(1, "  ", "referee-han"))
                .expectException(refusedWith("report-blank"));
    }
}
