package dev.tengen.platform.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.runtime.configuration.ConfigurationException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The key that signs the audit heads: made once, forced to disk, read back at every start; a damaged one stops it. */
class InstallationKeyTest {

    @TempDir
    Path dir;

    @Test
    void theKeyMadeAtTheFirstStartIsForcedToDiskAndReadBackAtTheNext() {
        Path file = dir.resolve(InstallationKey.FILE_NAME);
        List<Path> forced = new ArrayList<>();
        InstallationKey first = new InstallationKey(file, (channel, path) -> forced.add(path));
        assertEquals(List.of(dir.resolve(InstallationKey.FILE_NAME + ".tmp"), dir.toAbsolutePath()), forced);
        InstallationKey second = new InstallationKey(file, (channel, path) -> forced.add(path));
        assertEquals(first.publicKey(), second.publicKey());
        assertEquals(2, forced.size(), "reading the key writes nothing");
    }

    @Test
    void aKeyFileWithAnotherPublicKeyStopsTheStartNamingIt() throws Exception {
        Path file = dir.resolve(InstallationKey.FILE_NAME);
        new InstallationKey(file, (channel, path) -> { });
        Path other = dir.resolve("other.pem");
        new InstallationKey(other, (channel, path) -> { });
        String mine = Files.readString(file);
        String theirs = Files.readString(other);
        Files.writeString(file, mine.substring(0, mine.indexOf("-----BEGIN PUBLIC KEY-----"))
                + theirs.substring(theirs.indexOf("-----BEGIN PUBLIC KEY-----")));
        ConfigurationException refused = assertThrows(ConfigurationException.class,
                () -> new InstallationKey(file, (channel, path) -> { }));
        assertTrue(refused.getMessage().startsWith("The installation key " + file.toAbsolutePath() + " cannot be read"
                + " (its public key is not its private key's): put its backup in its place"), refused.getMessage());
    }
}
