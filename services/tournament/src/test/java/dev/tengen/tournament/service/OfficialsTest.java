package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.service.api.AppointOfficial;
import dev.tengen.tournament.service.api.DismissOfficial;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Incheon 2013 duties: the Technical Delegate appoints and dismisses the Chief Referee, referees and arbitrators. */
class OfficialsTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");
    private static final TournamentCreated CREATED = new TournamentCreated("t-1", "Incheon 2013", "organizer-kim", OPENED);
    private static final OfficialAppointed CHIEF =
            new OfficialAppointed("t-1", "o-1", "chief-referee", "Hua Yigang", "CN", "td-park", OPENED);

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static AppointOfficial appoint(String personId, String role, String name) {
        return new AppointOfficial("t-1", null, personId, role, name, " KR ", "td-park", AT);
    }

    @Test
    void anAppointmentRecordsTheCanonicalRoleAndTheTrimmedNameAndNationality() {
        fixture.given(CREATED)
                .when(appoint("o-2", "Referee", " Kim Seongrae "))
                .expectEvents(new OfficialAppointed("t-1", "o-2", "referee", "Kim Seongrae", "KR", "td-park", AT))
                .expectResultMessagePayload(1L);
    }

    @Test
    void anUnknownRoleIsRefused() {
        fixture.given(CREATED)
                .when(appoint("o-2", "umpire", "Kim Seongrae"))
                .expectNoEvents()
                .expectException(refusedWith("unknown-official-role"));
    }

    @Test
    void aBlankNameIsRefused() {
        fixture.given(CREATED)
                .when(appoint("o-2", "referee", "  "))
                .expectNoEvents()
                .expectException(refusedWith("official-name-blank"));
        fixture.given(CREATED)
                .when(appoint("o-2", "referee", "Han\u200BJiwon"))
                .expectNoEvents()
                .expectException(refusedWith("name-hidden-character"));
    }

    @Test
    void aSecondChiefRefereeIsRefused() {
        fixture.given(CREATED, CHIEF)
                .when(appoint("o-2", "chief-referee", "Kim Seongrae"))
                .expectNoEvents()
                .expectException(refusedWith("office-taken"))
                .expectExceptionMessage("Hua Yigang is already the chief-referee of this tournament, an office one person"
                        + " holds (Incheon 2013 duties); dismiss first.");
    }

    @Test
    void severalRefereesMayServe() {
        fixture.given(CREATED, new OfficialAppointed("t-1", "o-2", "referee", "Kim Seongrae", "KR", "td-park", OPENED))
                .when(appoint("o-3", "referee", "Yoo Changhyuk"))
                .expectEvents(new OfficialAppointed("t-1", "o-3", "referee", "Yoo Changhyuk", "KR", "td-park", AT));
    }

    @Test
    void aPersonHoldsOneOfficeAtATime() {
        fixture.given(CREATED, CHIEF)
                .when(appoint("o-1", "arbitrator", "Hua Yigang"))
                .expectNoEvents()
                .expectException(refusedWith("official-already-appointed"));
    }

    @Test
    void aDismissalNamesTheOfficeAndTheReason() {
        fixture.given(CREATED, CHIEF)
                .when(new DismissOfficial("t-1", null, "o-1", " ill ", "td-park", AT))
                .expectEvents(new OfficialDismissed("t-1", "o-1", "chief-referee", "Hua Yigang", "ill", "td-park", AT));
    }

    @Test
    void theOfficeIsFreeAgainAfterADismissal() {
        fixture.given(CREATED, CHIEF, new OfficialDismissed("t-1", "o-1", "chief-referee", "Hua Yigang", "", "td-park", OPENED))
                .when(appoint("o-2", "chief-referee", "Kim Seongrae"))
                .expectEvents(new OfficialAppointed("t-1", "o-2", "chief-referee", "Kim Seongrae", "KR", "td-park", AT));
    }

    @Test
    void dismissingSomeoneNotAppointedIsRefused() {
        fixture.given(CREATED)
                .when(new DismissOfficial("t-1", null, "o-9", "", "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("official-not-found"));
    }
}
