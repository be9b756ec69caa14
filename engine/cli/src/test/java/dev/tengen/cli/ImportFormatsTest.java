package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tengen.tournament.Problem;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each import reader reads its file once, what the import leaves out included: from a named pipe, whose bytes come
 * once (a reader opening it again finds it empty), the tournament and the time system it leaves out are both found,
 * in the words an import of a plain file says (ImportCommandTest.aTimeSystemTheFileHoldsIsSaidToBeLeftOut).
 */
class ImportFormatsTest {

    @TempDir
    Path dir;

    @Test
    void anOpenGothaFileIsReadOnceForItsTournamentAndItsTimeSystem() throws Exception {
        Reading reading = throughAPipe("opengotha", "tournaments/simplemm.xml", "simplemm.xml");
        assertTrue(reading.tournament().isValid(), reading.tournament().problems().toString());
        assertFalse(reading.warnings().isEmpty(), "the time system the file holds is said to be left out");
        Problem first = reading.warnings().get(0);
        assertTrue(first.where().startsWith("simplemm.xml, line ") && first.where().endsWith(", general settings"),
                first.toString());
        assertEquals("the time system (basicTime 60 min, complementaryTimeSystem STDBYOYOMI) is not kept: a Tengen"
                + " tournament file does not hold one", first.what());
    }

    @Test
    void anH9TableIsReadOnceForItsTournamentAndItsTimeSystem() throws Exception {
        Reading reading = throughAPipe("h9", "tournaments/juvisy.h9", "juvisy.h9");
        assertTrue(reading.tournament().isValid(), reading.tournament().problems().toString());
        assertEquals(19, reading.tournament().orElseThrow().players().size());
        assertFalse(reading.warnings().isEmpty(), "the time system the file holds is said to be left out");
        assertEquals("juvisy.h9, line 1: the time system (CL[A], TM[82], CM[Standard byo-yomi]) is not kept: a Tengen"
                + " tournament file does not hold one", reading.warnings().get(0).toString());
    }

    /**
     * The format's reader on a named pipe holding the resource's bytes once: a writer gives them to the first reader,
     * then nothing to any reader opening the pipe again, until the reading is over.
     */
    private Reading throughAPipe(String format, String resource, String name) throws Exception {
        Path pipe = dir.resolve(name);
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        assumeTrue(made, "mkfifo makes named pipes (POSIX)");
        byte[] bytes = Files.readAllBytes(Path.of(resource(resource)));
        AtomicBoolean over = new AtomicBoolean();
        Thread writer = Thread.ofPlatform().daemon().start(() -> {
            boolean first = true;
            while (!over.get()) {
                try (FileOutputStream out = new FileOutputStream(pipe.toFile())) { // waits for a reader
                    if (first) {
                        out.write(bytes);
                    }
                    first = false;
                } catch (IOException e) {
                    return;
                }
            }
        });
        try {
            return ImportFormats.named(format).orElseThrow().reader().read(pipe, LocalDate.of(2024, 1, 1));
        } finally {
            over.set(true);
            // opened for reading and writing, a pipe on Linux does not wait: the writer's last open returns
            try (RandomAccessFile release = new RandomAccessFile(pipe.toFile(), "rw")) {
                writer.join(5_000);
            }
        }
    }
}
