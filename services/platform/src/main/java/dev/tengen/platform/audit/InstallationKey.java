package dev.tengen.platform.audit;

import dev.tengen.audit.AuditKey;
import dev.tengen.platform.PlatformConfig;
import dev.tengen.platform.files.DurableFile;
import dev.tengen.readmodel.audit.InstallationKeyText;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * The installation's Ed25519 key pair, which signs the head of every tournament's audit chain ({@link AuditExport}).
 * Made at the first start into {@code installation-key.pem} in the data directory (the private key in PKCS#8 and the
 * public key, two PEM blocks; readable by its owner only, forced to disk with its directory) and read at every later
 * start ({@link InstallationKeyText}, the form the read models application reads too). Back it up with {@code events.db}: a platform restored with a new key signs with a key the federations do
 * not hold, and their checks answer "wrong key".
 */
@Singleton
public class InstallationKey {

    /** The key's file name inside the data directory. */
    public static final String FILE_NAME = "installation-key.pem";

    private static final Logger LOG = Logger.getLogger(InstallationKey.class);

    private final Path file;
    private final KeyPair keys;

    @Inject
    InstallationKey(PlatformConfig config) {
        this(config.dataDir().resolve(FILE_NAME), DurableFile.DISK);
    }

    InstallationKey(Path file, DurableFile.Sync sync) {
        this.file = file.toAbsolutePath();
        this.keys = Files.exists(this.file) ? read(this.file) : make(this.file, sync);
    }

    /** Made or read before the first request, so that a damaged key file stops the start, not an export. */
    void atStart(@Observes StartupEvent start) {
        LOG.debugf("audit heads are signed with the key %s", fingerprint());
    }

    KeyPair keys() {
        return keys;
    }

    public PublicKey publicKey() {
        return keys.getPublic();
    }

    public String fingerprint() {
        return AuditKey.fingerprint(keys.getPublic());
    }

    public Path file() {
        return file;
    }

    private static KeyPair make(Path file, DurableFile.Sync sync) {
        KeyPair keys = AuditKey.generate();
        String text = InstallationKeyText.write(keys);
        try {
            DurableFile.replace(file, text.getBytes(StandardCharsets.US_ASCII), sync);
        } catch (IOException e) {
            throw new ConfigurationException("The installation key " + file + " cannot be written (" + e.getMessage()
                    + "): give the platform a data directory it can write.", Set.of("tengen.data-dir"));
        }
        LOG.infof("Made the installation key %s, which signs the audit chains' heads; its public key's SHA-256 is %s."
                + " Back it up with events.db.", file, AuditKey.fingerprint(keys.getPublic()));
        return keys;
    }

    private static KeyPair read(Path file) {
        try {
            return InstallationKeyText.read(Files.readString(file, StandardCharsets.US_ASCII));
        } catch (IOException | InstallationKeyText.NotAKeyPair e) {
            throw new ConfigurationException("The installation key " + file + " cannot be read (" + e.getMessage()
                    + "): put its backup in its place; a new key (the file removed) would sign heads the federations'"
                    + " kept key does not verify.", Set.of("tengen.data-dir"));
        }
    }
}
