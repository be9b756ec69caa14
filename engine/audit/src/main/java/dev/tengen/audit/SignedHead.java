package dev.tengen.audit;

import java.security.KeyPair;
import java.security.PublicKey;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The end of a tournament's chain as the installation signed it (docs/PLATFORM.md, "Audit: the signed head"): which
 * tournament, the sequence and hash of its last event, when it was signed and with which public key, and the Ed25519
 * signature of the canonical encoding ({@link CanonicalJson}) of those five members. An export ends with it as its
 * last line, {@code {"signedHead":{...}}}; the platform also publishes it, so that a federation can keep it.
 *
 * @param tournament the tournament's id
 * @param sequence the sequence of the chain's last event (0 for a chain without events)
 * @param hash that event's hash ({@link HashChain#GENESIS} for a chain without events)
 * @param signedAt when it was signed, ISO-8601 in UTC; signed as the text it is
 * @param key the public key that verifies it ({@link AuditKey#text})
 * @param signature the Ed25519 signature, base64
 */
public record SignedHead(String tournament, long sequence, String hash, String signedAt, String key, String signature) {

    /** The one member of a head line. */
    static final String LINE_MEMBER = "signedHead";

    private static final String TOURNAMENT = "tournament";
    private static final String SEQUENCE = "sequence";
    private static final String HASH = "hash";
    private static final String SIGNED_AT = "signedAt";
    private static final String KEY = "key";
    private static final String SIGNATURE = "signature";

    public SignedHead {
        Objects.requireNonNull(tournament);
        Objects.requireNonNull(hash);
        Objects.requireNonNull(signedAt);
        Objects.requireNonNull(key);
        Objects.requireNonNull(signature);
    }

    /** Signs the head of {@code tournament}'s chain with the installation's keys. */
    public static SignedHead sign(String tournament, long sequence, String hash, String signedAt, KeyPair keys) {
        String key = AuditKey.text(keys.getPublic());
        String signed = CanonicalJson.write(signedMembers(tournament, sequence, hash, signedAt, key));
        return new SignedHead(tournament, sequence, hash, signedAt, key, AuditKey.sign(keys.getPrivate(), signed));
    }

    /** Whether the signature holds for these members under the head's own key (not yet whether it is the right key). */
    public boolean signatureHolds() {
        try {
            return AuditKey.verifies(publicKey(), CanonicalJson.write(signedMembers(tournament, sequence, hash,
                    signedAt, key)), signature);
        } catch (AuditKey.NotAKey e) {
            return false;
        }
    }

    public PublicKey publicKey() throws AuditKey.NotAKey {
        return AuditKey.publicKey(key);
    }

    /** The export's last line: the canonical encoding of {@code {"signedHead":{...}}}. */
    public String line() {
        Map<String, Object> head = signedMembers(tournament, sequence, hash, signedAt, key);
        head.put(SIGNATURE, signature);
        return CanonicalJson.write(Map.of(LINE_MEMBER, head));
    }

    /**
     * Reads a head as the platform publishes it ({@code GET .../audit/head}: the object with its six members), or as
     * an export's last line.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static SignedHead parse(String json) {
        Object value;
        try {
            value = CanonicalJson.parse(json.strip());
        } catch (CanonicalJson.NotJson e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage());
        }
        if (!(value instanceof Map<?, ?> object)) {
            throw new IllegalArgumentException("not a JSON object");
        }
        try {
            return read(object.containsKey(LINE_MEMBER) ? object : Map.of(LINE_MEMBER, object));
        } catch (AuditLine.Malformed e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    /** Whether a line's members are those of a head line: the one member {@code signedHead}. */
    static boolean isHeadLine(Map<String, Object> members) {
        return members.size() == 1 && members.containsKey(LINE_MEMBER);
    }

    /** Reads a head line's members. */
    static SignedHead read(Map<?, ?> members) throws AuditLine.Malformed {
        if (!(members.get(LINE_MEMBER) instanceof Map<?, ?> head)) {
            throw new AuditLine.Malformed("the signed head is not an object");
        }
        if (!(head.get(SEQUENCE) instanceof NumberLiteral n) || !n.text().matches("[0-9]{1,18}")) {
            throw new AuditLine.Malformed("the signed head's 'sequence' is not a whole number");
        }
        return new SignedHead(text(head, TOURNAMENT), Long.parseLong(n.text()), text(head, HASH), text(head, SIGNED_AT),
                text(head, KEY), text(head, SIGNATURE));
    }

    private static String text(Map<?, ?> head, String name) throws AuditLine.Malformed {
        if (!(head.get(name) instanceof String value)) {
            throw new AuditLine.Malformed("the signed head has no '" + name + "' text");
        }
        return value;
    }

    private static Map<String, Object> signedMembers(String tournament, long sequence, String hash, String signedAt,
            String key) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(TOURNAMENT, tournament);
        m.put(SEQUENCE, new NumberLiteral(Long.toString(sequence)));
        m.put(HASH, hash);
        m.put(SIGNED_AT, signedAt);
        m.put(KEY, key);
        return m;
    }
}
