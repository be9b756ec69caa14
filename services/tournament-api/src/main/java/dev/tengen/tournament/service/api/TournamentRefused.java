package dev.tengen.tournament.service.api;

import java.util.Objects;

/**
 * A tournament command was refused and nothing changed. The message is a sentence for a tournament director.
 * No stack trace is recorded: a refusal is an answer, not a fault.
 */
public final class TournamentRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final Refusal refusal;

    public TournamentRefused(Refusal refusal, String sentence) {
        super(sentence, null, false, false);
        this.refusal = Objects.requireNonNull(refusal, "refusal");
    }

    public Refusal refusal() {
        return refusal;
    }

    public String code() {
        return refusal.code();
    }
}
