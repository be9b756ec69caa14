package dev.tengen.readmodel.audit;

import dev.tengen.audit.AuditKey;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The installation's Ed25519 key pair as text: two PEM blocks, the private key in PKCS#8 then the public key
 * (SubjectPublicKeyInfo). The embedded platform keeps it in {@code installation-key.pem}; the read models application
 * reads it from the file its setting names, or keeps it in MongoDB. One form, so a key moves between them as a file.
 */
public final class InstallationKeyText {

    /** Why a text is not an installation key. */
    public static final class NotAKeyPair extends Exception {
        NotAKeyPair(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private InstallationKeyText() {
    }

    /** The pair's text: its private key's PEM block, then its public key's. */
    public static String write(KeyPair keys) {
        return "-----BEGIN PRIVATE KEY-----\n" + Base64.getEncoder().encodeToString(keys.getPrivate().getEncoded())
                + "\n-----END PRIVATE KEY-----\n" + AuditKey.pem(keys.getPublic());
    }

    /** The pair a text holds, its public key checked to be its private key's. */
    public static KeyPair read(String text) throws NotAKeyPair {
        try {
            PrivateKey secret = KeyFactory.getInstance(AuditKey.ALGORITHM)
                    .generatePrivate(new PKCS8EncodedKeySpec(Base64.getMimeDecoder().decode(block("PRIVATE KEY", text))));
            PublicKey key = AuditKey.publicKey(block("PUBLIC KEY", text));
            if (!belong(secret, key)) {
                throw new IllegalArgumentException("its public key is not its private key's");
            }
            return new KeyPair(key, secret);
        } catch (GeneralSecurityException | AuditKey.NotAKey | IllegalArgumentException e) {
            throw new NotAKeyPair(e.getMessage(), e);
        }
    }

    private static boolean belong(PrivateKey secret, PublicKey key) throws GeneralSecurityException {
        byte[] probe = "tengen installation key".getBytes(StandardCharsets.US_ASCII);
        Signature signer = Signature.getInstance(AuditKey.ALGORITHM);
        signer.initSign(secret);
        signer.update(probe);
        Signature verifier = Signature.getInstance(AuditKey.ALGORITHM);
        verifier.initVerify(key);
        verifier.update(probe);
        return verifier.verify(signer.sign());
    }

    /** The base64 body of the PEM block {@code label}. */
    private static String block(String label, String text) {
        Matcher m = Pattern.compile("-----BEGIN " + label + "-----([A-Za-z0-9+/=\\s]+)-----END " + label + "-----")
                .matcher(text);
        if (!m.find()) {
            throw new IllegalArgumentException("it holds no " + label + " block");
        }
        return m.group(1);
    }
}
