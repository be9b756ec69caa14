package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TournamentConfigurationTest {

    private static final Instant OPENED = Instant.parse("2026-05-01T09:00:00Z");
    private static final Instant AT = Instant.parse("2026-05-02T10:30:00Z");

    private AggregateTestFixture<Tournament> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Tournament.class);
    }

    private static ConfigureTournament configure(String ruleSet, int boardSize, int rounds, String pairingSystem) {
        return new ConfigureTournament("t-1", null, ruleSet, boardSize, rounds, pairingSystem, "td-park", AT);
    }

    @Test
    void aConfigurationRecordsTheCanonicalNamesAndReturnsTheNewVersion() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("Chinese-2002", 19, 5, " McMahon "))
                .expectEvents(new TournamentConfigured("t-1", "chinese-2002", 19, 5, "mcmahon", "td-park", AT))
                .expectResultMessagePayload(1L);
    }

    @Test
    void anUnknownRuleSetIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("japanese-1989", 19, 5, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("unknown-rule-set"));
    }

    @Test
    void theSmallestAndLargestBoardsAreAccepted() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 5, 3, "swiss"))
                .expectEvents(new TournamentConfigured("t-1", "aga", 5, 3, "swiss", "td-park", AT));
        newFixture();
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 25, 3, "swiss"))
                .expectEvents(new TournamentConfigured("t-1", "aga", 25, 3, "swiss", "td-park", AT));
    }

    @Test
    void aBoardOfFourLinesIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 4, 3, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("board-size-out-of-range"))
                .expectExceptionMessage("A board has 5 to 25 lines; 4 is outside that range.");
    }

    @Test
    void aBoardOfTwentySixLinesIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("aga", 26, 3, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("board-size-out-of-range"));
    }

    @Test
    void aTournamentWithoutRoundsIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 0, "swiss"))
                .expectNoEvents()
                .expectException(refusedWith("rounds-out-of-range"));
    }

    @Test
    void anUnknownPairingSystemIsRefused() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED))
                .when(configure("korean-2016", 19, 5, "scheveningen"))
                .expectNoEvents()
                .expectException(refusedWith("unknown-pairing-system"));
    }

    @Test
    void aLaterConfigurationReplacesAnEarlierOne() {
        fixture.given(new TournamentCreated("t-1", "Seoul Open", "organizer-kim", OPENED),
                        new TournamentConfigured("t-1", "aga", 19, 5, "swiss", "td-park", OPENED))
                .when(configure("ing-1991", 19, 4, "ing"))
                .expectEvents(new TournamentConfigured("t-1", "ing-1991", 19, 4, "ing", "td-park", AT))
                .expectResultMessagePayload(2L);
    }
}
