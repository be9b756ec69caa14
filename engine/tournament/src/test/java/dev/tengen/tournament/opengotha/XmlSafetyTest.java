package dev.tengen.tournament.opengotha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file cannot make the importer open other files or expand entities (XXE). */
class XmlSafetyTest {

    @Test
    void externalEntityIsNeitherFetchedNorExpanded(@TempDir Path dir) throws Exception {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOPSECRET");
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE Tournament [<!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">]>\n"
                + "<Tournament><Players><Player name=\"&xxe;\" firstName=\"A\"/></Players></Tournament>";
        Checked<Tournament> read = OpenGothaFile.read(xml);
        assertFalse(read.isValid());
        assertTrue(read.problems().stream().noneMatch(p -> p.toString().contains("TOPSECRET")), read.problems()::toString);
    }

    @Test
    void externalDtdIsNotLoaded(@TempDir Path dir) throws Exception {
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE Tournament SYSTEM \"" + dir.resolve("missing.dtd").toUri() + "\">\n"
                + "<Tournament/>";
        Checked<Tournament> read = OpenGothaFile.read(xml);
        assertTrue(read.problems().stream().noneMatch(p -> p.toString().contains("missing.dtd")), read.problems()::toString);
        assertEquals("line 2, column 10: not well-formed XML: a DOCTYPE declaration is not allowed: OpenGotha, MacMahon"
                + " and pairgoth write none", read.problems().getFirst().toString());
    }

    /** Refused by Tengen's own limit, not the JDK's: {@code jdk.xml.maxElementDepth} is 100 on JDK 25 only. */
    @Test
    void elementsNestedTooDeepAreRefusedWithTheirLine() {
        String previous = System.setProperty("jdk.xml.maxElementDepth", "0");
        try {
            String xml = "<Tournament>\n" + "<a>".repeat(5_000) + "</a>".repeat(5_000) + "</Tournament>";
            Checked<Tournament> read = OpenGothaFile.read(xml);
            assertFalse(read.isValid());
            assertEquals("line 2, column 301: not well-formed XML: elements are nested more than 100 deep",
                    read.problems().getFirst().toString());
        } finally {
            if (previous == null) {
                System.clearProperty("jdk.xml.maxElementDepth");
            } else {
                System.setProperty("jdk.xml.maxElementDepth", previous);
            }
        }
    }

    /**
     * The real Frioul file saved again in Latin-1 with its declaration still saying UTF-8, as a text editor does: the
     * parser's complaint is the problem, with its line and column, and nothing is printed on standard error (the JDK's
     * parser printed "[Fatal Error] :-1:-1: Invalid byte 2 of 3-byte UTF-8 sequence." there before failing).
     */
    @Test
    void bytesThatAreNotTheDeclaredEncodingAreAProblemAndNothingIsPrinted() {
        byte[] latin1 = RealFiles.text("frioul-2018").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        java.io.PrintStream standardError = System.err;
        Checked<Tournament> read;
        System.setErr(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            read = OpenGothaFile.read(new java.io.ByteArrayInputStream(latin1));
        } finally {
            System.setErr(standardError);
        }
        assertEquals("", printed.toString(java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(java.util.List.of("line 16, column 136: not well-formed XML: Invalid byte 2 of 3-byte UTF-8 sequence."),
                read.problems().stream().map(Object::toString).toList());
    }
}
