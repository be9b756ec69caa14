package dev.tengen.game.service.api;

import java.util.Objects;

/**
 * A game command was refused and nothing changed. The message is a sentence for a referee, naming the article
 * where a rule refuses. No stack trace is recorded: a refusal is an answer, not a fault.
 */
public final class GameRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final GameRefusal refusal;
    private final String field;

    public GameRefused(GameRefusal refusal, String sentence) {
        this(refusal, refusal.field(), sentence);
    }

    /** A refusal naming a field other than the refusal's usual one (a blank field of a start). */
    public GameRefused(GameRefusal refusal, String field, String sentence) {
        super(sentence, null, false, false);
        this.refusal = Objects.requireNonNull(refusal, "refusal");
        this.field = field;
    }

    public GameRefusal refusal() {
        return refusal;
    }

    public String code() {
        return refusal.code();
    }

    /** The command field at fault, or null. */
    public String field() {
        return field;
    }
}
