package dev.tengen.imports;

import dev.tengen.sgf.Windows1252;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The text of a file another program or a federation wrote, from its bytes, as editors leave such files: a byte order
 * mark decides first (UTF-8, or UTF-16 of either byte order: Windows Notepad's "Unicode"), then bytes that are valid
 * UTF-8 are UTF-8, and anything else is ISO-8859-1 (which maps every byte) except 0x80-0x9F, where ISO-8859-1 has only
 * invisible control characters and Windows-1252 has letters and signs (Œ, €, ’): those are read as Windows-1252, as
 * the WHATWG Encoding Standard reads every file labelled ISO-8859-1 (the SGF reader's table, {@link Windows1252}). A byte
 * order mark never reaches the text.
 */
public final class ImportText {

    private ImportText() {
    }

    public static String decode(byte[] bytes) {
        return byMark(bytes).orElseGet(() -> {
            try {
                return strictUtf8(bytes);
            } catch (CharacterCodingException e) {
                return Windows1252.decode(bytes, 0);
            }
        });
    }

    /** The text in the charset its byte order mark names, without the mark; empty when the bytes open with none. */
    public static Optional<String> byMark(byte[] bytes) {
        return byteOrderMark(bytes).map(charset -> {
            int skip = charset.equals(StandardCharsets.UTF_8) ? 3 : 2;
            return new String(bytes, skip, bytes.length - skip, charset);
        });
    }

    /** The charset a byte order mark at the start names: UTF-8 (EF BB BF), UTF-16LE (FF FE), UTF-16BE (FE FF). */
    public static Optional<Charset> byteOrderMark(byte[] bytes) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return Optional.of(StandardCharsets.UTF_8);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return Optional.of(StandardCharsets.UTF_16LE);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return Optional.of(StandardCharsets.UTF_16BE);
        }
        return Optional.empty();
    }

    /** The bytes as UTF-8, refusing any byte that is not. */
    public static String strictUtf8(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    }

    /**
     * Where the bytes stop being UTF-8: "line L, column C (byte 0xXX)", the column counted in characters; empty when
     * they are UTF-8.
     */
    public static Optional<String> firstNonUtf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        if (!decoder.decode(in, out, true).isError()) {
            return Optional.empty();
        }
        int line = 1;
        int column = 1;
        out.flip();
        for (int i = 0; i < out.length(); i++) {
            char c = out.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 >= out.length() || out.charAt(i + 1) != '\n')) {
                line++;
                column = 1;
            } else if (!Character.isLowSurrogate(c)) {
                column++;
            }
        }
        return Optional.of("line " + line + ", column " + column + " (byte 0x"
                + String.format("%02X", bytes[in.position()] & 0xFF) + ")");
    }
}
