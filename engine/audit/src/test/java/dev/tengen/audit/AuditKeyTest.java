package dev.tengen.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The installation key with the JDK's Ed25519, checked against RFC 8032's own test vector, so that any Ed25519
 * library a federation uses agrees. RFC 8032 section 7.1, TEST 1: the secret key 9d61b19d..., the public key
 * d75a9801..., the empty message, the signature e5564300... (copied from the RFC's text).
 */
class AuditKeyTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String SECRET = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
    private static final String PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
    private static final String SIGNATURE = "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
            + "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b";
    /** The DER prefixes of an Ed25519 key in PKCS#8 and in X.509 SubjectPublicKeyInfo (RFC 8410). */
    private static final String PKCS8_PREFIX = "302e020100300506032b657004220420";
    private static final String SPKI_PREFIX = "302a300506032b6570032100";

    static KeyPair rfc8032Test1() throws Exception {
        PrivateKey secret = KeyFactory.getInstance("Ed25519")
                .generatePrivate(new PKCS8EncodedKeySpec(HEX.parseHex(PKCS8_PREFIX + SECRET)));
        PublicKey key = AuditKey.publicKey(Base64.getEncoder().encodeToString(HEX.parseHex(SPKI_PREFIX + PUBLIC)));
        return new KeyPair(key, secret);
    }

    @Test
    void theSignatureIsRfc8032Ed25519() throws Exception {
        KeyPair keys = rfc8032Test1();
        String signature = AuditKey.sign(keys.getPrivate(), "");
        assertEquals(SIGNATURE, HEX.formatHex(Base64.getDecoder().decode(signature)));
        assertTrue(AuditKey.verifies(keys.getPublic(), "", signature));
    }

    @Test
    void aPemBlockAndItsBase64ReadAsTheSameKey() throws Exception {
        PublicKey key = AuditKey.generate().getPublic();
        assertEquals(key, AuditKey.publicKey(AuditKey.pem(key)));
        assertEquals(key, AuditKey.publicKey(AuditKey.text(key)));
    }

    @Test
    void textThatIsNoEd25519KeyIsRefusedWithWhy() {
        AuditKey.NotAKey notBase64 = assertThrows(AuditKey.NotAKey.class, () -> AuditKey.publicKey("not a key!"));
        assertTrue(notBase64.getMessage().startsWith("not base64"), notBase64.getMessage());
        assertThrows(AuditKey.NotAKey.class, () -> AuditKey.publicKey(Base64.getEncoder().encodeToString(new byte[32])));
    }
}
