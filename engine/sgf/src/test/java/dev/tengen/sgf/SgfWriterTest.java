package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgfWriterTest {

    private static SgfNode node(List<SgfNode> children, SgfProperty... properties) {
        return new SgfNode(List.of(properties), children);
    }

    @Test
    void writesOneNodePerLineAndEachVariationInParentheses() {
        SgfNode tree = node(List.of(
                        node(List.of(node(List.of(), SgfProperty.of("W", "dd"))), SgfProperty.of("B", "pd")),
                        node(List.of(), SgfProperty.of("B", "dp"))),
                SgfProperty.of("GM", "1"), SgfProperty.of("AB", "aa", "bb"));

        assertEquals("""
                (;GM[1]AB[aa][bb]
                (;B[pd]
                ;W[dd])
                (;B[dp]))
                """, SgfWriter.write(SgfCollection.of(tree)));
    }

    @Test
    void escapesClosingBracketsAndBackslashesOnly() {
        SgfNode tree = SgfNode.leaf(SgfProperty.of("C", "a]b\\c:d"), SgfProperty.of("LB", "cc:A"));

        assertEquals("(;C[a\\]b\\\\c:d]LB[cc:A])", SgfWriter.writeTree(tree));
    }

    @Test
    void writesEveryGameTreeOfACollection() {
        SgfCollection collection = SgfCollection.of(SgfNode.leaf(SgfProperty.of("GN", "one")), SgfNode.leaf(SgfProperty.of("GN", "two")));

        assertEquals("(;GN[one])\n(;GN[two])\n", SgfWriter.write(collection));
    }

    @Test
    void utf8BytesOfAnAsciiTreeAreItsTextWithoutCa() {
        SgfCollection collection = SgfCollection.of(SgfNode.leaf(SgfProperty.of("FF", "4"), SgfProperty.of("PB", "Cho")));

        assertArrayEquals("(;FF[4]PB[Cho])\n".getBytes(StandardCharsets.US_ASCII), SgfWriter.writeUtf8(collection));
    }

    @Test
    void utf8BytesDeclareCaAfterTheHeaderWhenTextIsNotAscii() {
        SgfCollection collection = SgfCollection.of(
                SgfNode.leaf(SgfProperty.of("FF", "4"), SgfProperty.of("GM", "1"), SgfProperty.of("PB", "조훈현")));

        assertEquals("(;FF[4]GM[1]CA[UTF-8]PB[조훈현])\n", new String(SgfWriter.writeUtf8(collection), StandardCharsets.UTF_8));
    }

    @Test
    void nonAsciiTextDeepInAVariationAlsoDeclaresCa() {
        SgfNode tree = node(List.of(SgfNode.leaf(SgfProperty.of("C", "좋은 수"))), SgfProperty.of("GM", "1"));

        assertEquals("(;GM[1]CA[UTF-8]\n;C[좋은 수])\n", new String(SgfWriter.writeUtf8(SgfCollection.of(tree)), StandardCharsets.UTF_8));
    }

    @Test
    void utf8BytesReplaceAnotherDeclaredCharsetInPlace() {
        SgfCollection collection = SgfCollection.of(SgfNode.leaf(SgfProperty.of("CA", "ISO-8859-1"), SgfProperty.of("PB", "Müller")));

        assertEquals("(;CA[UTF-8]PB[Müller])\n", new String(SgfWriter.writeUtf8(collection), StandardCharsets.UTF_8));
    }

    @Test
    void writingTwiceGivesTheSameText() throws SgfException {
        SgfCollection collection = SgfReader.read("(;GM[1]C[x](;B[aa];W[bb])(;B[cc]))", "game.sgf");

        assertEquals(SgfWriter.write(collection), SgfWriter.write(SgfReader.read(SgfWriter.write(collection), "again.sgf")));
    }

    @Test
    void veryLongGameIsWrittenWithoutRecursion() throws SgfException {
        SgfNode line = SgfNode.leaf(SgfProperty.of("B", "aa"));
        for (int i = 0; i < 100_000; i++) {
            line = node(List.of(line), SgfProperty.of(i % 2 == 0 ? "W" : "B", "aa"));
        }
        SgfCollection collection = SgfCollection.of(line);

        assertEquals(collection, SgfReader.read(SgfWriter.write(collection), "long.sgf"));
    }
}
