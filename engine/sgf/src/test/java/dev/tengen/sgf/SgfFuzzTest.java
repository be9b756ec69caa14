package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Whatever the input, reading either succeeds or says why with an SgfException: nothing else escapes. */
class SgfFuzzTest {

    @Provide
    Arbitrary<String> anyText() {
        return Arbitraries.strings().all().ofMaxLength(200);
    }

    @Provide
    Arbitrary<String> sgfLikeText() {
        return Arbitraries.strings().withChars("();[]\\:ABWCEKMSZHLPTatpd019.-+ \n\r").ofMaxLength(120);
    }

    @Provide
    Arbitrary<byte[]> anyBytes() {
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(200);
        Arbitrary<byte[]> withCharset = Combinators.combine(
                        Arbitraries.of("UTF-8", "ISO-8859-1", "GB18030", "Shift_JIS", "UTF-16", "x-nope", ""),
                        Arbitraries.bytes().array(byte[].class).ofMaxSize(100))
                .as((charset, tail) -> {
                    byte[] head = ("(;CA[" + charset + "]C[").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                    byte[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
                    System.arraycopy(tail, 0, all, head.length, tail.length);
                    return all;
                });
        return Arbitraries.oneOf(random, withCharset);
    }

    @Provide
    Arbitrary<String> damagedRecords() {
        return Combinators.combine(
                        SgfTrees.collections().map(SgfWriter::write),
                        Arbitraries.integers().between(0, 10_000),
                        Arbitraries.of('(', ')', ';', '[', ']', '\\', 'B', 'q', ':', ' '),
                        Arbitraries.of(true, false))
                .as((text, at, character, insert) -> {
                    int index = at % (text.length() + 1);
                    return insert || index == text.length()
                            ? text.substring(0, index) + character + text.substring(index)
                            : text.substring(0, index) + text.substring(index + 1);
                });
    }

    @Property(tries = 1000)
    void anyTextIsReadOrRefusedWithAReason(@ForAll("anyText") String text) {
        readAsGo(() -> SgfReader.read(text, "fuzz.sgf"));
    }

    @Property(tries = 1000)
    void sgfLikeTextIsReadOrRefusedWithAReason(@ForAll("sgfLikeText") String text) {
        readAsGo(() -> SgfReader.read(text, "fuzz.sgf"));
    }

    @Property(tries = 500)
    void anyBytesAreReadOrRefusedWithAReason(@ForAll("anyBytes") byte[] bytes) {
        readAsGo(() -> SgfReader.read(bytes, "fuzz.sgf"));
    }

    @Property(tries = 500)
    void damagedRecordsAreReadOrRefusedWithAReason(@ForAll("damagedRecords") String text) {
        readAsGo(() -> SgfReader.read(text, "fuzz.sgf"));
    }

    private interface Reading {
        SgfCollection read() throws SgfException;
    }

    private static void readAsGo(Reading reading) {
        try {
            for (SgfNode root : reading.read().gameTrees()) {
                SgfGame.from(root);
            }
        } catch (SgfException refused) {
            assertTrue(refused.getMessage().startsWith("fuzz.sgf:"), refused.getMessage());
            assertTrue(refused.line() >= 1 && refused.column() >= 1, refused.getMessage());
            assertTrue(!refused.reason().isBlank());
        }
    }
}
