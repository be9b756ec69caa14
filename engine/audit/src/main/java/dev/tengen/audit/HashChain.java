package dev.tengen.audit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Links a tournament's events into a hash chain: each line's {@code hash} is the lower-case hexadecimal SHA-256 of
 * the UTF-8 bytes of the canonical encoding ({@link CanonicalJson}) of the line's members other than {@code hash}
 * (so {@code prev}, the hash of the line before, is inside what is hashed).
 */
public final class HashChain {

    /** The {@code prev} of the first event: 64 zeros. */
    public static final String GENESIS = "0".repeat(64);

    private HashChain() {
    }

    /** The events, in chain order, linked. */
    public static List<ChainLink> link(List<AuditEvent> events) {
        List<ChainLink> links = new ArrayList<>(events.size());
        String prev = GENESIS;
        for (AuditEvent event : events) {
            ChainLink link = link(prev, event);
            links.add(link);
            prev = link.hash();
        }
        return links;
    }

    /** The event linked after the one whose hash is {@code prev}: a chain extended one event at a time. */
    public static ChainLink link(String prev, AuditEvent event) {
        Map<String, Object> members = event.members();
        members.put(ChainMember.PREV, prev);
        return new ChainLink(event, prev, hash(members));
    }

    /** The hash of a line's members; a {@code hash} member among them is left out. */
    public static String hash(Map<String, Object> members) {
        Map<String, Object> hashed = new HashMap<>(members);
        hashed.remove(ChainMember.HASH);
        return sha256(CanonicalJson.write(hashed));
    }

    static String sha256(String text) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
