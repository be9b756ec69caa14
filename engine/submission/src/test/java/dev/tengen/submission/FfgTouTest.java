package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tou writer against the file OpenGotha wrote for Juvisy. */
class FfgTouTest {

    @Test
    void writesEveryPlayerRowAsOpenGothaDid() {
        String original = Resources.text("exchange/juvisy.tou", EgfH9.ENCODING);
        String written = FfgTou.write(withLicences(Resources.h9("exchange/juvisy.h9"), original), Resources.JUVISY);
        assertEquals(rows(original), rows(written));
    }

    @Test
    void writesOpenGothasHeaderKeysButTheProgram() {
        String original = Resources.text("exchange/juvisy.tou", EgfH9.ENCODING);
        String written = FfgTou.write(Resources.h9("exchange/juvisy.h9"), Resources.JUVISY);
        for (String key : List.of("name", "date", "vill", "comm", "size", "time", "ta", "komi")) {
            assertEquals(header(original, key), header(written, key), key);
        }
    }

    @Test
    void warnsOfAPlayerWithoutALicence() {
        String original = Resources.text("exchange/juvisy.tou", EgfH9.ENCODING);
        List<Issue> issues = FfgTou.check(withLicences(Resources.h9("exchange/juvisy.h9"), original), Resources.JUVISY);
        assertEquals(List.of(Issue.warning("player 'Nicita Giovanni'", "no FFG licence: the licence column is left blank")),
                issues);
    }

    /** The licences of the tou file, by the name its rows show (columns 6-30 and 34-40 as OpenGotha lays them out). */
    private static Tournament withLicences(Tournament tournament, String tou) {
        Map<String, String> licences = new HashMap<>();
        rows(tou).forEach(row -> licences.put(row.substring(5, 30).strip(), row.substring(34, 41).strip()));
        Tournament result = tournament;
        for (Player p : tournament.players()) {
            String licence = licences.getOrDefault(p.name() + " " + p.firstName(), "");
            if (!licence.isEmpty()) {
                result = result.withPlayer(new Player(p.id(), p.name(), p.firstName(), p.rank(), p.rating(), p.club(),
                        p.country(), p.birthDate(), p.registration(), p.absentRounds(), p.withdrawnFrom(),
                        p.mcMahonCorrection(), p.warnings(), Map.of("ffg", licence)));
            }
        }
        return result;
    }

    private static List<String> rows(String text) {
        return text.lines().filter(l -> !l.startsWith(";") && !l.isBlank()).map(String::stripTrailing).toList();
    }

    private static String header(String text, String key) {
        return text.lines().filter(l -> l.startsWith(";" + key + "=")).findFirst().orElse("(no " + key + ")");
    }
}
