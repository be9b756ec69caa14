package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EgfH9CheckTest {

    @Test
    void warnsOfEveryPlayerWithoutAPin() {
        List<Issue> issues = EgfH9.check(Resources.h9("exchange/juvisy.h9"), Resources.JUVISY);
        assertEquals(19, issues.stream().filter(i -> i.what().startsWith("no EGD PIN")).count());
        assertTrue(issues.stream().noneMatch(Issue::isError), issues.toString());
    }

    @Test
    void refusesATournamentWithoutATimeSystem() {
        Details none = new Details(Optional.empty(), "FR", LocalDate.of(2019, 10, 29));
        assertTrue(EgfH9.check(Resources.h9("exchange/juvisy.h9"), none).stream()
                .anyMatch(i -> i.isError() && i.what().contains("time system")));
    }

    @Test
    void refusesATimeSystemBelowClassC() {
        Details blitz = new Details(Optional.of(Timing.suddenDeath(Duration.ofMinutes(10))), "FR", LocalDate.of(2019, 10, 29));
        assertTrue(EgfH9.check(Resources.h9("exchange/juvisy.h9"), blitz).stream()
                .anyMatch(i -> i.isError() && i.what().contains("below every EGF class")));
    }

    @Test
    void refusesAGameWithoutResultNamingRoundAndBoard() {
        Tournament chinois = Resources.h9("exchange/chinois.h9");
        List<Issue> errors = EgfH9.check(chinois, Resources.JUVISY).stream().filter(Issue::isError).toList();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).where().startsWith("round 1, board "), errors.toString());
    }

    @Test
    void warnsOfAnUnknownCountry() {
        assertTrue(EgfH9.check(Resources.h9("exchange/chinois.h9"), Resources.JUVISY).stream()
                .anyMatch(i -> i.what().equals("no country: written as XX")));
    }
}
