package dev.tengen.audit;

/** What verifying an export found; lines are numbered from 1. */
public sealed interface ChainVerdict {

    /**
     * Every line holds and follows the one before, and the end is proven: by {@code signedHead} (whose signature
     * holds, under the key the federation kept when {@code keyChecked}), or by the head hash the caller kept when
     * {@code signedHead} is null.
     */
    record Holds(int events, long lastSequence, String head, SignedHead signedHead, boolean keyChecked)
            implements ChainVerdict {
    }

    /** The first line where the chain breaks, how, and a sentence saying why. */
    record Broken(int line, ChainBreak kind, String detail) implements ChainVerdict {
    }

    /** A line that is not an audit line at all (not UTF-8, not a JSON object, a member missing). */
    record Unreadable(int line, String reason) implements ChainVerdict {
    }
}
