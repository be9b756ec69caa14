package dev.tengen.platform.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12, "Faults": a file replaced so that a power cut loses neither the old content nor the new. */
class DurableFileTest {

    @TempDir
    Path dir;

    /** Each force: which path, and what the target held at that moment. */
    record Forced(Path path, String targetHeld) {
    }

    @Test
    void theNewContentIsForcedBeforeTheMoveAndTheDirectoryAfterIt() throws Exception {
        Path target = dir.resolve("accounts.json");
        Files.writeString(target, "old");
        List<Forced> forced = new ArrayList<>();
        DurableFile.replace(target, "new".getBytes(StandardCharsets.UTF_8),
                (channel, path) -> forced.add(new Forced(path, Files.readString(target))));
        assertEquals(List.of(new Forced(dir.resolve("accounts.json.tmp"), "old"), new Forced(dir.toAbsolutePath(), "new")),
                forced);
        assertEquals("new", Files.readString(target));
    }

    @Test
    void theFileIsReadableByItsOwnerOnly() throws Exception {
        Path target = dir.resolve("installation-key.pem");
        DurableFile.replace(target, "secret".getBytes(StandardCharsets.UTF_8), DurableFile.DISK);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }

    @Test
    void aTemporaryFileLeftByACrashIsReplacedNotAppendedTo() throws Exception {
        Path target = dir.resolve("accounts.json");
        Files.writeString(dir.resolve("accounts.json.tmp"), "half of an earlier wri");
        DurableFile.replace(target, "whole".getBytes(StandardCharsets.UTF_8), DurableFile.DISK);
        assertEquals("whole", Files.readString(target));
    }
}
