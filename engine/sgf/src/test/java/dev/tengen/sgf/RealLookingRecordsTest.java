package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The hand-written records in src/test/resources/dev/tengen/sgf (see the README there). */
class RealLookingRecordsTest {

    static byte[] resource(String name) {
        try (InputStream in = RealLookingRecordsTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SgfGame game(String name) throws SgfException {
        return SgfReader.readGame(resource(name), name);
    }

    private static void assertRoundTrips(String name) throws SgfException {
        SgfCollection read = SgfReader.read(resource(name), name);
        assertEquals(read, SgfReader.read(SgfWriter.write(read), name));
        assertEquals(read, SgfReader.read(SgfWriter.writeUtf8(read), name));
    }

    @Test
    void handicapGameHeaderIsRead() throws SgfException {
        SgfGame game = game("handicap-19x19.sgf");

        assertEquals(19, game.size());
        assertEquals(Optional.of("Tanaka Hiroshi"), game.info().blackPlayer());
        assertEquals(Optional.of("3d"), game.info().blackRank());
        assertEquals(Optional.of("Sato Kenji"), game.info().whitePlayer());
        assertEquals(Optional.of("Japanese"), game.info().rules());
        assertEquals(Optional.of(new BigDecimal("0.5")), game.info().komi());
        assertEquals(2, game.info().handicap());
        assertEquals(Optional.of(new BigDecimal("3600")), game.info().timeLimitSeconds());
        assertEquals(Optional.of("W+R"), game.info().result());
        assertEquals(List.of(new SgfPoint(3, 15), new SgfPoint(15, 3)), game.setupBlack());
        assertEquals(Optional.of(SgfColor.WHITE), game.firstPlayer());
    }

    @Test
    void handicapGameMovesAlternateFromWhite() throws SgfException {
        List<SgfMove> moves = game("handicap-19x19.sgf").mainLineMoves();

        assertEquals(43, moves.size());
        assertEquals(SgfMove.play(SgfColor.WHITE, new SgfPoint(3, 3)), moves.get(0));
        assertEquals(SgfMove.play(SgfColor.BLACK, new SgfPoint(15, 15)), moves.get(1));
        assertEquals(SgfMove.play(SgfColor.WHITE, new SgfPoint(11, 10)), moves.get(42));
        for (int i = 0; i < moves.size(); i++) {
            assertEquals(i % 2 == 0 ? SgfColor.WHITE : SgfColor.BLACK, moves.get(i).color(), "move " + (i + 1));
        }
    }

    @Test
    void handicapGameEndsWithTheResignationComment() throws SgfException {
        assertEquals(Optional.of("Black resigns."), game("handicap-19x19.sgf").lastMainLineNode().comment());
    }

    @Test
    void koreanGameNamesAreDecodedFromUtf8() throws SgfException {
        SgfGame game = game("korean-13x13.sgf");

        assertEquals(13, game.size());
        assertEquals(Optional.of("김민수"), game.info().blackPlayer());
        assertEquals(Optional.of("이지훈"), game.info().whitePlayer());
        assertEquals(Optional.of("동네 바둑 대회"), game.info().event());
        assertEquals(Optional.of(new BigDecimal("6.5")), game.info().komi());
    }

    @Test
    void koreanGameEndsWithTwoPassesInBothNotations() throws SgfException {
        List<SgfMove> moves = game("korean-13x13.sgf").mainLineMoves();

        assertEquals(20, moves.size());
        assertEquals(List.of(SgfMove.pass(SgfColor.BLACK), SgfMove.pass(SgfColor.WHITE)), moves.subList(18, 20));
    }

    @Test
    void koreanGameTerritoryExpandsItsRectangles() throws SgfException {
        SgfMainLineNode last = game("korean-13x13.sgf").lastMainLineNode();

        // TB[aa:ff][ga]: the 6x6 corner (36 points) and then (6,0); TW[hi:mm]: columns 7-12 by rows 8-12
        assertEquals(37, last.territoryBlack().size());
        assertEquals(new SgfPoint(6, 0), last.territoryBlack().get(36));
        assertEquals(30, last.territoryWhite().size());
        assertEquals(new SgfPoint(7, 8), last.territoryWhite().get(0));
        assertEquals(new SgfPoint(12, 12), last.territoryWhite().get(29));
    }

    @Test
    void lessonMainLineIgnoresTheVariations() throws SgfException {
        SgfGame game = game("lesson-with-variations.sgf");

        assertEquals(List.of("ee", "cg", "gc", "cc", "gg"),
                game.mainLineMoves().stream().map(move -> move.point().orElseThrow().letters()).toList());
    }

    @Test
    void lessonVariationsAreKeptInTheTree() throws SgfException {
        SgfNode whiteMove = game("lesson-with-variations.sgf").mainLine().get(2).node();

        assertEquals(2, whiteMove.children().size());
        SgfNode attach = whiteMove.children().get(1);
        assertEquals("Variation: attach.This line continues after a soft break.", attach.value("C").orElseThrow());
        assertEquals(2, attach.children().get(0).children().size());
    }

    @Test
    void lessonCommentUnescapesBracketAndBackslash() throws SgfException {
        assertEquals(Optional.of("A lesson game. Markup: LB[cc:A] would need an escape, and so does a backslash \\ like this."),
                game("lesson-with-variations.sgf").mainLine().get(0).comment());
    }

    @Test
    void legacyRecordReadsWithShortIdentifiers() throws SgfException {
        SgfGame game = game("legacy-ff3.sgf");

        assertEquals(Optional.of("Honinbo Shusaku"), game.info().blackPlayer());
        assertEquals(List.of(new SgfPoint(15, 3)), game.setupBlack());
        assertEquals(3, game.mainLineMoves().size());
        assertEquals(Optional.of("An old-style record: long property names."), game.mainLine().get(2).comment());
    }

    @Test
    void everyRecordSurvivesARoundTrip() throws SgfException {
        for (String name : List.of("handicap-19x19.sgf", "korean-13x13.sgf", "lesson-with-variations.sgf", "legacy-ff3.sgf")) {
            assertRoundTrips(name);
        }
    }
}
