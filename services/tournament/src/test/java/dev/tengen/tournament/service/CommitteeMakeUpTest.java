package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.service.api.AppointOfficial;
import dev.tengen.tournament.service.api.CommitteeMakeUp;
import dev.tengen.tournament.service.api.CommitteeMakeUpSet;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.SetCommitteeMakeUp;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Incheon 2013 arbitration art. 2.2: three members, from Korea, China and Japan respectively, one of them the liaison. */
class CommitteeMakeUpTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");
    private static final TournamentCreated CREATED = new TournamentCreated("t-1", "Incheon 2013", "organizer-kim", OPENED);
    private static final CommitteeMakeUpSet KOR_CHN_JPN =
            new CommitteeMakeUpSet("t-1", 3, List.of("KOR", "CHN", "JPN"), "td-park", OPENED);
    private static final OfficialAppointed KIM =
            new OfficialAppointed("t-1", "arb-kim", "arbitrator", "Kim Insu", "KOR", "td-park", OPENED);
    private static final OfficialAppointed WANG =
            new OfficialAppointed("t-1", "arb-wang", "arbitrator", "Wang Runan", "CHN", "td-park", OPENED);
    private static final OfficialAppointed TANAKA =
            new OfficialAppointed("t-1", "arb-tanaka", "arbitration-liaison", "Tanaka Hiroshi", "JPN", "td-park", OPENED);

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static AppointOfficial arbitrator(String personId, String nationality) {
        return new AppointOfficial("t-1", null, personId, "arbitrator", "Arbitrator " + personId, nationality,
                "td-park", AT);
    }

    @Test
    void theMakeUpIsSetWithTheCountriesInCapitals() {
        fixture.given(CREATED)
                .when(new SetCommitteeMakeUp("t-1", null, null, List.of(" kor", "CHN ", "jpn"), "td-park", AT))
                .expectEvents(new CommitteeMakeUpSet("t-1", 3, List.of("KOR", "CHN", "JPN"), "td-park", AT));
    }

    @Test
    void withoutAMakeUpSetAFourthMemberIsRefused() {
        fixture.given(CREATED, KIM, WANG, TANAKA)
                .when(arbitrator("arb-4", "KOR"))
                .expectNoEvents()
                .expectException(refusedWith("committee-full"));
    }

    @Test
    void aMemberFromACountryNotNamedOrAlreadyRepresentedIsRefused() {
        fixture.given(CREATED, KOR_CHN_JPN, KIM)
                .when(arbitrator("arb-2", "USA"))
                .expectNoEvents()
                .expectException(refusedWith("committee-nationality-not-allowed"));
        fixture.given(CREATED, KOR_CHN_JPN, KIM)
                .when(arbitrator("arb-2", ""))
                .expectNoEvents()
                .expectException(refusedWith("committee-nationality-not-allowed"));
        fixture.given(CREATED, KOR_CHN_JPN, KIM)
                .when(arbitrator("arb-2", "kor"))
                .expectNoEvents()
                .expectException(refusedWith("committee-nationality-not-allowed"));
        fixture.given(CREATED, KOR_CHN_JPN, KIM)
                .when(arbitrator("arb-2", "chn"))
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void aMakeUpTheAppointedMembersDoNotFitIsRefused() {
        fixture.given(CREATED, KIM, WANG, TANAKA)
                .when(new SetCommitteeMakeUp("t-1", null, 2, List.of(), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("committee-make-up-unmet"));
        fixture.given(CREATED, KIM, WANG)
                .when(new SetCommitteeMakeUp("t-1", null, 3, List.of("KOR", "JPN", "TPE"), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("committee-make-up-unmet"));
    }

    @Test
    void tooSmallACommitteeOrTooFewCountriesAreRefused() {
        fixture.given(CREATED)
                .when(new SetCommitteeMakeUp("t-1", null, 1, List.of(), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("committee-size-invalid"));
        fixture.given(CREATED)
                .when(new SetCommitteeMakeUp("t-1", null, 3, List.of("KOR", "CHN"), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("committee-nationalities-too-few"));
    }

    @Test
    void theCommitteeIsCompleteWithItsMembersAndTheLiaison() {
        assertTrue(CommitteeMakeUp.DEFAULT.lacking(3, true).isEmpty());
        assertTrue(CommitteeMakeUp.DEFAULT.lacking(2, true).orElseThrow().contains("1 more member"));
        assertTrue(CommitteeMakeUp.DEFAULT.lacking(3, false).orElseThrow().contains("its liaison"));
        assertEquals(List.of(), new CommitteeMakeUp(3, null).nationalities());
    }
}
