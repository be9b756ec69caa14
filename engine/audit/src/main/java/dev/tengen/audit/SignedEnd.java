package dev.tengen.audit;

import java.security.PublicKey;
import java.util.List;
import java.util.Map;

/**
 * The check of an export's end against its signed head, once every event line holds (docs/PLATFORM.md, "Audit: the
 * signed head"). In order: the head line is readable; its signature holds under its own key (else the line was
 * changed: altered); that key is the one the federation kept, when it gives one (else wrong key); the head names
 * the file's last event (a later one: the tail was cut; an earlier one: the events after it are unsigned); and that
 * event's hash (another: the events were rewritten and chained again, re-chained).
 */
final class SignedEnd {

    private SignedEnd() {
    }

    static ChainVerdict check(List<Map<String, Object>> events, ChainVerdict.Holds chain, Map<String, Object> headLine,
            ChainVerifier.Kept kept) {
        int line = events.size() + 1;
        SignedHead head;
        try {
            head = SignedHead.read(headLine);
        } catch (AuditLine.Malformed e) {
            return new ChainVerdict.Unreadable(line, e.getMessage());
        }
        if (!head.signatureHolds()) {
            return new ChainVerdict.Broken(line, ChainBreak.ALTERED, "the signed head's signature does not hold under"
                    + " its key: the head was changed after it was signed, or was never signed by a Tengen installation");
        }
        if (kept.key().isPresent()) {
            PublicKey signer;
            try {
                signer = head.publicKey();
            } catch (AuditKey.NotAKey e) {
                throw new IllegalStateException("a signature that holds has a key", e);
            }
            if (!signer.equals(kept.key().get())) {
                return new ChainVerdict.Broken(line, ChainBreak.WRONG_KEY, "the head is signed by the key "
                        + AuditKey.fingerprint(signer) + ", not by the key you kept (" + AuditKey.fingerprint(kept.key().get())
                        + "): this file was signed by another installation, or re-signed after it was changed");
            }
        }
        if (head.sequence() > chain.lastSequence()) {
            return new ChainVerdict.Broken(line, ChainBreak.CUT_TAIL, "the platform signed the chain up to event "
                    + head.sequence() + " but the file ends at event " + chain.lastSequence() + ": events "
                    + (chain.lastSequence() + 1) + (head.sequence() > chain.lastSequence() + 1 ? " to " + head.sequence() : "")
                    + " were cut off its end");
        }
        if (head.sequence() < chain.lastSequence()) {
            return new ChainVerdict.Broken((int) head.sequence() + 1, ChainBreak.UNSIGNED, "events "
                    + (head.sequence() + 1) + " to " + chain.lastSequence() + " come after the signed head (event "
                    + head.sequence() + "): nothing shows that the platform recorded them");
        }
        if (!head.hash().equalsIgnoreCase(chain.head())) {
            return new ChainVerdict.Broken(events.size(), ChainBreak.RECHAINED, "the file's event " + head.sequence()
                    + " has the hash " + chain.head() + " but the platform signed " + head.hash() + " for it: the chain"
                    + " holds, so its events were rewritten and hashed again");
        }
        return new ChainVerdict.Holds(chain.events(), chain.lastSequence(), chain.head(), head, kept.key().isPresent());
    }

    /**
     * Whether the file passes through each head the federation kept earlier: that event is in the file with the
     * hash the platform signed for it then. A file re-signed with the installation's own key after its history was
     * rewritten (by whoever holds the key) shows here, at the kept head's event. The kept heads' signatures are the
     * caller's to check.
     */
    static ChainVerdict passesThrough(List<Map<String, Object>> events, ChainVerdict.Holds chain, List<SignedHead> earlier) {
        for (SignedHead kept : earlier) {
            if (kept.sequence() > chain.lastSequence()) {
                return new ChainVerdict.Broken(events.size() + 1, ChainBreak.CUT_TAIL, "the head you kept from "
                        + kept.signedAt() + " names event " + kept.sequence() + " but the file ends at event "
                        + chain.lastSequence() + ": the events after it were cut off");
            }
            Object hash = kept.sequence() == 0 ? HashChain.GENESIS : events.get((int) kept.sequence() - 1).get(ChainMember.HASH);
            if (!kept.hash().equalsIgnoreCase(String.valueOf(hash))) {
                return new ChainVerdict.Broken((int) Math.max(1, kept.sequence()), ChainBreak.RECHAINED, "the file's event "
                        + kept.sequence() + " has the hash " + hash + " but the platform signed " + kept.hash()
                        + " for it at " + kept.signedAt() + " (the head you kept): the history up to it was rewritten"
                        + " and hashed again since");
            }
        }
        return chain;
    }
}
