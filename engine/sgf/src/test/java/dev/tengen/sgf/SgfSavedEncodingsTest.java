package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/**
 * Records an editor saved again in another encoding (encodings/README.md): a UTF-16 file is read by its byte order
 * mark, or by the NUL beside its first character, whatever its CA says; a file without CA that is not UTF-8 takes
 * Windows-1252's letters for the bytes ISO-8859-1 leaves to control characters.
 */
class SgfSavedEncodingsTest {

    private static SgfGame game(String name) throws IOException, SgfException {
        try (InputStream in = SgfSavedEncodingsTest.class.getResourceAsStream("encodings/" + name)) {
            return SgfReader.readGame(in.readAllBytes(), name);
        }
    }

    @Test
    void aRecordNotepadSavedAsUtf16WithAByteOrderMarkIsReadDespiteItsStaleCa() throws Exception {
        SgfGame game = game("fox-notepad-utf16le.sgf");

        assertEquals("王五", game.info().text("PB").orElseThrow());
        assertEquals("赵六", game.info().text("PW").orElseThrow());
        assertEquals("野狐围棋 网络赛", game.info().text("EV").orElseThrow());
        assertEquals(15, game.mainLineMoves().size());
    }

    @Test
    void aUtf16RecordWithoutAByteOrderMarkIsKnownByTheNulBesideItsFirstCharacter() throws Exception {
        SgfGame game = game("fox-utf16be-no-mark.sgf");

        assertEquals("王五", game.info().text("PB").orElseThrow());
        assertEquals(15, game.mainLineMoves().size());
    }

    @Test
    void aRecordWithoutCaInWindows1252KeepsItsLettersAndSignsFromTheC1Range() throws Exception {
        SgfGame game = game("kgs-windows-1252.sgf");

        assertEquals("Lœuillet", game.info().text("PW").orElseThrow());
        assertEquals("Šimanek", game.info().text("PB").orElseThrow());
        assertEquals("Prize 20 €, players’ choice", game.info().text("GC").orElseThrow());
    }

    @Test
    void aByteOfTheC1RangeThatWindows1252LeavesUnassignedStaysAsIso88591ReadsIt() throws SgfException {
        // 0x81 has no character in Windows-1252; next to 0xE9 (é) the file is not UTF-8
        byte[] file = {'(', ';', 'P', 'B', '[', (byte) 0xE9, (byte) 0x81, ']', ')'};

        assertEquals("é\u0081", SgfReader.read(file, "game.sgf").firstTree().value("PB").orElseThrow());
    }

    @Test
    void aNameWhoseBytesAreNotInTheCharsetCaNamesIsReadWithAWarningNotSilently() throws Exception {
        SgfGame game = game("fox-gb18030-says-utf8.sgf");

        SgfWarning black = game.warnings().stream().filter(w -> w.property().equals("PB")).findFirst().orElseThrow();
        assertEquals("fox-gb18030-says-utf8.sgf:7:3", black.place().toString());
        assertTrue(black.reason().startsWith("PB holds bytes that are not UTF-8 text, read as U+FFFD ('\uFFFD"), black.reason());
        assertTrue(black.reason().endsWith("'): the record was perhaps saved again in another charset than its CA names"),
                black.reason());
        assertEquals(15, game.mainLineMoves().size());
    }
}
