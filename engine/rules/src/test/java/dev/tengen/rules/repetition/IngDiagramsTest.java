package dev.tengen.rules.repetition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.MoveRecord;
import dev.tengen.rules.Point;
import dev.tengen.rules.Rulesets;
import dev.tengen.rules.Violation;
import dev.tengen.rules.ko.KoMouths;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ing 1991's explanatory diagrams A9, A16-A18 and C1-C8 that the text lets us rebuild. */
class IngDiagramsTest {

    @Test
    void a9SelfRemovalOfASingleStoneIsRefused() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.BLACK,
                ". O . . .",
                "O . O . .",
                ". O . . .",
                ". . . . .",
                ". . . . .");
        Violation refusal = Diagram.refused(game, "B4");
        assertEquals(Violation.Kind.SUICIDE, refusal.kind());
        assertEquals("Ing 1991 art. 1", refusal.article());
    }

    // Dias. A16-A18: Black C5 takes its own three stones off the board.
    static final String[] SELF_REMOVAL = {
        "X X . O .",
        "O O O . .",
        ". . . . .",
        ". . . . .",
        ". . . . .",
    };

    @Test
    void a17SelfRemovalOfAGroupIsAllowed() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.BLACK, SELF_REMOVAL);
        Diagram.playAll(game, "C5");
        MoveRecord move = game.lastMove();
        assertTrue(move.selfRemoval());
        assertEquals(3, move.removed().size());
    }

    @Test
    void a18AfterSelfRemovalThePointsAreEmptyAndWhiteHoldsTheStones() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.BLACK, SELF_REMOVAL);
        Diagram.playAll(game, "C5");
        Board board = game.position();
        assertEquals(List.of(true, true, true), List.of(board.isEmpty(new Point(0, 0)),
                board.isEmpty(new Point(1, 0)), board.isEmpty(new Point(2, 0))));
        assertEquals(3, game.prisoners(Color.WHITE));
    }

    @Test
    void groupSelfRemovalIsASuicideUnderChinese2002() {
        Game game = Diagram.setUp(Rulesets.CHINESE_2002, Color.BLACK, SELF_REMOVAL);
        assertEquals(Violation.Kind.SUICIDE, Diagram.refused(game, "C5").kind());
    }

    @Test
    void c1ALoneStoneInTheTigersMouthIsASingleKoStone() {
        Board board = Board.parse(SimpleKoTest.KO);
        assertTrue(KoMouths.isSingleKoStone(board, board.index(2, 2)));
    }

    @Test
    void c1AStoneWhoseCapturerWouldHaveOtherLibertiesIsNotAKoStone() {
        Board board = Board.parse(
                ". . . . .",
                ". X O . .",
                ". . X O .",
                ". X O . .",
                ". . . . .");
        assertFalse(KoMouths.isSingleKoStone(board, board.index(2, 2)));
    }

    @Test
    void c2TwoStonesWhoseRemoverCanBeRetakenInTwoAreDoubleKoStones() {
        Board board = Board.parse( // eternal life after White D7 and Black A7
                "X X . O X . .",
                "O O X X X . .",
                ". O X . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        assertTrue(KoMouths.isDoubleKoString(board, board.index(0, 0)));
    }

    @Test
    void c2TwoStonesSentToBeTakenAreNotDoubleKoStones() {
        Board board = Board.parse( // sending two, returning one after Black A7: the taker stands alone
                "X X . X . . .",
                "O O X X . . .",
                ". O X . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        assertFalse(KoMouths.isDoubleKoString(board, board.index(0, 0)));
    }

    @Test
    void c5TheStoneThatTookTheKoIsASingleHotStone() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.WHITE, SimpleKoTest.KO);
        Diagram.playAll(game, "B3");
        String message = Diagram.refused(game, "C3").message();
        assertTrue(message.contains("single hot stone at B3"), message);
    }

    @Test
    void c6TheAddedStoneAndItsPartnerAreDoubleHotStones() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.WHITE, new EternalLifeTest().diagram());
        Diagram.playAll(game, "D7", "A7");
        String message = Diagram.refused(game, "C7").message();
        assertTrue(message.contains("double hot stone"), message);
    }

    // Dia. C8: after Black takes a, both of Black's other ko stones are twin hot stones.
    static final String[] TRIPLE_KO_BLACK_HOLDING_TWO = {
        ". . . . . . . . . . .",
        ". . X O . . . O X . .",
        ". X O . O . O X . X .", // a: white C9, taken at D9; b: black H9, taken at J9
        ". . X O . . . O X . .",
        ". . . . . . . . . . .",
        ". . . . . . . . . . .",
        ". . . . . . . . . . .",
        ". . X O . . . . . . .",
        ". X . X O . . . . . .", // c: black D3, taken at C3
        ". . X O . . . . . . .",
        ". . . . . . . . . . .",
    };

    @Test
    void c8BothOtherBlackKoStonesAreTwinHotStones() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.BLACK, TRIPLE_KO_BLACK_HOLDING_TWO);
        Diagram.playAll(game, "D9");
        assertEquals(List.of(Violation.Kind.HOT_STONE, Violation.Kind.HOT_STONE),
                List.of(Diagram.refused(game, "J9").kind(), Diagram.refused(game, "C3").kind()));
    }

    @Test
    void c8TwinHotStonesCoolAfterOneInterveningPlay() {
        Game game = Diagram.setUp(Rulesets.ING_1991, Color.BLACK, TRIPLE_KO_BLACK_HOLDING_TWO);
        Diagram.playAll(game, "D9", "K1", "A1");
        assertTrue(Diagram.play(game, "J9").isEmpty());
    }
}
