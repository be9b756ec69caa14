package dev.tengen.arbitration.service.api;

import java.util.Objects;

/**
 * An arbitration command was refused and nothing changed. The message is a sentence for a director or an
 * arbitrator. No stack trace is recorded: a refusal is an answer, not a fault.
 */
public final class ArbitrationRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final ArbitrationRefusal refusal;

    public ArbitrationRefused(ArbitrationRefusal refusal, String sentence) {
        super(sentence, null, false, false);
        this.refusal = Objects.requireNonNull(refusal, "refusal");
    }

    public ArbitrationRefusal refusal() {
        return refusal;
    }

    public String code() {
        return refusal.code();
    }
}
