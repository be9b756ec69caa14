package dev.tengen.readmodel.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The offices a session lists: appointed until dismissed, per tournament and role, for the person named only. */
class AppointmentsTest {

    private static final Instant AT = Instant.parse("2026-11-27T09:00:00Z");

    private static OfficialAppointed appointed(String tournament, String person, String role) {
        return new OfficialAppointed(tournament, person, role, "Han Sang-hoon", "KR", "demo-technical-delegate", AT);
    }

    @Test
    void anOfficeIsHeldFromItsAppointmentUntilItsDismissal() {
        Appointments appointments = new Appointments();
        appointments.apply(appointed("t-1", "han", "referee"));
        appointments.apply(appointed("t-1", "han", "arbitrator"));
        appointments.apply(appointed("t-2", "han", "chief-referee"));
        appointments.apply(appointed("t-1", "hanna", "referee"));
        appointments.apply(new OfficialDismissed("t-1", "han", "referee", "Han Sang-hoon", "ill", "td", AT));
        appointments.apply(new PlayerWithdrawn("t-1", "p-1", "ill", "td", AT));

        assertEquals(List.of(new Appointments.Office("t-1", "arbitrator"), new Appointments.Office("t-2", "chief-referee")),
                appointments.of("han"));
        assertEquals(List.of(new Appointments.Office("t-1", "referee")), appointments.of("hanna"));
        assertEquals(List.of(), appointments.of("ha"));
    }

    @Test
    void aPersonAppointedAgainAfterADismissalHoldsTheOfficeAgain() {
        Appointments appointments = new Appointments();
        appointments.apply(appointed("t-1", "han", "referee"));
        appointments.apply(new OfficialDismissed("t-1", "han", "referee", "Han Sang-hoon", null, "td", AT));
        appointments.apply(appointed("t-1", "han", "referee"));

        assertEquals(List.of(new Appointments.Office("t-1", "referee")), appointments.of("han"));
    }
}
