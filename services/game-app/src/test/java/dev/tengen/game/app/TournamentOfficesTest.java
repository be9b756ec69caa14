package dev.tengen.game.app;

import static dev.tengen.game.app.TournamentEvents.published;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TournamentOfficesTest {

    private static final Instant AT = Instant.parse("2026-11-26T09:00:00Z");

    private final TournamentOffices offices = new TournamentOffices("127.0.0.1:9");

    @Test
    void anAppointmentGivesItsOfficeInItsTournamentOnly() {
        offices.apply(published(new OfficialAppointed("t-1", "han", "referee", "Han", "KR", "td", AT)));

        assertEquals(Set.of("referee"), offices.roles("t-1", "han"));
        assertEquals(Set.of(), offices.roles("t-2", "han"));
        assertEquals(Set.of(), offices.roles("t-1", "kim"));
    }

    @Test
    void aLaterAppointmentReplacesThePersonsOffice() {
        offices.apply(published(new OfficialAppointed("t-1", "han", "referee", "Han", "KR", "td", AT)));
        offices.apply(published(new OfficialAppointed("t-1", "han", "chief-referee", "Han", "KR", "td", AT)));

        assertEquals(Set.of("chief-referee"), offices.roles("t-1", "han"));
    }

    @Test
    void aDismissalEndsTheOffice() {
        offices.apply(published(new OfficialAppointed("t-1", "han", "referee", "Han", "KR", "td", AT)));
        offices.apply(published(new OfficialDismissed("t-1", "han", "referee", "Han", "moved", "td", AT)));

        assertEquals(Set.of(), offices.roles("t-1", "han"));
    }

    @Test
    void theCommitteesLiaisonSitsAsAnArbitrator() {
        offices.apply(published(new OfficialAppointed("t-1", "lee", "arbitration-liaison", "Lee", "KR", "td", AT)));

        assertEquals(Set.of("arbitrator"), offices.roles("t-1", "lee"));
    }

    @Test
    void theTournamentsOtherEventsGiveNoOffice() {
        offices.apply(published(new TournamentCreated("t-1", "Open", "td", AT)));

        assertEquals(Set.of(), offices.roles("t-1", "td"));
    }
}
