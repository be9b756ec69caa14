package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RegisterPlayers;
import dev.tengen.tournament.service.api.RegistrationRefused;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Many players registered at once from a file: all of them, or none and every row at fault. */
class PlayerImportTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-03T08:15:00Z");
    private static final TournamentCreated CREATED = new TournamentCreated("t-1", "Paris Open", "organizer", OPENED);
    private static final PlayerRegistered DUPONT =
            new PlayerRegistered("t-1", "p-1", "Dupont Jean", "3d", "Paris", "FR", "td", OPENED);

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static RegisterPlayers.Row row(int line, String id, String name, String rank, String club) {
        return new RegisterPlayers.Row(line, id, name, rank, club, "FR", null, Map.of());
    }

    private static RegisterPlayers importing(boolean dryRun, RegisterPlayers.Row... rows) {
        return new RegisterPlayers("t-1", null, List.of(rows), dryRun, "td", AT);
    }

    /** The lines refused, in order. */
    private static Matcher<RegistrationRefused> refusedOnLines(Integer... lines) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(RegistrationRefused refused) {
                return refused.faults().stream().map(RegistrationRefused.RowFault::line).toList().equals(List.of(lines));
            }

            @Override
            public void describeTo(Description description) {
                description.appendText("an import refused on lines ").appendValue(List.of(lines));
            }
        };
    }

    private static Matcher<RegistrationRefused> refusedOnLineWith(int line, String code) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(RegistrationRefused refused) {
                return refused.faults().stream().anyMatch(fault -> fault.line() == line && fault.code().equals(code));
            }

            @Override
            public void describeTo(Description description) {
                description.appendText("an import refused on line " + line + " with ").appendValue(code);
            }
        };
    }

    @Test
    void everyRowIsRegisteredInTheFilesOrderWithItsFederationIds() {
        fixture.given(CREATED)
                .when(importing(false, new RegisterPlayers.Row(2, "p-1", "Martin Anne", "2k", "Lyon", "FR",
                        null, Map.of("egf", "12345678")), row(3, "p-2", "Petit Paul", "5 kyu", "")))
                .expectEvents(new PlayerRegistered("t-1", "p-1", "Martin Anne", "2k", "Lyon", "FR", "td", AT,
                        null, Map.of("egf", "12345678")), new PlayerRegistered("t-1", "p-2", "Petit Paul", "5k", "", "FR", "td", AT));
    }

    @Test
    void oneBadRowRegistersNobodyAndEveryBadRowIsListed() {
        fixture.given(CREATED)
                .when(importing(false, row(2, "p-1", "Martin Anne", "2k", "Lyon"), row(3, "p-2", " ", "1d", ""),
                        row(4, "p-3", "Petit Paul", "12 dan", ""), row(5, "p-4", "Roux Marc", "1k", "")))
                .expectNoEvents()
                .expectException(refusedOnLines(3, 4));
    }

    @Test
    void aPlayerTwiceInTheFileIsRefusedOnTheSecondLine() {
        fixture.given(CREATED)
                .when(importing(false, row(2, "p-1", "Martin Anne", "2k", "Lyon"),
                        row(7, "p-2", "MARTIN ANNE", "2k", "lyon")))
                .expectNoEvents()
                .expectException(refusedOnLines(7));
    }

    @Test
    void aPlayerAlreadyRegisteredIsRefusedWithTheCodeOfASingleRegistration() {
        fixture.given(CREATED, DUPONT)
                .when(importing(false, row(2, "p-2", "Dupont Jean", "3d", "Paris")))
                .expectNoEvents()
                .expectException(refusedOnLineWith(2, "player-already-registered"));
    }

    @Test
    void aDryRunJudgesTheRowsAndRegistersNobody() {
        fixture.given(CREATED)
                .when(importing(true, row(2, "p-1", "Martin Anne", "2k", "Lyon")))
                .expectNoEvents()
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void anEmptyImportIsRefused() {
        fixture.given(CREATED)
                .when(importing(false))
                .expectNoEvents()
                .expectException(refusedWith("import-empty"));
    }
}
