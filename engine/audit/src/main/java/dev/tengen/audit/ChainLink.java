package dev.tengen.audit;

import java.util.Map;

/**
 * An event linked into the chain: {@code prev} is the hash of the event before it ({@link HashChain#GENESIS} for
 * the first), {@code hash} the SHA-256 of the canonical encoding of its line without {@code hash}.
 */
public record ChainLink(AuditEvent event, String prev, String hash) {

    /** Its line of the export: the canonical encoding of the event's members, {@code prev} and {@code hash}. */
    public String line() {
        Map<String, Object> members = event.members();
        members.put(ChainMember.PREV, prev);
        members.put(ChainMember.HASH, hash);
        return CanonicalJson.write(members);
    }
}
