package dev.tengen.sgf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Optional;

/**
 * Turns the bytes of a file into text, following the root's CA property.
 *
 * <ul>
 *   <li>CA present: decode with that charset if Java knows it (CA[UTF-8], CA[ISO-8859-1], CA[GB2312], ...),
 *       otherwise refuse with the place of CA. Bytes invalid in that charset become U+FFFD.</li>
 *   <li>CA absent: FF[4] says ISO-8859-1 (sgf.html, property CA), but most files written since are UTF-8
 *       without saying so. Bytes that are valid UTF-8 are read as UTF-8; any other bytes as ISO-8859-1,
 *       which maps every byte, except 0x80-0x9F, which ISO-8859-1 leaves to invisible C1 controls and Windows
 *       programs fill with Windows-1252's letters and signs (Œ, €, curly quotes): those are read as Windows-1252,
 *       as the WHATWG Encoding Standard reads every file labelled ISO-8859-1. Pure ASCII reads the same either
 *       way.</li>
 *   <li>A byte order mark decides before CA: a UTF-8 one is skipped and the text read as UTF-8, a UTF-16 one
 *       (Windows Notepad's "Unicode") reads the file as UTF-16 of that byte order; CA then only names the
 *       charset the file was once written in. A file that opens with an ASCII character and a NUL byte (or the
 *       reverse) is UTF-16 without the mark, little-endian (or big-endian): SGF text holds no NUL.</li>
 * </ul>
 * The CA of the first game tree governs the whole file: a collection is one byte stream.
 */
final class SgfCharset {

    private SgfCharset() {
    }

    static String decode(byte[] bytes, String sourceName) throws SgfException {
        Optional<Charset> utf16 = utf16(bytes);
        if (utf16.isPresent()) {
            // Java's UTF-16 decoders drop a leading byte order mark of their own byte order
            return stripByteOrderMark(new String(bytes, utf16.get()));
        }
        if (startsWithByteOrderMark(bytes)) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        int start = 0;
        Optional<DeclaredCharset> declared = RootCharsetSniffer.find(bytes, start);
        if (declared.isPresent()) {
            Charset charset = lookUp(declared.get(), bytes, start, sourceName);
            return new String(bytes, start, bytes.length - start, charset);
        }
        if (isAscii(bytes, start)) {
            return new String(bytes, start, bytes.length - start, StandardCharsets.ISO_8859_1);
        }
        CharBuffer utf8 = strictUtf8(bytes, start);
        return utf8 != null ? utf8.toString() : Windows1252.decode(bytes, start);
    }

    /**
     * UTF-16 by its byte order mark (FF FE little-endian, FE FF big-endian), or without one by a NUL byte beside the
     * first character, which in SGF is white space or '(' and never NUL.
     */
    private static Optional<Charset> utf16(byte[] bytes) {
        if (bytes.length < 2) {
            return Optional.empty();
        }
        int first = bytes[0] & 0xFF;
        int second = bytes[1] & 0xFF;
        if (first == 0xFF && second == 0xFE || first != 0 && first < 0x80 && second == 0) {
            return Optional.of(StandardCharsets.UTF_16LE);
        }
        if (first == 0xFE && second == 0xFF || first == 0 && second != 0 && second < 0x80) {
            return Optional.of(StandardCharsets.UTF_16BE);
        }
        return Optional.empty();
    }

    private static String stripByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static Charset lookUp(DeclaredCharset declared, byte[] bytes, int start, String sourceName) throws SgfException {
        String name = declared.name().strip();
        try {
            if (!name.isEmpty() && Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        } catch (IllegalCharsetNameException | UnsupportedCharsetException ignored) {
            // an unusable name is reported just below, like an unknown one
        }
        int line = 1;
        int lineStart = start;
        for (int i = start; i < declared.offset(); i++) {
            if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        int column = declared.offset() - lineStart + 1;
        throw new SgfException(sourceName, line, column,
                "unknown charset in CA[" + declared.name() + "]: expected a charset name such as UTF-8 or ISO-8859-1");
    }

    private static boolean startsWithByteOrderMark(byte[] bytes) {
        return bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF;
    }

    private static boolean isAscii(byte[] bytes, int start) {
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** The text if the bytes are valid UTF-8, else null; the decoder reports instead of throwing. */
    private static CharBuffer strictUtf8(byte[] bytes, int start) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(bytes.length - start);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        if (decoder.decode(in, out, true).isError() || decoder.flush(out).isError()) {
            return null;
        }
        return out.flip();
    }

    /** The CA value of the first root node and the byte offset of its identifier. */
    record DeclaredCharset(String name, int offset) {
    }
}
