package dev.tengen.audit;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The installation's Ed25519 keys (RFC 8032) with the JDK's own provider, nothing else: a federation can check a
 * signed head with any Ed25519 library. A public key is written as the standard base64 of its X.509
 * SubjectPublicKeyInfo (44 characters, the same bytes as the body of a PEM "PUBLIC KEY"), and known by its
 * fingerprint, the lower-case hexadecimal SHA-256 of those bytes.
 */
public final class AuditKey {

    public static final String ALGORITHM = "Ed25519";

    private static final String PEM_BEGIN = "-----BEGIN PUBLIC KEY-----";
    private static final String PEM_END = "-----END PUBLIC KEY-----";

    private AuditKey() {
    }

    /** A new key pair. */
    public static KeyPair generate() {
        try {
            return KeyPairGenerator.getInstance(ALGORITHM).generateKeyPair();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform since 15 has Ed25519", e);
        }
    }

    /** The public key as base64 of its SubjectPublicKeyInfo. */
    public static String text(PublicKey key) {
        return Base64.getEncoder().encodeToString(key.getEncoded());
    }

    /** The public key as a PEM block, for a file a federation keeps. */
    public static String pem(PublicKey key) {
        return PEM_BEGIN + "\n" + text(key) + "\n" + PEM_END + "\n";
    }

    /** SHA-256 of the key's SubjectPublicKeyInfo, lower-case hexadecimal. */
    public static String fingerprint(PublicKey key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getEncoded()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * Reads a public key given as base64 of its SubjectPublicKeyInfo or as a PEM "PUBLIC KEY" block (whitespace
     * ignored).
     *
     * @throws NotAKey naming what is wrong
     */
    public static PublicKey publicKey(String text) throws NotAKey {
        String body = text.replace(PEM_BEGIN, "").replace(PEM_END, "").replaceAll("\\s+", "");
        byte[] der;
        try {
            der = Base64.getDecoder().decode(body);
        } catch (IllegalArgumentException e) {
            throw new NotAKey("not base64 (" + e.getMessage() + ")");
        }
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(der));
        } catch (InvalidKeySpecException e) {
            throw new NotAKey("not an Ed25519 public key");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform since 15 has Ed25519", e);
        }
    }

    /** The Ed25519 signature of the UTF-8 bytes of {@code text}, in base64. */
    static String sign(PrivateKey key, String text) {
        try {
            Signature signer = Signature.getInstance(ALGORITHM);
            signer.initSign(key);
            signer.update(text.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(signer.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not an Ed25519 private key: " + e.getMessage(), e);
        }
    }

    /** Whether {@code signature} (base64) is {@code key}'s signature of the UTF-8 bytes of {@code text}. */
    static boolean verifies(PublicKey key, String text, String signature) {
        try {
            Signature verifier = Signature.getInstance(ALGORITHM);
            verifier.initVerify(key);
            verifier.update(text.getBytes(StandardCharsets.UTF_8));
            return verifier.verify(Base64.getDecoder().decode(signature));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    /** Text that is not an Ed25519 public key; the message says why. */
    public static final class NotAKey extends Exception {
        NotAKey(String message) {
            super(message, null, false, false);
        }
    }
}
