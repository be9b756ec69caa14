package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** CA decides how bytes become text; without it, valid UTF-8 is UTF-8 and anything else is ISO-8859-1. */
class SgfCharsetTest {

    private static String blackPlayer(byte[] bytes) throws SgfException {
        return SgfReader.read(bytes, "game.sgf").firstTree().value("PB").orElseThrow();
    }

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object part : parts) {
            if (part instanceof String text) {
                out.writeBytes(text.getBytes(StandardCharsets.US_ASCII));
            } else {
                for (int b : (int[]) part) {
                    out.write(b);
                }
            }
        }
        return out.toByteArray();
    }

    @Test
    void declaredUtf8IsDecodedAsUtf8() throws SgfException {
        // "Müller": ü is C3 BC in UTF-8
        byte[] file = bytes("(;CA[UTF-8]PB[M", new int[] {0xC3, 0xBC}, "ller])");

        assertEquals("Müller", blackPlayer(file));
    }

    @Test
    void declaredLatin1IsDecodedAsLatin1EvenWhenTheBytesWouldPassAsUtf8() throws SgfException {
        // C3 BC in ISO-8859-1 is two characters: Ã and ¼
        byte[] file = bytes("(;CA[ISO-8859-1]PB[M", new int[] {0xC3, 0xBC}, "ller])");

        assertEquals("MÃ¼ller", blackPlayer(file));
    }

    @Test
    void anyCharsetJavaKnowsIsHonoured() throws SgfException {
        byte[] name = "李昌鎬".getBytes(Charset.forName("GB18030"));
        byte[] file = bytes("(;FF[4]CA[gb18030]PB[", toInts(name), "])");

        assertEquals("李昌鎬", blackPlayer(file));
    }

    @Test
    void charsetNameIsFoundAfterOtherRootProperties() throws SgfException {
        byte[] file = bytes("(;FF[4]GM[1]C[a \\] tricky comment]\n CA [ISO-8859-1]PB[M", new int[] {0xFC}, "ller])");

        assertEquals("Müller", blackPlayer(file));
    }

    @Test
    void unknownCharsetIsRefusedWhereCaStands() {
        byte[] file = bytes("(;FF[4]\nCA[KOI-9]PB[x])");

        SgfException error = assertThrows(SgfException.class, () -> SgfReader.read(file, "game.sgf"));
        assertEquals("game.sgf:2:1: unknown charset in CA[KOI-9]: expected a charset name such as UTF-8 or ISO-8859-1",
                error.getMessage());
    }

    @Test
    void illegalCharsetNameIsRefusedLikeAnUnknownOne() {
        byte[] file = bytes("(;CA[not a name!])");

        SgfException error = assertThrows(SgfException.class, () -> SgfReader.read(file, "game.sgf"));
        assertEquals("game.sgf:1:3: unknown charset in CA[not a name!]: expected a charset name such as UTF-8 or ISO-8859-1",
                error.getMessage());
    }

    @Test
    void withoutCaValidUtf8IsReadAsUtf8() throws SgfException {
        byte[] file = bytes("(;PB[M", new int[] {0xC3, 0xBC}, "ller])");

        assertEquals("Müller", blackPlayer(file));
    }

    @Test
    void withoutCaInvalidUtf8FallsBackToLatin1AsFf4Says() throws SgfException {
        // FC alone is not UTF-8; in ISO-8859-1 it is ü
        byte[] file = bytes("(;PB[M", new int[] {0xFC}, "ller])");

        assertEquals("Müller", blackPlayer(file));
    }

    @Test
    void utf8ByteOrderMarkIsSkipped() throws SgfException {
        byte[] file = bytes(new int[] {0xEF, 0xBB, 0xBF}, "(;PB[M", new int[] {0xC3, 0xBC}, "ller])");

        assertEquals("Müller", blackPlayer(file));
    }

    @Test
    void caIsKeptInTheModelAsItWasWritten() throws SgfException {
        byte[] file = bytes("(;CA[ISO-8859-1]PB[x])");

        assertEquals("ISO-8859-1", SgfReader.read(file, "game.sgf").firstTree().value("CA").orElseThrow());
    }

    private static int[] toInts(byte[] raw) {
        int[] ints = new int[raw.length];
        for (int i = 0; i < raw.length; i++) {
            ints[i] = raw[i] & 0xFF;
        }
        return ints;
    }
}
