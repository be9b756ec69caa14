package dev.tengen.service.web.problem;

/** A request named something that does not exist: answered 404 with the code and the sentence given. */
public final class NotFound extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String code;

    public NotFound(String code, String sentence) {
        super(sentence, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
