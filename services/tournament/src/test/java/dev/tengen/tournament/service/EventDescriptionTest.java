package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.service.api.DescribeEvent;
import dev.tengen.tournament.service.api.EventDescribed;
import dev.tengen.tournament.service.api.EventDetails;
import dev.tengen.tournament.service.api.TournamentClosed;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.time.LocalDate;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** When and where the event is held: checked, made canonical, and replaced by a later description. */
class EventDescriptionTest {

    private static final Instant AT = Instant.parse("2024-03-01T09:00:00Z");
    private static final TournamentCreated CREATED = new TournamentCreated("t-1", "Toulouse 2024", "organizer", AT);
    private static final LocalDate MAY_9 = LocalDate.parse("2024-05-09");
    private static final LocalDate MAY_11 = LocalDate.parse("2024-05-11");

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static DescribeEvent describe(LocalDate start, LocalDate end, String venue, String country, String zone) {
        return new DescribeEvent("t-1", null, start, end, venue, " Toulouse ", country, "Toulouse Go Club", zone,
                "organizer", AT);
    }

    @Test
    void theDetailsAreRecordedStrippedWithTheCountryInCapitalsAndTheZoneAsWritten() {
        fixture.given(CREATED)
                .when(describe(MAY_9, MAY_11, "  Salle Marcel Pagnol ", "fr", "Europe/Paris"))
                .expectEvents(new EventDescribed("t-1", new EventDetails(MAY_9, MAY_11, "Salle Marcel Pagnol",
                        "Toulouse", "FR", "Toulouse Go Club", "Europe/Paris"), "organizer", AT));
    }

    @Test
    void aOneDayEventEndsOnItsFirstDayAndWithoutAZoneIsInUtc() {
        fixture.given(CREATED)
                .when(describe(MAY_9, null, null, null, null))
                .expectEvents(new EventDescribed("t-1", new EventDetails(MAY_9, MAY_9, "", "Toulouse", "",
                        "Toulouse Go Club", "UTC"), "organizer", AT));
    }

    @Test
    void aClosedTournamentMayStillCorrectItsDetails() {
        fixture.given(CREATED, new TournamentClosed("t-1", 5, "td", AT))
                .when(describe(MAY_9, MAY_11, "Salle Marcel Pagnol", "FR", "Europe/Paris"))
                .expectSuccessfulHandlerExecution();
    }

    /** A bidi override would show the venue on the event's pages as another place; a zero-width space, no one sees. */
    @Test
    void aVenueWithAHiddenCharacterIsRefusedNamingIt() {
        fixture.given(CREATED)
                .when(describe(MAY_9, MAY_11, "Salle \u202ElongaP lecraM", "FR", "Europe/Paris"))
                .expectNoEvents()
                .expectException(refusedWith("event-text-invalid"))
                .expectExceptionMessage("The venue holds U+202E RIGHT-TO-LEFT OVERRIDE at character 7, which no one sees on"
                        + " a list and which makes the text read as other than its letters: type it again as it is printed.");
        fixture.given(CREATED)
                .when(describe(MAY_9, MAY_11, "Salle\u200BMarcel Pagnol", "FR", "Europe/Paris"))
                .expectNoEvents()
                .expectException(refusedWith("event-text-invalid"));
    }

    @Test
    void theFirstDayIsRequired() {
        fixture.given(CREATED).when(describe(null, MAY_11, "", "FR", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("event-start-missing"));
    }

    @Test
    void theLastDayCannotComeBeforeTheFirst() {
        fixture.given(CREATED).when(describe(MAY_11, MAY_9, "", "FR", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("event-dates-invalid"));
    }

    @Test
    void anEventOfMoreThanThirtyOneDaysIsRefused() {
        fixture.given(CREATED).when(describe(MAY_9, MAY_9.plusDays(31), "", "FR", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("event-dates-invalid"));
        fixture.given(CREATED).when(describe(MAY_9, MAY_9.plusDays(30), "", "FR", "Europe/Paris"))
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void aVenueLongerThanALineOrHoldingALineBreakIsRefused() {
        fixture.given(CREATED).when(describe(MAY_9, MAY_11, "x".repeat(201), "FR", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("event-text-invalid"));
        fixture.given(CREATED).when(describe(MAY_9, MAY_11, "Salle\nPagnol", "FR", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("event-text-invalid"));
    }

    @Test
    void aCountryThatIsNoIsoCodeIsRefused() {
        fixture.given(CREATED).when(describe(MAY_9, MAY_11, "", "FRA", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("country-unknown"));
        fixture.given(CREATED).when(describe(MAY_9, MAY_11, "", "XX", "Europe/Paris"))
                .expectNoEvents().expectException(refusedWith("country-unknown"));
    }

    @Test
    void aTimeZoneThatIsNoIanaIdIsRefused() {
        fixture.given(CREATED).when(describe(MAY_9, MAY_11, "", "FR", "Paris time"))
                .expectNoEvents().expectException(refusedWith("time-zone-unknown"));
    }
}
