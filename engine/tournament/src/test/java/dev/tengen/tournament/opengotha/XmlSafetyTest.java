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
}
