package dev.tengen.cli;

import static dev.tengen.cli.TournamentCommands.export;
import static dev.tengen.cli.TournamentCommands.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tengen export} on OpenGotha's Juvisy h9 (60 min + 30 s byoyomi: class A, adjusted time 82). */
class ExportCommandTest {

    private static final String JUVISY = tournament("juvisy.h9");
    private static final String TIME = "60m+byoyomi:30s";

    @Test
    void writesTheH9ToStandardOutputWithClassAndAdjustedTime() {
        CliTestSupport.Run run = export("--format", "h9", "--time", TIME, "--country", "fr", JUVISY);
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("; CL[A]\n"), run.out());
        assertTrue(run.out().contains("; TM[82]\n"), run.out());
        assertTrue(run.out().contains("; PC[FR,Juvisy]\n"), run.out());
    }

    @Test
    void reportsEveryWarningOnStandardError() {
        CliTestSupport.Run run = export("--format", "h9", "--time", TIME, JUVISY);
        assertTrue(run.err().contains("warning: player 'Minieri Davide': no EGD PIN"), run.err());
    }

    @Test
    void refusesToWriteWithoutATimeSystemAndSaysHowToForce() {
        CliTestSupport.Run run = export("--format", "h9", JUVISY);
        assertEquals(1, run.exit());
        assertEquals("", run.out());
        assertTrue(run.err().contains("error: event: no time system is known"), run.err());
        assertTrue(run.err().contains("--force"), run.err());
    }

    @Test
    void writesAnywayWhenForced() {
        CliTestSupport.Run run = export("--format", "h9", "--force", JUVISY);
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("; EV[Tournoi de Juvisy]"), run.out());
    }

    @Test
    void writesTheFileInIso885915(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("juvisy.h9");
        CliTestSupport.Run run = export("--format", "h9", "--time", TIME, "-o", out.toString(), JUVISY);
        assertEquals(0, run.exit(), run.err());
        assertTrue(new String(Files.readAllBytes(out), Charset.forName("ISO-8859-15")).contains("Nemo André"));
    }

    @Test
    void checkListsTheProblemsAndExitsOneOnAnError() {
        CliTestSupport.Run run = export("--format", "aga", "--check", "--time", TIME, "--today", "2019-10-29", JUVISY);
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().startsWith(JUVISY + ": aga: 19 to correct before sending"), run.out());
        assertTrue(run.out().contains("error: player 'Minieri Davide': no AGA id"), run.out());
    }

    @Test
    void checkAsJsonGivesSeverityWhereAndWhat() {
        CliTestSupport.Run run = export("--format", "tou", "--check", "--json", "--time", TIME, JUVISY);
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"acceptable\": true"), run.out());
        assertTrue(run.out().contains("\"severity\": \"warning\""), run.out());
    }

    @Test
    void refusesAnUnknownFormatAsUsage() {
        CliTestSupport.Run run = export("--format", "pdf", JUVISY);
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("unknown format 'pdf'; known: h9, aga, tou, csv, duan"), run.err());
    }

    /**
     * The h9 written from an h9 and {@code tengen standings} of the same table imported are one computation: the same
     * players in the same order with the same MMS, SOS and SOSOS (Juvisy: 4 rounds of 4, all paired).
     */
    @Test
    void theH9OfAnH9AndTheStandingsOfItsImportAreTheSameStandings(@TempDir Path dir) {
        Path imported = dir.resolve("juvisy.json");
        assertEquals(0, CliTestSupport.tengen("import", "--format", "h9", JUVISY, "-o", imported.toString()).exit());
        CliTestSupport.Run standings = CliTestSupport.tengen("standings", imported.toString());
        assertEquals(0, standings.exit(), standings.err());
        CliTestSupport.Run h9 = export("--format", "h9", "--force", JUVISY);
        assertEquals(0, h9.exit(), h9.err());
        // standings: "      1  Minieri Davide 3d   36   128   503"; h9: "   1 Minieri Davide 3D FR 75Ju  36  128  503  2+/w0 ..."
        java.util.List<String> ranked = standings.out().lines().skip(2).filter(l -> !l.isBlank())
                .map(l -> lastWords(l.strip().split("\\s+"), 3, 0)).toList();
        java.util.List<String> written = h9.out().lines().filter(l -> !l.startsWith(";") && !l.isBlank())
                .map(l -> lastWords(l.strip().split("\\s+"), 3, 4)).toList();
        assertEquals(19, written.size(), h9.out());
        assertEquals(ranked, written);
    }

    /** {@code count} words that end {@code skipped} words before the end of the line, joined by a space. */
    private static String lastWords(String[] words, int count, int skipped) {
        return String.join(" ", java.util.Arrays.asList(words).subList(words.length - skipped - count,
                words.length - skipped));
    }

    @Test
    void refusesATimeItCannotRead() {
        CliTestSupport.Run run = export("--format", "h9", "--time", "an hour", JUVISY);
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--time: 'an hour' is not a time system"), run.err());
    }

    /** A file of garbage named *.h9 has a problem on each line: the first twenty, then how many more. */
    @Test
    void showsTheFirstTwentyProblemsOfAnUnreadableH9(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("garbage.h9");
        Files.writeString(bad, "; DT[2024-01-01,2024-01-01]\n" + "1 A B 1X FR Club 2+/x0\n".repeat(30));
        CliTestSupport.Run run = export("--format", "h9", bad.toString());
        assertEquals(2, run.exit());
        assertEquals(20, run.err().lines().filter(line -> line.startsWith("  line ")).count(), run.err());
        assertTrue(run.err().contains("... and 10 more"), run.err());
    }

    @Test
    void namesTheLineOfAnUnreadableH9(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.h9");
        Files.writeString(bad, "; DT[2024-01-01,2024-01-01]\n1 A B 1d FR Club 2+/x0\n");
        CliTestSupport.Run run = export("--format", "h9", bad.toString());
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 2"), run.err());
    }
}
