package dev.tengen.sgf;

/**
 * A record that cannot be read, said as one line a person can act on:
 * {@code game.sgf:3:14: property value not closed: expected ']'}.
 *
 * <p>Line and column are 1-based; the column counts characters (code points) of the decoded text.
 * A line of 0 means the place is unknown (a tree built in code rather than read from a file).
 * The exception carries no stack trace: it reports bad input, not a bug.
 */
public final class SgfException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String sourceName;
    private final int line;
    private final int column;
    private final String reason;

    public SgfException(String sourceName, int line, int column, String reason) {
        this(new SgfPlace(sourceName, line, column), reason);
    }

    public SgfException(SgfPlace place, String reason) {
        super(place + ": " + reason, null, false, false);
        this.sourceName = place.sourceName();
        this.line = place.line();
        this.column = place.column();
        this.reason = reason;
    }

    public SgfPlace place() {
        return new SgfPlace(sourceName, line, column);
    }

    public String sourceName() {
        return sourceName;
    }

    /** 1-based line, or 0 when unknown. */
    public int line() {
        return line;
    }

    /** 1-based column, or 0 when unknown. */
    public int column() {
        return column;
    }

    /** The sentence alone, without the place. */
    public String reason() {
        return reason;
    }
}
