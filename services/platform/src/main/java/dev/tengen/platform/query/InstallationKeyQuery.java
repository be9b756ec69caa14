package dev.tengen.platform.query;

import dev.tengen.platform.audit.InstallationKey;
import dev.tengen.readmodel.audit.PublishedKey;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The installation's public key, which verifies every signed audit head: public, for a federation to keep. */
@Path("/api/v1/audit/key")
@Tag(name = "Audit")
public class InstallationKeyQuery {

    private final InstallationKey installation;

    InstallationKeyQuery(InstallationKey installation) {
        this.installation = installation;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @PermitAll
    @Operation(summary = "The installation's Ed25519 public key, which verifies every signed audit head",
            description = "{algorithm, key (base64 SubjectPublicKeyInfo), fingerprint (SHA-256, hex), pem}. Keep it: "
                    + "tengen audit verify --key checks an export's signed head against it.")
    public PublishedKey key() {
        return PublishedKey.of(installation.publicKey());
    }
}
