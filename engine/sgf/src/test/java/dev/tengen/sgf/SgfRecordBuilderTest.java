package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgfRecordBuilderTest {

    @Test
    void buildsARecordWithHeaderInfoMovesPassesCommentAndTerritory() {
        SgfNode record = SgfRecordBuilder.newRecord(9)
                .info("PB", "Black player").info("PW", "White player").info("RU", "Korean")
                .komi(new BigDecimal("6.5")).result("B+0.5")
                .play(SgfColor.BLACK, new SgfPoint(4, 4)).comment("tengen")
                .play(SgfColor.WHITE, new SgfPoint(2, 6))
                .pass(SgfColor.BLACK).pass(SgfColor.WHITE)
                .territory(List.of(new SgfPoint(8, 0), new SgfPoint(8, 1)), List.of())
                .build();

        assertEquals("""
                (;FF[4]GM[1]SZ[9]PB[Black player]PW[White player]RU[Korean]KM[6.5]RE[B+0.5]
                ;B[ee]C[tengen]
                ;W[cg]
                ;B[]
                ;W[]TB[ia][ib]TW[])""", SgfWriter.writeTree(record));
    }

    @Test
    void handicapStonesGoInTheRoot() {
        SgfNode record = SgfRecordBuilder.newRecord(19).handicap(2)
                .setup(SgfColor.BLACK, List.of(new SgfPoint(15, 3), new SgfPoint(3, 15)))
                .play(SgfColor.WHITE, new SgfPoint(2, 2))
                .build();

        assertEquals("(;FF[4]GM[1]SZ[19]HA[2]AB[pd][dp]\n;W[cc])", SgfWriter.writeTree(record));
    }

    @Test
    void setupAfterAMoveGetsANodeOfItsOwn() {
        SgfNode record = SgfRecordBuilder.newRecord(9)
                .play(SgfColor.BLACK, new SgfPoint(0, 0))
                .setup(SgfColor.WHITE, List.of(new SgfPoint(1, 1)))
                .build();

        assertEquals("(;FF[4]GM[1]SZ[9]\n;B[aa]\n;AW[bb])", SgfWriter.writeTree(record));
    }

    @Test
    void builtRecordReadsBackAsTheSameGame() throws SgfException {
        SgfNode record = SgfRecordBuilder.newRecord(13).komi(new BigDecimal("7"))
                .play(SgfColor.BLACK, new SgfPoint(3, 9)).pass(SgfColor.WHITE).build();

        SgfGame game = SgfReader.readGame(SgfWriter.writeUtf8(SgfCollection.of(record)), "export.sgf");
        assertEquals(13, game.size());
        assertEquals(List.of(SgfMove.play(SgfColor.BLACK, new SgfPoint(3, 9)), SgfMove.pass(SgfColor.WHITE)), game.mainLineMoves());
        assertEquals(record, game.root());
    }

    @Test
    void pointOffTheBoardIsAProgrammingError() {
        SgfRecordBuilder builder = SgfRecordBuilder.newRecord(9);

        assertThrows(IllegalArgumentException.class, () -> builder.play(SgfColor.BLACK, new SgfPoint(9, 0)));
    }
}
