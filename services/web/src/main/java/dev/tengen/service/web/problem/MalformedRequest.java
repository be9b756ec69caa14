package dev.tengen.service.web.problem;

/**
 * The request cannot be read as a command: a field is missing or has no meaning here. Answered with 400 and
 * the field's name. No stack trace is recorded: this is an answer, not a fault.
 */
public final class MalformedRequest extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String code;
    private final String field;

    public MalformedRequest(String code, String field, String sentence) {
        super(sentence, null, false, false);
        this.code = code;
        this.field = field;
    }

    public String code() {
        return code;
    }

    /** The request field at fault, or null for the request as a whole. */
    public String field() {
        return field;
    }
}
