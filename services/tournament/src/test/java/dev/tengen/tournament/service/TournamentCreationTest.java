package dev.tengen.tournament.service;

import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.api.TournamentRefused;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TournamentCreationTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    @Test
    void creationRecordsTheNameWhoAndWhen() {
        fixture.givenNoPriorActivity()
                .when(new CreateTournament("t-1", "  Seoul Open 2026 ", "organizer-kim", AT))
                .expectSuccessfulHandlerExecution()
                .expectEvents(new TournamentCreated("t-1", "Seoul Open 2026", "organizer-kim", AT));
    }

    @Test
    void aTournamentWithoutANameIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new CreateTournament("t-1", "   ", "organizer-kim", AT))
                .expectNoEvents()
                .expectException(TournamentRefused.class)
                .expectExceptionMessage("A tournament needs a name that shows: letters or digits, not only blanks, invisible or control characters.");
    }

    @Test
    void aTournamentNameWithABidiOverrideIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new CreateTournament("t-1", "Seoul \u202Enepo", "organizer-kim", AT))
                .expectNoEvents()
                .expectException(TournamentRefused.class)
                .expectExceptionMessage("The name holds U+202E RIGHT-TO-LEFT OVERRIDE at character 7, which no one sees on a"
                        + " list and which makes the text read as other than its letters: type it again as it is printed.");
    }
}
