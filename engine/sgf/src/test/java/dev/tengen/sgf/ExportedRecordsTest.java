package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Records in the shapes of KGS, CGOBAN, IGS, Fox, Tygem, OGS and other exports (src/test/resources/dev/tengen/sgf/exports,
 * README there): every one is read, and each game-info value that does not follow FF[4] is a warning at its value.
 * Lines and columns were counted on the files by hand.
 */
class ExportedRecordsTest {

    private static SgfGame game(String name) throws SgfException {
        return SgfReader.readGame(RealLookingRecordsTest.resource("exports/" + name), name);
    }

    static Stream<Arguments> exports() {
        return Stream.of(
                Arguments.of("cgoban1-byoyomi.sgf", List.of("TM 8:19")),
                Arguments.of("cgoban1-one-hour.sgf", List.of("TM 8:20")),
                Arguments.of("cgoban1-untimed-scored.sgf", List.of("TM 7:20")),
                Arguments.of("igs-pandanet.sgf", List.of()),
                Arguments.of("kgs-cgoban3.sgf", List.of()),
                Arguments.of("fox-foxwq.sgf", List.of()),
                Arguments.of("fox-web-result.sgf", List.of("RE 1:61")),
                Arguments.of("fox-chinese-text.sgf", List.of("DT 3:3", "TM 4:3", "RE 8:3")),
                Arguments.of("tygem-gib-converted.sgf", List.of()),
                Arguments.of("ogs-export.sgf", List.of()),
                Arguments.of("kiseidojo-japanese.sgf", List.of("DT 1:26", "RE 1:76")),
                Arguments.of("vrgo-unpadded-date.sgf", List.of("DT 1:45")),
                Arguments.of("decimal-comma-komi.sgf", List.of("KM 3:3")));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("exports")
    void everyExportIsReadAndEachValueOutsideFf4IsAWarningAtItsPlace(String name, List<String> expected) throws SgfException {
        SgfGame game = game(name);

        assertEquals(expected, game.warnings().stream()
                .map(w -> w.property() + " " + w.place().line() + ":" + w.place().column()).toList());
        assertFalse(game.mainLineMoves().isEmpty(), name);
        game.warnings().forEach(w -> assertEquals(name, w.place().sourceName()));
    }

    @Test
    void cgobanTimeLimitIsKeptAsWritten() throws SgfException {
        SgfGame game = game("cgoban1-one-hour.sgf");

        assertEquals(Optional.of("1:00:00(5x1:00)"), game.info().text("TM"));
        assertEquals(Optional.empty(), game.info().timeLimitSeconds());
        assertEquals(Optional.of(new BigDecimal("5.5")), game.info().komi());
    }

    @Test
    void foxResultInChineseIsKeptAndOtherValuesAreRead() throws SgfException {
        SgfGame game = game("fox-web-result.sgf");

        assertEquals(Optional.of("白中盘胜"), game.info().result());
        assertEquals(Optional.empty(), game.info().outcome());
        assertEquals(Optional.of(new BigDecimal("7.5")), game.info().komi());
        assertEquals(Optional.of("野狐围棋"), game.info().place());
    }

    @Test
    void foxStonesKomiIsAValidRealReadAsWritten() throws SgfException {
        SgfGame game = game("fox-foxwq.sgf");

        assertEquals(Optional.of(new BigDecimal("375")), game.info().komi());
        assertEquals(Optional.of("GNU Go:3.8"), game.root().value("AP"));
        assertEquals(List.of("GNU Go:3.8", "foxwq"), game.root().values("AP"));
    }

    @Test
    void igsCopyrightWithMixedCaseIdentifierIsCopyright() throws SgfException {
        SgfGame game = game("igs-pandanet.sgf");

        assertEquals(Optional.of(new BigDecimal("6.5")), game.info().komi());
        assertEquals(Optional.of(new SgfResult(SgfResult.Kind.RESIGNATION, Optional.of(SgfColor.BLACK), Optional.empty())),
                game.info().outcome());
        assertEquals(true, game.info().text("CP").orElseThrow().contains("PANDANET"));
    }

    @Test
    void ogsNestedMovesAreOneMainLine() throws SgfException {
        assertEquals(19, game("ogs-export.sgf").mainLineMoves().size());
    }

    @Test
    void cgobanScoredGameEndsWithTwoPassesAndTerritory() throws SgfException {
        SgfGame game = game("cgoban1-untimed-scored.sgf");

        List<SgfMove> moves = game.mainLineMoves();
        assertEquals(20, moves.size());
        assertEquals(SgfMove.pass(SgfColor.BLACK), moves.get(18));
        assertEquals(SgfMove.pass(SgfColor.WHITE), moves.get(19));
        assertEquals(27, game.lastMainLineNode().territoryBlack().size());
        assertEquals(36, game.lastMainLineNode().territoryWhite().size());
    }
}
