package dev.tengen.tournament.opengotha;

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
}
