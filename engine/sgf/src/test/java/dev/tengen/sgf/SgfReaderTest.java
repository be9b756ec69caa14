package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SgfReaderTest {

    private static SgfCollection read(String text) throws SgfException {
        return SgfReader.read(text, "test.sgf");
    }

    @Test
    void nodeKeepsItsPropertiesInFileOrder() throws SgfException {
        SgfNode root = read("(;SZ[19]FF[4]GM[1]KM[6.5])").firstTree();

        assertEquals(List.of("SZ", "FF", "GM", "KM"), root.properties().stream().map(SgfProperty::identifier).toList());
    }

    @Test
    void propertyKeepsAllItsValuesInOrder() throws SgfException {
        SgfNode root = read("(;AB[pd][dp][pp])").firstTree();

        assertEquals(List.of("pd", "dp", "pp"), root.values("AB"));
    }

    @Test
    void sequenceOfNodesBecomesAChainOfFirstChildren() throws SgfException {
        SgfNode root = read("(;GM[1];B[pd];W[dd])").firstTree();

        SgfNode black = root.children().get(0);
        SgfNode white = black.children().get(0);
        assertEquals(List.of("pd"), black.values("B"));
        assertEquals(List.of("dd"), white.values("W"));
        assertTrue(white.children().isEmpty());
    }

    @Test
    void variationsBecomeChildrenInFileOrderWithTheMainLineFirst() throws SgfException {
        SgfNode root = read("(;GM[1](;B[pd];W[dd])(;B[dp])(;B[qq]))").firstTree();

        assertEquals(3, root.children().size());
        assertEquals("pd", root.children().get(0).value("B").orElseThrow());
        assertEquals("dd", root.children().get(0).children().get(0).value("W").orElseThrow());
        assertEquals("dp", root.children().get(1).value("B").orElseThrow());
        assertEquals("qq", root.children().get(2).value("B").orElseThrow());
    }

    @Test
    void singleVariationInParenthesesIsTheSameAsAPlainSequence() throws SgfException {
        assertEquals(read("(;GM[1];B[pd])"), read("(;GM[1](;B[pd]))"));
    }

    @Test
    void collectionHoldsEveryGameTree() throws SgfException {
        SgfCollection collection = read("(;GN[first])\n(;GN[second])");

        assertEquals(List.of("first", "second"),
                collection.gameTrees().stream().map(root -> root.value("GN").orElseThrow()).toList());
    }

    @Test
    void whiteSpaceBetweenTokensIsIgnored() throws SgfException {
        assertEquals(read("(;B[pd]W[dd];C[x])"), read(" \r\n( ;\tB [pd]\n W\n[dd] ; C[x] \n) \n"));
    }

    @Test
    void escapedClosingBracketAndBackslashAreKeptVerbatim() throws SgfException {
        SgfNode root = read("(;C[a \\] b \\\\ c \\: d])").firstTree();

        assertEquals("a ] b \\ c : d", root.value("C").orElseThrow());
    }

    @Test
    void softLineBreakVanishesWhateverTheLineBreak() throws SgfException {
        SgfNode root = read("(;C[one\\\ntwo\\\r\nthree\\\rfour])").firstTree();

        assertEquals("onetwothreefour", root.value("C").orElseThrow());
    }

    @Test
    void hardLineBreaksAndTabsAreKeptAsWritten() throws SgfException {
        SgfNode root = read("(;C[line one\r\nline two\tend])").firstTree();

        assertEquals("line one\r\nline two\tend", root.value("C").orElseThrow());
    }

    @Test
    void emptyValueIsKept() throws SgfException {
        assertEquals(List.of(""), read("(;B[])").firstTree().values("B"));
    }

    @Test
    void legacyLowercaseLettersInIdentifiersAreDropped() throws SgfException {
        SgfNode root = read("(;AddBlack[pd]Comment[old])").firstTree();

        assertEquals(List.of("pd"), root.values("AB"));
        assertEquals("old", root.value("C").orElseThrow());
    }

    @Test
    void repeatedPropertyInOneNodeHasItsValuesMerged() throws SgfException {
        SgfNode root = read("(;AB[aa]C[x]AB[bb][cc])").firstTree();

        assertEquals(List.of("AB", "C"), root.properties().stream().map(SgfProperty::identifier).toList());
        assertEquals(List.of("aa", "bb", "cc"), root.values("AB"));
    }

    @Test
    void leadingByteOrderMarkIsSkipped() throws SgfException {
        assertEquals(read("(;GM[1])"), read("\uFEFF(;GM[1])"));
    }

    @Test
    void unicodeTextIsReadAsIs() throws SgfException {
        assertEquals("이세돌 李世乭 🀄", read("(;PB[이세돌 李世乭 🀄])").firstTree().value("PB").orElseThrow());
    }

    @Test
    void deeplyNestedVariationsDoNotOverflowTheStack() throws SgfException {
        int depth = 50_000;
        String text = "(;C[x]".repeat(depth) + ")".repeat(depth);

        SgfNode node = read(text).firstTree();
        int count = 1;
        while (!node.children().isEmpty()) {
            node = node.children().get(0);
            count++;
        }
        assertEquals(depth, count);
    }
}
