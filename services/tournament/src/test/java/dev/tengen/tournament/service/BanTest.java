package dev.tengen.tournament.service;

import static dev.tengen.tournament.service.Refusals.refusedWith;

import dev.tengen.tournament.service.api.BanLifted;
import dev.tengen.tournament.service.api.BanPlayer;
import dev.tengen.tournament.service.api.LiftBan;
import dev.tengen.tournament.service.api.PlayerBanned;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The sanctions registry: a ban recorded once, lifted once, each with its reason. */
class BanTest {

    private static final Instant AT = Instant.parse("2026-05-02T18:00:00Z");
    private static final String SOURCE = "decision:g-1/d1";
    private static final PlayerBanned BANNED = new PlayerBanned("ban-1", "Park Minho", "KR",
            "grave misconduct: secret agreement", "Incheon 2013 code art. 6.1", SOURCE, null, "chief-kim", AT);

    private AggregateTestFixture<Ban> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Ban.class);
    }

    private static BanPlayer ban(String name, String reason) {
        return new BanPlayer("ban-1", name, " KR ", reason, "Incheon 2013 code art. 6.1", SOURCE, null, "chief-kim", AT);
    }

    @Test
    void aBanIsRecordedWithItsReasonArticleAndSource() {
        fixture.givenNoPriorActivity()
                .when(ban(" Park Minho ", "grave misconduct: secret agreement"))
                .expectEvents(BANNED);
    }

    @Test
    void theSameBanSentAgainChangesNothing() {
        fixture.given(BANNED)
                .when(ban("Park Minho", "grave misconduct: secret agreement"))
                .expectNoEvents();
    }

    @Test
    void aBanNamesThePlayerAndTheReason() {
        fixture.givenNoPriorActivity().when(ban(" ", "cheating")).expectException(refusedWith("ban-name-blank"));
        fixture.givenNoPriorActivity().when(ban("Park Minho", null)).expectException(refusedWith("ban-reason-blank"));
        fixture.givenNoPriorActivity().when(ban("Park\u202EMinho", "cheating"))
                .expectException(refusedWith("name-hidden-character"));
    }

    @Test
    void aBansLastDayIsADateARegisterCanWrite() {
        for (String until : new String[] {"-0001-01-01", "+999999999-12-31", "1899-12-31", "+10000-01-01"}) {
            fixture.givenNoPriorActivity()
                    .when(new BanPlayer("ban-1", "Park Minho", "KR", "cheating", null, SOURCE, java.time.LocalDate.parse(until),
                            "chief-kim", AT))
                    .expectNoEvents()
                    .expectException(refusedWith("ban-until-invalid"));
        }
        fixture.givenNoPriorActivity()
                .when(new BanPlayer("ban-1", "Park Minho", "KR", "cheating", null, SOURCE,
                        java.time.LocalDate.parse("2027-05-02"), "chief-kim", AT))
                .expectSuccessfulHandlerExecution();
    }

    @Test
    void aBanIsLiftedOnceWithAReason() {
        fixture.given(BANNED)
                .when(new LiftBan("ban-1", "appeal upheld", "fed-td", AT))
                .expectEvents(new BanLifted("ban-1", "Park Minho", "appeal upheld", "fed-td", AT));
        fixture.given(BANNED, new BanLifted("ban-1", "Park Minho", "appeal upheld", "fed-td", AT))
                .when(new LiftBan("ban-1", "again", "fed-td", AT))
                .expectException(refusedWith("ban-already-lifted"));
    }
}
