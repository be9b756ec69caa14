package dev.tengen.readmodel.app;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import dev.tengen.audit.AuditKey;
import dev.tengen.readmodel.audit.InstallationKeyText;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.Optional;
import java.util.Set;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The installation's Ed25519 key pair, which signs the head of every tournament's audit chain in this deployment:
 * read from the file {@code tengen.audit.key-file} ({@code TENGEN_AUDIT_KEY_FILE}) names, the Secret
 * {@code tengen-audit-key} mounted as a file (the private key in PKCS#8 then the public key, two PEM blocks, as
 * {@link InstallationKeyText} writes them and the embedded platform keeps its {@code installation-key.pem}); without
 * that setting, made once by the first replica that finds none and kept in MongoDB ({@value #COLLECTION}), so that
 * every replica signs with the same key. Read at the start: a key that cannot be read stops it.
 */
@Singleton
public class InstallationKeySource {

    static final String COLLECTION = "installation-key";
    private static final String ID = "installation";
    private static final String SETTING = "tengen.audit.key-file";
    private static final Logger LOG = Logger.getLogger(InstallationKeySource.class);

    private final KeyPair keys;

    InstallationKeySource(ReadModelStore store, @ConfigProperty(name = SETTING) Optional<Path> file) {
        this.keys = file.isPresent() ? read(file.get()) : kept(store.database().getCollection(COLLECTION));
    }

    void atStart(@Observes StartupEvent start) {
        LOG.infof("Audit heads are signed with the installation key whose public key's SHA-256 is %s.",
                AuditKey.fingerprint(keys.getPublic()));
    }

    KeyPair keys() {
        return keys;
    }

    private static KeyPair read(Path file) {
        try {
            return InstallationKeyText.read(Files.readString(file, StandardCharsets.US_ASCII));
        } catch (IOException | InstallationKeyText.NotAKeyPair e) {
            throw new ConfigurationException("The installation key " + file + " cannot be read (" + e.getMessage()
                    + "): give the private key (PKCS#8) and the public key as two PEM blocks.", Set.of(SETTING));
        }
    }

    /** The key kept in MongoDB, made and kept there first when there is none; a replica that loses the race reads it. */
    private static KeyPair kept(MongoCollection<Document> keys) {
        Document found = keys.find(Filters.eq("_id", ID)).first();
        if (found == null) {
            KeyPair made = AuditKey.generate();
            try {
                keys.insertOne(new Document("_id", ID).append("pem", InstallationKeyText.write(made)));
                LOG.infof("Made the installation key and kept it in MongoDB (%s); back it up with the database, or give"
                        + " it as %s.", COLLECTION, SETTING);
                return made;
            } catch (MongoWriteException e) {
                if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                    throw e;
                }
                found = keys.find(Filters.eq("_id", ID)).first(); // another replica kept its key first
            }
        }
        try {
            return InstallationKeyText.read(found.getString("pem"));
        } catch (InstallationKeyText.NotAKeyPair e) {
            throw new ConfigurationException("The installation key kept in MongoDB (" + COLLECTION + ") cannot be read ("
                    + e.getMessage() + ").", Set.of(SETTING));
        }
    }
}
