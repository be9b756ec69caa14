package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** OpenGotha's player CSV against its TournoiChinois export. */
class PlayerCsvTest {

    @Test
    void writesTheChineseTournamentsListAsOpenGothaDid() {
        String original = Resources.text("exchange/chinois.csv", StandardCharsets.UTF_8);
        assertEquals(original, PlayerCsv.write(tournamentOf(original)));
    }

    @Test
    void refusesAFieldHoldingTheSeparator() {
        Tournament t = tournamentOf("Name;FirstName;Rank;Country;Club;\nA;B;1D;FR;x;\n");
        Tournament bad = t.withPlayer(Tournaments.player("P1", "Dupont;Durand", "Jean", Rank.dan(1), "FR", "", Map.of()));
        assertTrue(PlayerCsv.check(bad).stream().anyMatch(Issue::isError));
    }

    /** A player registered as a formula is exported only once the director has seen the warning (force). */
    @Test
    void warnsOfANameASpreadsheetWouldRunAsAFormula() {
        Tournament t = tournamentOf("Name;FirstName;Rank;Country;Club;\nA;B;1D;FR;x;\n");
        Tournament formula = t.withPlayer(Tournaments.player("P2", "=HYPERLINK(\"http://x\")", "Jean", Rank.dan(1), "FR",
                "", Map.of()));
        List<Issue> issues = PlayerCsv.check(formula);
        assertEquals(1, issues.size(), issues::toString);
        assertTrue(issues.getFirst().what().startsWith("'=HYPERLINK(\"http://x\")' begins with '=': a spreadsheet"));
        assertTrue(!issues.getFirst().isError(), "a warning: the name may be real");
        assertEquals(List.of(), PlayerCsv.check(t));
    }

    /** Players from the CSV's fields, split here by hand (not by the code under test). */
    private static Tournament tournamentOf(String csv) {
        List<Player> players = new ArrayList<>();
        List<String> lines = csv.lines().filter(l -> !l.isBlank() && !l.startsWith("Name;")).toList();
        for (int i = 0; i < lines.size(); i++) {
            String[] f = lines.get(i).split(";", -1);
            players.add(Tournaments.player("P" + (i + 1), f[0], f[1], Rank.parse(f[2]).orElseThrow(), f[3], f[4], Map.of()));
        }
        return Tournaments.swiss("Tournoi chinois", LocalDate.of(2020, 9, 15), LocalDate.of(2020, 9, 15), "", 7.5, 5,
                players, List.of());
    }
}
