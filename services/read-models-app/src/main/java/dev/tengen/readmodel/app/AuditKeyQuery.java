package dev.tengen.readmodel.app;

import dev.tengen.readmodel.audit.PublishedKey;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The installation's public key ({@link InstallationKeySource}), which verifies every signed audit head: public, for a
 * federation to keep, in the embedded platform's shape (its InstallationKeyQuery).
 */
@Path("/api/v1/audit/key")
public class AuditKeyQuery {

    private final InstallationKeySource key;

    AuditKeyQuery(InstallationKeySource key) {
        this.key = key;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @PermitAll
    public PublishedKey key() {
        return PublishedKey.of(key.keys().getPublic());
    }
}
