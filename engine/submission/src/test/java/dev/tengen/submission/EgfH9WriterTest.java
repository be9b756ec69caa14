package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The h9 writer against the file OpenGotha wrote for the same tournament. */
class EgfH9WriterTest {

    @Test
    void writesJuvisysHeaderTagsFromTheTimeSystem() {
        String written = EgfH9.write(Resources.h9("exchange/juvisy.h9"), Resources.JUVISY);
        String original = Resources.text("exchange/juvisy.h9", EgfH9.ENCODING);
        for (String tag : List.of("CL", "EV", "DT", "HA", "KM", "TM", "CM")) {
            assertEquals(tag(original, tag), tag(written, tag), tag);
        }
    }

    @Test
    void writesEveryPlayerLineAsOpenGothaDidWithTheEnginesStandings() {
        String file = "exchange/juvisy.h9";
        String written = EgfH9.write(Resources.h9(file), Resources.JUVISY);
        assertEquals(openGothasLines(file), playerWords(written));
    }

    /**
     * The MMS, SOS and SOSOS written are the engine's standings (TournamentStandings), not the file's columns: Juvisy
     * with its winner's SOS and SOSOS changed to 999 and 111 is still written with OpenGotha's 128 and 503, computed
     * again from the rounds.
     */
    @Test
    void writesTheStandingsComputedFromTheRoundsNotTheColumnsOfTheFileRead() {
        String original = Resources.text("exchange/juvisy.h9", EgfH9.ENCODING);
        String line = "   1 Minieri Davide                  3D FR 75Ju   36  128  503 0 ";
        assertTrue(original.contains(line), "the winner's line as OpenGotha wrote it");
        String altered = original.replace(line, line.replace("  128  503 ", "  999  111 "));
        Tournament read = EgfH9Reader.read(altered.getBytes(EgfH9.ENCODING), "altered").orElseThrow();
        assertEquals(openGothasLines("exchange/juvisy.h9"), playerWords(EgfH9.write(read, Resources.JUVISY)));
    }

    /**
     * chinois.h9 holds its Chinese names as '?' (OpenGotha writes '?' for a character ISO-8859-15 lacks). Players
     * sharing a place are listed by name as OpenGotha lists them (engine/standing's ExAequoOrder): here by the names
     * the file holds, "? ?" before "? ??", where OpenGotha listed them by the Chinese names it had. Every place, value
     * and line outside the shared places is the file's.
     */
    @Test
    void listsChinoisPlayersSharingAPlaceByTheNamesItsH9Holds() {
        List<List<String>> written = playerWords(EgfH9.write(Resources.h9("exchange/chinois.h9"), Resources.JUVISY));
        List<List<String>> file = openGothasLines("exchange/chinois.h9");
        assertEquals(file.subList(0, 8), written.subList(0, 8), "places 1 to 8, one player each");
        // read in the file: place 9 is shared by two 12K, place 11 by seven, place 18 by seven; one '?' of first name
        // for 1 + 2 + 2 of them
        List<String> firstNames = List.of("?", "??", "?", "?", "??", "??", "??", "??", "??", "?", "?", "??", "??",
                "??", "??", "??");
        assertEquals(firstNames, written.subList(8, 24).stream().map(w -> w.get(w.get(0).equals("?") ? 1 : 2)).toList());
        assertEquals(List.of("9", "?", "11", "?", "?", "?", "?", "?", "?", "18", "?", "?", "?", "?", "?", "?"),
                written.subList(8, 24).stream().map(w -> w.get(0)).toList(), "places shown on the first of each only");
        for (int row = 8; row < 24; row++) {
            List<String> words = written.get(row);
            List<String> values = file.get(row);
            assertEquals(values.subList(values.size() - 8, values.size() - 5), words.subList(words.size() - 8,
                    words.size() - 5), "row " + (row + 1) + ": MMS, SOS and SOSOS of its place");
        }
    }

    /** OpenGotha's player lines less the fourth, unnamed column holding 0 it writes after the three criteria. */
    private static List<List<String>> openGothasLines(String file) {
        List<List<String>> lines = playerWords(Resources.text(file, EgfH9.ENCODING));
        lines.forEach(words -> words.remove(words.size() - 1 - Resources.h9(file).regulations().rounds()));
        return lines;
    }

    @Test
    void transliteratesANameOutsideIso885915() {
        Tournament chinois = Resources.h9("exchange/chinois.h9");
        Tournament renamed = chinois.withPlayer(new dev.tengen.tournament.Player(chinois.players().get(1).id(), "马", "超",
                chinois.players().get(1).rank(), java.util.OptionalInt.empty(), "", "", java.util.Optional.empty(),
                dev.tengen.tournament.Registration.FINAL, List.of(), java.util.OptionalInt.empty(), 0, 0, java.util.Map.of()));
        String written = EgfH9.write(renamed, Resources.JUVISY);
        assertTrue(written.contains(" ? ?  "), written);
        assertTrue(EgfH9.check(renamed, Resources.JUVISY).stream().anyMatch(i -> i.what().contains("does not fit ISO-8859-15")));
    }

    @Test
    void writesAPinAfterTheBar() {
        Tournament t = EgfH9Reader.read(("; EV[x]\n; DT[2024-05-11,2024-05-11]\n1 A B 1d FR Club 2+/w0 |12345678\n"
                + "2 C D 1d FR Club 1-/b0\n").getBytes(StandardCharsets.UTF_8), "x").orElseThrow();
        String line = EgfH9.write(t, Resources.JUVISY).lines().filter(l -> l.contains("A B")).findFirst().orElseThrow();
        assertTrue(line.endsWith(" |12345678"), line);
    }

    @Test
    void leavesTheSecondOfASharedPlaceWithoutANumber() {
        Tournament chinois = Resources.h9("exchange/chinois.h9");
        List<String> lines = EgfH9.write(chinois, Resources.JUVISY).lines().filter(l -> !l.startsWith(";")).toList();
        assertTrue(lines.get(9).startsWith("     "), lines.get(9));
        assertTrue(lines.get(8).startsWith("   9 "), lines.get(8));
    }

    static String tag(String text, String tag) {
        return text.lines().filter(l -> l.startsWith("; " + tag + "[")).findFirst().orElse("(no " + tag + ")");
    }

    /** The words of each player line, without the PIN. */
    static List<List<String>> playerWords(String text) {
        List<List<String>> lines = new ArrayList<>();
        text.lines().filter(l -> !l.startsWith(";") && !l.isBlank())
                .forEach(l -> lines.add(new ArrayList<>(Arrays.asList(l.replaceFirst("\\|.*$", "").strip().split("\\s+")))));
        return lines;
    }
}
