package dev.tengen.sgf;

/**
 * Text in a single-byte encoding that is not UTF-8, as Windows programs write it: ISO-8859-1, which maps every byte,
 * except 0x80-0x9F, where ISO-8859-1 has only invisible C1 control characters and Windows-1252 has letters and signs
 * (Œ, €, ’): those are read as Windows-1252, as the WHATWG Encoding Standard reads every file labelled ISO-8859-1
 * (encoding.spec.whatwg.org, "windows-1252"). The one table of it in the engine: the SGF reader and the readers of
 * other programs' files (engine/imports, ImportText) decode with it; web-admin keeps its own, in TypeScript.
 */
public final class Windows1252 {

    /** What Windows-1252 makes of 0x80-0x9F; U+FFFD for the five bytes it leaves unassigned (kept as ISO-8859-1's). */
    private static final String C1 = "\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFD\u017D\uFFFD"
            + "\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFD\u017E\u0178";

    private Windows1252() {
    }

    /** The bytes from {@code start} on, one character each. */
    public static String decode(byte[] bytes, int start) {
        char[] text = new char[bytes.length - start];
        for (int i = start; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            char windows = b >= 0x80 && b <= 0x9F ? C1.charAt(b - 0x80) : '\uFFFD';
            text[i - start] = windows != '\uFFFD' ? windows : (char) b;
        }
        return new String(text);
    }
}
