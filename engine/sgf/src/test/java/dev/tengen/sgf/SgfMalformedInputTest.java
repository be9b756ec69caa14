package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Every refusal names the file, the 1-based line and column, and says what was expected. */
class SgfMalformedInputTest {

    private static String readError(String text) {
        return assertThrows(SgfException.class, () -> SgfReader.read(text, "game.sgf")).getMessage();
    }

    private static String gameError(String text) {
        return assertThrows(SgfException.class, () -> SgfReader.readGame(text, "game.sgf")).getMessage();
    }

    @Test
    void unterminatedValueIsPlacedAtItsOpeningBracket() {
        String text = """
                (;FF[4]GM[1]SZ[19]
                ;B[pd];W[dd]
                ;B[pp];W[dp]C[open
                """;

        assertEquals("game.sgf:3:14: property value not closed: expected ']'", readError(text));
    }

    @Test
    void errorCarriesItsPartsSeparately() {
        SgfException error = assertThrows(SgfException.class, () -> SgfReader.read("(;C[x", "game.sgf"));

        assertEquals("game.sgf", error.sourceName());
        assertEquals(1, error.line());
        assertEquals(4, error.column());
        assertEquals("property value not closed: expected ']'", error.reason());
    }

    @Test
    void escapedBracketAtTheEndDoesNotCloseTheValue() {
        assertEquals("game.sgf:1:4: property value not closed: expected ']'", readError("(;C[x\\]"));
    }

    @Test
    void missingOpeningParenthesisIsRefused() {
        assertEquals("game.sgf:1:1: expected '(' to start a game tree, found ';'", readError(";B[pd])"));
    }

    @Test
    void emptyFileIsRefused() {
        assertEquals("game.sgf:1:1: no game tree: the file is empty, expected '('", readError(""));
    }

    @Test
    void fileOfBlankLinesIsRefusedAtItsEnd() {
        assertEquals("game.sgf:3:1: no game tree: the file is empty, expected '('", readError("\n\n"));
    }

    @Test
    void binaryJunkIsRefusedNamingTheCharacter() {
        assertEquals("game.sgf:1:1: expected '(' to start a game tree, found the character U+0000", readError("\u0000\u00ff\u0013"));
    }

    @Test
    void trailingJunkAfterTheLastTreeIsRefused() {
        assertEquals("game.sgf:1:10: expected '(' to start a game tree, found 'j'", readError("(;GM[1]) junk"));
    }

    @Test
    void unclosedGameTreeIsRefusedAtTheEndNamingItsOpening() {
        assertEquals("game.sgf:2:1: game tree not closed: expected ')' for the '(' at 1:1", readError("(;B[pd]\n"));
    }

    @Test
    void emptyGameTreeIsRefused() {
        assertEquals("game.sgf:1:2: empty game tree: expected ';' before ')'", readError("()"));
    }

    @Test
    void gameTreeStartingWithAVariationIsRefused() {
        assertEquals("game.sgf:1:2: a game tree starts with a node: expected ';', found '('", readError("((;B[pd]))"));
    }

    @Test
    void nodeAfterAVariationIsRefused() {
        assertEquals("game.sgf:1:14: node after a variation: expected '(' or ')'", readError("(;C[a](;C[b]);C[c])"));
    }

    @Test
    void propertyWithoutValueIsRefused() {
        assertEquals("game.sgf:1:4: property B has no value: expected '[', found ';'", readError("(;B;W[dd])"));
    }

    @Test
    void strayCharacterInsideATreeIsRefused() {
        assertEquals("game.sgf:1:9: expected ';', '(' or ')', found '5'", readError("(;B[pd] 5)"));
    }

    @Test
    void lowercaseOnlyIdentifierIsRefused() {
        assertEquals("game.sgf:1:3: property identifier 'b' has no uppercase letter (FF[4] identifiers are uppercase)",
                readError("(;b[pd])"));
    }

    @Test
    void moveWithBadLettersIsRefused() {
        assertEquals("game.sgf:1:4: 'p1' in B is not a point: expected two letters a-z or A-Z, such as 'pd'",
                gameError("(;B[p1])"));
    }

    @Test
    void moveOffTheBoardIsRefused() {
        assertEquals("game.sgf:1:10: point 'jj' in B is off the 9x9 board", gameError("(;SZ[9];B[jj])"));
    }

    @Test
    void setupPointOffTheBoardIsRefusedAtItsOwnValue() {
        assertEquals("game.sgf:1:14: point 'kk' in AB is off the 9x9 board", gameError("(;SZ[9]AB[aa][kk])"));
    }

    @Test
    void ttIsNotAPointInASetupList() {
        assertEquals("game.sgf:1:5: point 'tt' in AB is off the 19x19 board", gameError("(;AB[tt])"));
    }

    @Test
    void malformedBoardSizeIsRefused() {
        assertEquals("game.sgf:1:5: SZ must be a board size such as 19 or 19:19, found 'big'", gameError("(;SZ[big])"));
    }

    @Test
    void nonSquareBoardIsRefused() {
        assertEquals("game.sgf:1:5: non-square board SZ[19:13] is not supported: Go boards here are square",
                gameError("(;SZ[19:13])"));
    }

    @Test
    void boardLargerThanSgfCanNameIsRefused() {
        assertEquals("game.sgf:1:5: board size SZ[53] is out of range: SGF boards go from 1x1 to 52x52", gameError("(;SZ[53])"));
    }

    @Test
    void zeroBoardSizeIsRefused() {
        assertEquals("game.sgf:1:5: board size SZ[0] is out of range: SGF boards go from 1x1 to 52x52", gameError("(;SZ[0])"));
    }

    @Test
    void nodeWithBothColoursMovingIsRefused() {
        assertEquals("game.sgf:1:9: a node holds both a black and a white move (B and W)", gameError("(;B[pd]W[dd])"));
    }

    @Test
    void moveWithTwoPointsIsRefused() {
        assertEquals("game.sgf:1:8: B takes one point, found 2 values", gameError("(;B[pd][dd])"));
    }

    @Test
    void badPlayerToMoveIsRefused() {
        assertEquals("game.sgf:1:5: PL must be B or W, found 'X'", gameError("(;PL[X])"));
    }

    @Test
    void recordOfAnotherGameIsRefused() {
        assertEquals("game.sgf:1:5: GM[2] is not a Go record: Go is GM[1]", gameError("(;GM[2])"));
    }

    @Test
    void linesAreCountedAcrossCarriageReturnLineFeeds() {
        assertEquals("game.sgf:3:3: point 'zz' in W is off the 19x19 board", gameError("(;GM[1]\r\n;B[pd]\r\n;W[zz])"));
    }

    @Test
    void columnsCountCharactersNotBytes() {
        assertEquals("game.sgf:1:10: 'p1' in B is not a point: expected two letters a-z or A-Z, such as 'pd'",
                gameError("(;C[이세돌]B[p1])"));
    }

    @Test
    void columnsCountACharacterOutsideTheBasicPlaneOnce() {
        assertEquals("game.sgf:1:8: 'p1' in B is not a point: expected two letters a-z or A-Z, such as 'pd'",
                gameError("(;C[🀄]B[p1])"));
    }

    @Test
    void errorInABuiltTreeHasNoPlace() {
        SgfNode root = SgfNode.leaf(SgfProperty.of("SZ", "big"));

        SgfException error = assertThrows(SgfException.class, () -> SgfGame.from(root));
        assertEquals("<built in code>: SZ must be a board size such as 19 or 19:19, found 'big'", error.getMessage());
        assertEquals(0, error.line());
    }
}
