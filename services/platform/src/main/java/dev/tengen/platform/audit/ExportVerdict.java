package dev.tengen.platform.audit;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.audit.ChainVerdict;

/**
 * What verifying an export found, in the members {@code tengen audit verify --json} writes (docs/CLI.md), without the
 * file's name: the browser sent the file itself.
 *
 * @param holds whether every line holds and follows the one before
 * @param events how many lines hold, when the chain holds
 * @param lastSequence the last line's sequence, when the chain holds
 * @param head the last line's hash, when the chain holds
 * @param line the first line at fault (from 1), when it does not
 * @param problem {@code altered}, {@code missing}, {@code reordered} or {@code unreadable}
 * @param detail the verifier's sentence saying why
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExportVerdict(boolean holds, Integer events, Long lastSequence, String head, Integer line, String problem,
        String detail) {

    static ExportVerdict of(ChainVerdict verdict) {
        return switch (verdict) {
            case ChainVerdict.Holds h -> new ExportVerdict(true, h.events(), h.lastSequence(), h.head(), null, null, null);
            case ChainVerdict.Broken b -> new ExportVerdict(false, null, null, null, b.line(), b.kind().word(), b.detail());
            case ChainVerdict.Unreadable u -> new ExportVerdict(false, null, null, null, u.line(), "unreadable", u.reason());
        };
    }
}
