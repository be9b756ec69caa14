package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static dev.tengen.cli.CliTestSupport.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tengen import} on real files of each format (resources/imports and resources/tournaments). */
class ImportCommandTest {

    @TempDir
    Path dir;

    @Test
    void aMacMahonFileIsWrittenAsATengenTournament() throws IOException {
        Path out = dir.resolve("mm.json");
        CliTestSupport.Run run = tengen("import", "--format", "macmahon", resource("imports/macmahon39-sample.xml"),
                "-o", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("4 players, 2 rounds paired, 3 games"), run.out());
        Tournament written = TournamentJson.read(out).orElseThrow();
        assertEquals("Test MacMahon Tournament", written.event().name());
        assertTrue(run.err().contains("warning: macmahon39-sample.xml"), run.err());
    }

    @Test
    void aPairgothFileIsPrintedAsATengenTournamentWithoutOutput() {
        CliTestSupport.Run run = tengen("import", "--format", "pairgoth", resource("imports/pairgoth-20210403-paris.tour"));
        assertEquals(0, run.exit(), run.err());
        Tournament printed = TournamentJson.read(run.out()).orElseThrow();
        assertEquals(176, printed.players().size());
        assertEquals(458, printed.games().size());
    }

    @Test
    void anOpenGothaFileIsImportedToo() {
        CliTestSupport.Run run = tengen("import", "--format", "opengotha", resource("tournaments/simplemm.xml"));
        assertEquals(0, run.exit(), run.err());
        assertEquals(40, TournamentJson.read(run.out()).orElseThrow().games().size());
    }

    /**
     * The real OpenGotha file with a zero-width space typed into its second player's club (games name players by their name, so a name typed
     * differently would leave the games without their player), and its first player, Clé
     * Robin, entered a second time in capitals with the accent typed apart (OpenGotha's key differs, the name people
     * read does not): both are imported as written, and the director is told, as the platform's import and the MacMahon
     * and pairgoth imports tell them (the OpenGotha reader does not look at names itself).
     */
    @Test
    void anOpenGothaFileWithAnInvisibleCharacterAndANamesakeIsImportedWithTheirWarnings() throws IOException {
        String real = Files.readString(Path.of(resource("tournaments/simplemm.xml")));
        String fiorina = "club=\"38Gr\"";
        assertTrue(real.contains(fiorina), "the file's second player, as written in it");
        int robin = real.indexOf("<Player ");
        String again = real.substring(robin, real.indexOf("/>", robin) + 2)
                .replace("name=\"Robin\"", "name=\"ROBIN\"").replace("firstName=\"Clé\"", "firstName=\"Cle\u0301\"");
        Path file = dir.resolve("typed.xml");
        Files.writeString(file, real.replaceFirst(fiorina, "club=\"38\u200BGr\"")
                .replace("</Players>", "    " + again + "\n    </Players>"));

        CliTestSupport.Run run = tengen("import", "--format", "opengotha", file.toString());

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains("warning: typed.xml, <Player> 'FIORINABAPTISTE': club '38<U+200B>Gr'"
                + " holds the invisible character U+200B (ZERO WIDTH SPACE), which no list shows and which makes a name read"
                + " as another; left out"), run.err());
        assertTrue(run.out().contains("\"38Gr\"") && !run.out().contains("38\u200BGr"), run.out());
        assertTrue(run.err().contains("warning: typed.xml, <Player> 'ROBINCLE\u0301': has the name of typed.xml,"
                + " <Player> 'ROBINCLÉ', ROBIN Cle\u0301: the same player registered twice?"), run.err());
        assertEquals(2, run.err().lines().filter(line -> line.startsWith("warning: typed.xml, <Player>")).count(),
                run.err());
    }

    @Test
    void anH9TableWithAnInvisibleCharacterIsImportedWithItsWarning() throws IOException {
        String real = Files.readString(Path.of(resource("tournaments/juvisy.h9")), StandardCharsets.ISO_8859_1);
        assertTrue(real.contains("   1 Minieri Davide    "), "the table's winner, as written in it");
        Path file = dir.resolve("typed.h9");
        Files.writeString(file, real.replace("   1 Minieri Davide    ", "   1 Minieri Da\u200Bvide   "));

        CliTestSupport.Run run = tengen("import", "--format", "h9", file.toString());

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains("warning: typed.h9, player 'MINIERIDA\u200BVIDE': first name 'Da<U+200B>vide'"
                + " holds the invisible character U+200B (ZERO WIDTH SPACE)"), run.err());
        assertTrue(run.out().contains("Davide") && !run.out().contains("Da\u200Bvide"), run.out());
    }

    /** The time system a file holds has no place in a Tengen file: the import says so (docs/CLI.md, "import"). */
    @Test
    void aTimeSystemTheFileHoldsIsSaidToBeLeftOut() {
        CliTestSupport.Run xml = tengen("import", "--format", "opengotha", resource("tournaments/simplemm.xml"));
        assertEquals(0, xml.exit(), xml.err());
        assertTrue(xml.err().contains("warning: simplemm.xml, line ") && xml.err().contains(", general settings: the time"
                + " system (basicTime 60 min, complementaryTimeSystem STDBYOYOMI) is not kept"), xml.err());
        CliTestSupport.Run h9 = tengen("import", "--format", "h9", resource("tournaments/juvisy.h9"));
        assertEquals(0, h9.exit(), h9.err());
        assertTrue(h9.err().contains("warning: juvisy.h9, line 1: the time system (CL[A], TM[82], CM[Standard byo-yomi])"
                + " is not kept: a Tengen tournament file does not hold one"), h9.err());
    }

    /** Windows' Notepad saves "Unicode" as UTF-16 with a byte order mark and leaves the UTF-8 declaration in place. */
    @Test
    void anOpenGothaFileSavedAsUtf16WithItsByteOrderMarkIsRead() throws IOException {
        String real = Files.readString(Path.of(resource("tournaments/simplemm.xml")));
        for (java.nio.charset.Charset utf16 : List.of(StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE)) {
            Path file = dir.resolve("unicode-" + utf16.name() + ".xml");
            Files.write(file, ("\uFEFF" + real).getBytes(utf16));
            CliTestSupport.Run run = tengen("import", "--format", "opengotha", file.toString());
            assertEquals(0, run.exit(), run.err());
            Tournament printed = TournamentJson.read(run.out()).orElseThrow();
            assertEquals(40, printed.games().size());
            assertTrue(printed.players().stream().anyMatch(p -> p.firstName().equals("Clé")), "accents read as written");
        }
    }

    @Test
    void anEgdH9TableIsImportedWithEveryPlayerAndGame() {
        // 19 player lines and 72 game cells, two per game, counted in the file (written by OpenGotha 3.49.03)
        CliTestSupport.Run run = tengen("import", "--format", "h9", resource("tournaments/juvisy.h9"));
        assertEquals(0, run.exit(), run.err());
        Tournament printed = TournamentJson.read(run.out()).orElseThrow();
        assertEquals(19, printed.players().size());
        assertEquals(36, printed.games().size());
    }

    @Test
    void aFileOfAnotherFormatIsRefusedWithItsProblemAndNothingWritten() {
        Path out = dir.resolve("never.json");
        CliTestSupport.Run run = tengen("import", "--format", "macmahon", resource("tournaments/simplemm.xml"),
                "-o", out.toString());
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("not a MacMahon 3.9 tournament file"), run.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void anUnknownFormatIsAUsageErrorListingTheFormats() {
        CliTestSupport.Run run = tengen("import", "--format", "wallist", resource("tournaments/simplemm.xml"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("one of opengotha, macmahon, pairgoth"), run.err());
    }

    @Test
    void aFileNestedTooDeeplyIsRefusedWithItsLineNotAStackTrace() throws IOException {
        // tournaments/simplemm.xml (a real OpenGotha file) with 300,000 nested elements before its players: the JDK's
        // parser stops at depth 100 only from JDK 24 on (jdk.xml.maxElementDepth), and Tengen runs on 21 too
        String real = Files.readString(Path.of(resource("tournaments/simplemm.xml")));
        int players = real.indexOf("<Players>");
        Path deep = dir.resolve("deep.xml");
        Files.writeString(deep, real.substring(0, players) + "<a>".repeat(300_000) + "</a>".repeat(300_000)
                + real.substring(players));
        String before = System.getProperty("jdk.xml.maxElementDepth");
        System.setProperty("jdk.xml.maxElementDepth", "0");
        try {
            CliTestSupport.Run run = tengen("import", "--format", "opengotha", deep.toString());

            assertEquals(2, run.exit());
            // refused by Tengen's own depth limit (XmlTree.MAX_DEPTH), whatever the JDK's, with the line it is met on
            assertTrue(run.err().contains("deep.xml: not a usable tournament (1 problem)"), run.err());
            assertTrue(run.err().contains(": not well-formed XML: elements are nested more than 100 deep"), run.err());
            assertFalse(run.err().contains("StackOverflowError"), run.err());
        } finally {
            if (before == null) {
                System.clearProperty("jdk.xml.maxElementDepth");
            } else {
                System.setProperty("jdk.xml.maxElementDepth", before);
            }
        }
    }

    @Test
    void aFileOfAnotherFormatShowsItsFirstTwentyProblemsNotOneALine() {
        // the real pairgoth file, 5,790 lines of JSON (wc -l), read as an h9 table: each line is a problem
        CliTestSupport.Run run = tengen("import", "--format", "h9", resource("imports/pairgoth-20210403-paris.tour"));

        assertEquals(2, run.exit());
        List<String> lines = run.err().strip().lines().toList();
        assertTrue(lines.get(0).endsWith("pairgoth-20210403-paris.tour: not a usable tournament (5790 problems)"), lines.get(0));
        assertEquals(22, lines.size());
        assertEquals("  line 1: no rank (such as 3d or 12k) after the name", lines.get(1));
        assertEquals("  ... and 5770 more; is the file of the format named?", lines.get(21));
    }

    /**
     * Regulations.MAX_ROUNDS: pairgoth's Paris file declaring 2,000,000,000 rounds was once written out, and
     * {@code tengen export} of what it wrote never ended; now the import refuses it, and the export refuses such a
     * Tengen file, each naming the field.
     */
    @Test
    void aFileOfMoreRoundsThanATournamentHasIsRefusedByTheImportAndTheExport() throws IOException {
        String paris = Files.readString(Path.of(resource("imports/pairgoth-20210403-paris.tour")));
        Path pairgoth = dir.resolve("paris.tour");
        Files.writeString(pairgoth, paris.replace("\"rounds\" : 6", "\"rounds\" : 2000000000"));
        CliTestSupport.Run imported = tengen("import", "--format", "pairgoth", pairgoth.toString());
        assertEquals(Tengen.BAD_INPUT, imported.exit(), imported.err());
        assertTrue(imported.err().contains("paris.tour, tournament (line 18, column 14): field 'rounds': a tournament has"
                + " at most 1000 rounds, not 2000000000"), imported.err());

        Path json = dir.resolve("paris.json");
        assertEquals(0, tengen("import", "--format", "pairgoth", resource("imports/pairgoth-20210403-paris.tour"), "-o",
                json.toString()).exit());
        String written = Files.readString(json);
        assertTrue(written.contains("\"rounds\": 6,"), "the regulations' rounds, as TournamentJson writes them");
        Files.writeString(json, written.replace("\"rounds\": 6,", "\"rounds\": 2000000000,"));
        CliTestSupport.Run exported = tengen("export", "--format", "h9", "--today", "2021-04-06", json.toString());
        assertEquals(Tengen.BAD_INPUT, exported.exit(), exported.err());
        assertTrue(exported.err().contains("field 'rounds': a tournament has at most 1000 rounds, not 2000000000"),
                exported.err());
    }
}
