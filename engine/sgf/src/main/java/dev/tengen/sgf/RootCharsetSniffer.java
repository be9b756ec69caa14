package dev.tengen.sgf;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Finds CA in the first node of the first game tree by reading bytes as ASCII, before the text can be decoded.
 * It gives up quietly on anything unexpected: the real scanner reports errors once the text is decoded.
 */
final class RootCharsetSniffer {

    private final byte[] b;
    private int pos;

    private RootCharsetSniffer(byte[] bytes, int start) {
        this.b = bytes;
        this.pos = start;
    }

    static Optional<SgfCharset.DeclaredCharset> find(byte[] bytes, int start) {
        return new RootCharsetSniffer(bytes, start).find();
    }

    private Optional<SgfCharset.DeclaredCharset> find() {
        skipWhiteSpace();
        if (!take('(')) {
            return Optional.empty();
        }
        skipWhiteSpace();
        if (!take(';')) {
            return Optional.empty();
        }
        while (true) {
            skipWhiteSpace();
            int start = pos;
            StringBuilder identifier = new StringBuilder(2);
            while (pos < b.length && isLetter(b[pos])) {
                if (b[pos] <= 'Z') {
                    identifier.append((char) b[pos]);
                }
                pos++;
            }
            if (pos == start) {
                return Optional.empty();
            }
            skipWhiteSpace();
            boolean isCharset = identifier.toString().equals("CA");
            boolean first = true;
            while (pos < b.length && b[pos] == '[') {
                int valueStart = ++pos;
                while (pos < b.length && b[pos] != ']') {
                    pos += b[pos] == '\\' ? 2 : 1;
                }
                if (pos >= b.length) {
                    return Optional.empty();
                }
                if (isCharset && first) {
                    String name = new String(b, valueStart, pos - valueStart, StandardCharsets.ISO_8859_1).replace("\\", "");
                    return Optional.of(new SgfCharset.DeclaredCharset(name, start));
                }
                first = false;
                pos++;
                skipWhiteSpace();
            }
            if (first) {
                return Optional.empty();
            }
        }
    }

    private boolean take(char expected) {
        if (pos < b.length && b[pos] == expected) {
            pos++;
            return true;
        }
        return false;
    }

    private void skipWhiteSpace() {
        while (pos < b.length && (b[pos] == ' ' || b[pos] == '\n' || b[pos] == '\r' || b[pos] == '\t' || b[pos] == '\f' || b[pos] == 0x0B)) {
            pos++;
        }
    }

    private static boolean isLetter(byte x) {
        return (x >= 'A' && x <= 'Z') || (x >= 'a' && x <= 'z');
    }
}
