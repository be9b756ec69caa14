package dev.tengen.tournament.service.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Who is in office: appointed until dismissed, one office a person, in the order first appointed. */
class OfficialsInOfficeTest {

    private static final Instant AT = Instant.parse("2026-11-27T09:00:00Z");

    private static OfficialAppointed appointed(String person, String role) {
        return new OfficialAppointed("t-1", person, role, "Name of " + person, "KR", "td", AT);
    }

    private static List<String> held(OfficialsInOffice officials) {
        return officials.appointments().stream().map(a -> a.personId() + "/" + a.role()).toList();
    }

    @Test
    void anOfficeIsHeldFromItsAppointmentUntilItsDismissal() {
        OfficialsInOffice officials = new OfficialsInOffice();
        officials.apply(appointed("han", "referee"));
        officials.apply(appointed("kim", "chief-referee"));
        officials.apply(appointed("lee", "arbitrator"));
        officials.apply(new OfficialDismissed("t-1", "kim", "chief-referee", "Name of kim", "ill", "td", AT));

        assertEquals(List.of("han/referee", "lee/arbitrator"), held(officials));
    }

    @Test
    void aPersonAppointedAgainHoldsTheLatestOfficeInTheFirstPlace() {
        OfficialsInOffice officials = new OfficialsInOffice();
        officials.apply(appointed("han", "referee"));
        officials.apply(appointed("lee", "arbitrator"));
        officials.apply(appointed("han", "chief-referee"));

        assertEquals(List.of("han/chief-referee", "lee/arbitrator"), held(officials));
    }

    @Test
    void aPersonDismissedAndAppointedAgainComesAfterTheOthers() {
        OfficialsInOffice officials = new OfficialsInOffice();
        officials.apply(appointed("han", "referee"));
        officials.apply(appointed("lee", "arbitrator"));
        officials.apply(new OfficialDismissed("t-1", "han", "referee", "Name of han", null, "td", AT));
        officials.apply(appointed("han", "referee"));

        assertEquals(List.of("lee/arbitrator", "han/referee"), held(officials));
    }
}
