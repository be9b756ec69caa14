package dev.tengen.sgf;

/**
 * Where something stands in a source: its name, 1-based line and column (the column counts code points of the
 * decoded text). Line 0 means the place is unknown, as for a tree built in code.
 */
public record SgfPlace(String sourceName, int line, int column) {

    /** {@code game.sgf:3:14}, or the source name alone when the place is unknown. */
    @Override
    public String toString() {
        return line > 0 ? sourceName + ":" + line + ":" + column : sourceName;
    }
}
