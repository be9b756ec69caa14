package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

    @ParameterizedTest
    @ValueSource(strings = {"exchange/juvisy.h9", "exchange/chinois.h9"})
    void writesEveryPlayerLineAsOpenGothaDidWithTheEnginesStandings(String file) {
        String written = EgfH9.write(Resources.h9(file), Resources.JUVISY);
        List<List<String>> expected = playerWords(Resources.text(file, EgfH9.ENCODING));
        // OpenGotha writes a fourth, unnamed column holding 0 after the three criteria; Tengen writes the named ones
        expected.forEach(words -> words.remove(words.size() - 1 - Resources.h9(file).regulations().rounds()));
        assertEquals(expected, playerWords(written));
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
