package dev.tengen.readmodel.audit;

import dev.tengen.audit.AuditKey;
import java.security.PublicKey;

/**
 * The installation's public key as {@code GET /api/v1/audit/key} gives it, in the forms a verifier takes: base64 of
 * its SubjectPublicKeyInfo (what a signed head's {@code key} holds), PEM, and its SHA-256 fingerprint to read aloud or
 * compare.
 */
public record PublishedKey(String algorithm, String key, String fingerprint, String pem) {

    public static PublishedKey of(PublicKey key) {
        return new PublishedKey(AuditKey.ALGORITHM, AuditKey.text(key), AuditKey.fingerprint(key), AuditKey.pem(key));
    }
}
