package dev.tengen.tournament.service.ratings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.imports.ratings.RatingList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The operator's directory of rating lists: every file read, read again when replaced, a broken one named. */
class RatingDirectoryTest {

    /** Made-up lines in the FFG's échelle format (docs/FORMATS.md), not real players. */
    private static final String ECHELLE = "#Echelle au 15/11/2026\nFIORINA Baptiste 56 L 2100063 38Gr FR\n";

    @TempDir
    Path dir;

    @Test
    void everyFileOfTheDirectoryIsReadAsAList() throws IOException {
        Files.writeString(dir.resolve("ech_ffg_V3.txt"), ECHELLE, StandardCharsets.ISO_8859_1);
        List<RatingDirectory.ListFile> lists = new RatingDirectory(Optional.of(dir)).lists();
        assertEquals(List.of("ech_ffg_V3.txt"), lists.stream().map(RatingDirectory.ListFile::file).toList());
        assertEquals(1, lists.get(0).list().orElseThrow().players().size());
    }

    @Test
    void aReplacedListIsReadAgain() throws IOException {
        Path file = dir.resolve("ech_ffg_V3.txt");
        Files.writeString(file, ECHELLE, StandardCharsets.ISO_8859_1);
        RatingDirectory directory = new RatingDirectory(Optional.of(dir));
        RatingList before = directory.lists().get(0).list().orElseThrow();
        Files.writeString(file, ECHELLE + "ROBIN Clé -921 L 2200056 13Ma FR\n", StandardCharsets.ISO_8859_1);
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().plusSeconds(60)));
        RatingList after = directory.lists().get(0).list().orElseThrow();
        assertEquals(1, before.players().size());
        assertEquals(2, after.players().size());
    }

    @Test
    void anUnchangedListIsNotReadAgain() throws IOException {
        Files.writeString(dir.resolve("ech_ffg_V3.txt"), ECHELLE, StandardCharsets.ISO_8859_1);
        RatingDirectory directory = new RatingDirectory(Optional.of(dir));
        assertTrue(directory.lists().get(0).list() == directory.lists().get(0).list());
    }

    @Test
    void aFileThatIsNoListIsListedWithItsProblemAndTheOthersStillRead() throws IOException {
        Files.writeString(dir.resolve("a-notes.txt"), "bring the clocks\n");
        Files.writeString(dir.resolve("ech_ffg_V3.txt"), ECHELLE, StandardCharsets.ISO_8859_1);
        List<RatingDirectory.ListFile> lists = new RatingDirectory(Optional.of(dir)).lists();
        assertFalse(lists.get(0).list().isValid());
        assertTrue(lists.get(0).list().problems().get(0).what().startsWith("not a rating list"));
        assertTrue(lists.get(1).list().isValid());
    }

    @Test
    void withoutADirectoryThereAreNoLists() {
        RatingDirectory directory = new RatingDirectory(Optional.empty());
        assertFalse(directory.configured());
        assertEquals(List.of(), directory.lists());
    }
}
