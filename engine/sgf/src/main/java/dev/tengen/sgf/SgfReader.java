package dev.tengen.sgf;

/**
 * Reads SGF FF[4] (and the FF[1]-FF[3] files still around) into an {@link SgfCollection}.
 * Every problem with the input is an {@link SgfException} naming the source, line, column and reason.
 */
public final class SgfReader {

    private SgfReader() {
    }

    /** Reads a file's bytes, choosing the charset from the root's CA (see {@link SgfCharset}). */
    public static SgfCollection read(byte[] bytes, String sourceName) throws SgfException {
        return read(SgfCharset.decode(bytes, sourceName), sourceName);
    }

    /** Reads text already decoded; CA is then kept as a property but plays no part. */
    public static SgfCollection read(String text, String sourceName) throws SgfException {
        return new SgfScanner(new SourceText(sourceName, text.toCharArray())).scan();
    }

    /** Reads a file's bytes and types its first game tree: the usual one-game record. */
    public static SgfGame readGame(byte[] bytes, String sourceName) throws SgfException {
        return SgfGame.from(read(bytes, sourceName).firstTree());
    }

    /** Reads text and types its first game tree. */
    public static SgfGame readGame(String text, String sourceName) throws SgfException {
        return SgfGame.from(read(text, sourceName).firstTree());
    }
}
