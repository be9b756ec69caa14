package dev.tengen.readmodel.audit;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.audit.AuditKey;
import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.SignedHead;

/**
 * What verifying an export found, in the members {@code tengen audit verify --json} writes (docs/CLI.md), without the
 * file's name: the browser sent the file itself.
 *
 * @param holds whether every line holds and follows the one before, and the end is proven
 * @param events how many lines hold, when the chain holds
 * @param lastSequence the last line's sequence, when the chain holds
 * @param head the last line's hash, when the chain holds
 * @param signed whether the file ends with the installation's signed head (else the head hash given proved the end)
 * @param tournament the tournament the signed head names
 * @param signedAt when the head was signed
 * @param keyFingerprint the SHA-256 of the key that signed the head, to compare with the key the federation kept
 * @param keyChecked whether the head was checked against a kept key (never here: the browser sends no key)
 * @param line the first line at fault (from 1), when it does not hold
 * @param problem {@code altered}, {@code missing}, {@code reordered}, {@code cut-tail}, {@code re-chained},
 *     {@code wrong-key}, {@code unsigned} or {@code unreadable}
 * @param detail the verifier's sentence saying why
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExportVerdict(boolean holds, Integer events, Long lastSequence, String head, Boolean signed,
        String tournament, String signedAt, String keyFingerprint, Boolean keyChecked, Integer line, String problem,
        String detail) {

    static ExportVerdict of(ChainVerdict verdict) {
        return switch (verdict) {
            case ChainVerdict.Holds h -> holding(h);
            case ChainVerdict.Broken b -> new ExportVerdict(false, null, null, null, null, null, null, null, null,
                    b.line(), b.kind().word(), b.detail());
            case ChainVerdict.Unreadable u -> new ExportVerdict(false, null, null, null, null, null, null, null, null,
                    u.line(), "unreadable", u.reason());
        };
    }

    private static ExportVerdict holding(ChainVerdict.Holds h) {
        SignedHead end = h.signedHead();
        if (end == null) {
            return new ExportVerdict(true, h.events(), h.lastSequence(), h.head(), false, null, null, null, null, null,
                    null, null);
        }
        String fingerprint;
        try {
            fingerprint = AuditKey.fingerprint(end.publicKey());
        } catch (AuditKey.NotAKey e) {
            fingerprint = null; // a head whose key is no key does not hold; the verifier said so already
        }
        return new ExportVerdict(true, h.events(), h.lastSequence(), h.head(), true, end.tournament(), end.signedAt(),
                fingerprint, h.keyChecked(), null, null, null);
    }
}
