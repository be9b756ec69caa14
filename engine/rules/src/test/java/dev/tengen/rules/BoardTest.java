package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Liberties and capture: Korean 2016 art. 4, Chinese 2002 art. 3-5. */
class BoardTest {

    @Test
    void aStoneInTheCentreHasFourLibertiesOnTheEdgeThreeInTheCornerTwo() {
        Board board = Board.parse(
                ".....",
                "..X..",
                ".....",
                ".....",
                "X...X");
        assertEquals(4, board.liberties(board.index(2, 1)));
        assertEquals(2, board.liberties(board.index(0, 4)));
        Board edge = Board.parse(
                "..X..",
                ".....",
                ".....",
                ".....",
                ".....");
        assertEquals(3, edge.liberties(edge.index(2, 0)));
    }

    @Test
    void connectedStonesShareTheirLiberties() {
        Board board = Board.parse(
                ".....",
                ".XX..",
                ".....",
                ".....",
                ".....");
        assertEquals(6, board.liberties(board.index(1, 1)));
        assertEquals(2, board.chainSize(board.index(2, 1)));
    }

    @Test
    void takingTheLastLibertyRemovesTheChain() {
        Board board = twoWhiteStonesWithTwoLiberties();
        // White O at b4,c4 (x=1..2, y=1) has liberties at c5 (2,0) and d4 (3,1).
        board.play(board.index(2, 0), Board.BLACK);
        int captured = board.play(board.index(3, 1), Board.BLACK);
        assertEquals(2, captured);
        assertEquals(Board.EMPTY, board.at(board.index(1, 1)));
        assertEquals(Board.EMPTY, board.at(board.index(2, 1)));
    }

    @Test
    void whenBothSidesAreBreathlessTheMoverRemovesTheOpponent() {
        // Chinese 2002 art. 4.2: Black fills White's last liberty at a point where Black has none either.
        Board board = Board.parse(
                ".OX..",
                "OX...",
                "X....",
                ".....",
                ".....");
        int corner = board.index(0, 0);
        assertFalse(board.wouldBeSuicide(corner, Board.BLACK));
        assertTrue(board.wouldCapture(corner, Board.BLACK));
        assertEquals(2, board.play(corner, Board.BLACK));
        assertEquals(Board.BLACK, board.at(corner));
    }

    @Test
    void aStoneWithoutLibertyThatCapturesNothingIsSuicide() {
        Board board = Board.parse(
                ".X...",
                "X....",
                ".....",
                ".....",
                ".....");
        assertTrue(board.wouldBeSuicide(board.index(0, 0), Board.WHITE));
        assertFalse(board.wouldBeSuicide(board.index(0, 0), Board.BLACK));
    }

    @Test
    void groupSelfRemovalTakesTheWholeChainOff() {
        Board board = Board.parse(
                "X.XO.",
                "XXXO.",
                "OOO..",
                ".....",
                ".....");
        int p = board.index(1, 0);
        assertTrue(board.wouldBeSuicide(p, Board.BLACK));
        assertEquals(6, board.reading().suicideSize(p, Board.BLACK));
        long expected = board.reading().hashAfter(p, Board.BLACK);
        assertEquals(0, board.play(p, Board.BLACK));
        assertEquals(6, board.selfRemoved());
        assertEquals(expected, board.hash());
        assertEquals(Board.EMPTY, board.at(board.index(0, 1)));
    }

    @Test
    void hashAfterPredictsTheHashOfTheCapturingPlay() {
        Board board = Board.parse(
                ".XO..",
                "XO...",
                ".O...",
                ".....",
                ".....");
        int p = board.index(0, 0);
        long predicted = board.reading().hashAfter(p, Board.WHITE);
        board.play(p, Board.WHITE);
        assertEquals(predicted, board.hash());
        assertEquals(Board.EMPTY, board.at(board.index(1, 0)));
    }

    @Test
    void removingAStoneOutsidePlayRebuildsItsChain() {
        Board board = Board.parse(
                ".....",
                ".XXX.",
                ".....",
                ".....",
                ".....");
        board.removeStone(board.index(2, 1));
        assertEquals(1, board.chainSize(board.index(1, 1)));
        assertEquals(4, board.liberties(board.index(1, 1)));
        assertEquals(Board.parse(".....", ".X.X.", ".....", ".....", ".....").hash(), board.hash());
    }

    @Test
    void probeAndHashAfterAgreeWithPlayingOnACopy() {
        Board board = Board.parse(
                "X.XO.",
                "XXXO.",
                "OOO.O",
                ".XO.O",
                "XO.O.");
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                int p = board.index(x, y);
                if (board.at(p) != Board.EMPTY) {
                    continue;
                }
                for (byte stone : new byte[] {Board.BLACK, Board.WHITE}) {
                    Board after = board.copy();
                    after.play(p, stone);
                    assertEquals(after.selfRemoved() == 0, board.reading().probe(p, stone), "probe at " + board.point(p));
                    assertEquals(after.hash(), board.reading().hashAfter(p, stone), "hash at " + board.point(p));
                }
            }
        }
    }

    @Test
    void pseudoLibertiesCountEveryStoneAndEmptyNeighbourPairAfterAMergeAndACapture() {
        Board board = twoWhiteStonesWithTwoLiberties();
        int white = board.index(1, 1);
        int black = board.index(1, 2);
        // White b4-c4: b4 touches no empty point, c4 touches c5 and d4.
        assertEquals(2, pseudoLiberties(board, white));
        // Black b3-c3: b3 touches a3 and b2, c3 touches d3 and c2.
        assertEquals(4, pseudoLiberties(board, black));
        board.play(board.index(2, 0), Board.BLACK); // c5 joins b5
        assertEquals(1, pseudoLiberties(board, white));
        board.play(board.index(3, 1), Board.BLACK); // d4 captures b4-c4
        // Black b3-c3 now also touches b4 and c4.
        assertEquals(6, pseudoLiberties(board, black));
        board.play(board.index(3, 2), Board.BLACK); // d3 merges b3-c3 with d4
        // b3: a3 b2 b4; c3: c2 c4; d3: d2 e3; d4: c4 e4 d5.
        assertEquals(10, pseudoLiberties(board, black));
        assertEquals(4, board.chainSize(black));
    }

    @Test
    void aPointEmptiedByACaptureBelongsToNoChainSoLaterPlaysNextToItLeaveOtherChainsAlone() {
        Board board = Board.parse(
                ".......",
                ".XXXX..",
                "XOOOO..",
                ".XXXX..",
                ".......",
                ".......",
                ".......");
        // White b5-e5 was built left to right, so its head is c5, the second stone.
        board.play(board.index(5, 2), Board.BLACK); // f5 captures b5-e5
        for (int x = 1; x <= 4; x++) {
            assertEquals(0, board.chainHead(board.index(x, 2)), "head of " + board.point(board.index(x, 2)));
        }
        int c5 = board.index(2, 2);
        board.play(c5, Board.WHITE); // a lone stone again at c5: liberties b5 and d5
        board.play(board.index(4, 2), Board.BLACK); // e5 touches d5, emptied by the capture, not c5
        assertEquals(2, pseudoLiberties(board, c5));
        assertEquals(2, board.liberties(c5));
    }

    @Test
    void aStoneJoiningALoneStoneHeadsTheirChainAndALargerChainKeepsItsHead() {
        // The head decides where a chain's removal starts, so the order in which captured points
        // return to the empty-point list that playouts draw from.
        Board board = new Board(9);
        int b9 = board.index(1, 0), c9 = board.index(2, 0), d9 = board.index(3, 0);
        board.play(b9, Board.WHITE);
        board.play(c9, Board.WHITE);
        assertEquals(c9, board.chainHead(b9));
        board.play(d9, Board.WHITE);
        assertEquals(c9, board.chainHead(d9));
        board.play(board.index(0, 0), Board.BLACK);
        board.play(board.index(1, 1), Board.BLACK);
        board.play(board.index(2, 1), Board.BLACK);
        board.play(board.index(3, 1), Board.BLACK);
        assertEquals(3, board.play(board.index(4, 0), Board.BLACK));
        assertEquals(c9, board.removedAt(0));
    }

    @Test
    void newBoardsOfOneSizeShareNothing() {
        Board first = new Board(9);
        first.play(first.index(4, 4), Board.BLACK);
        Board second = new Board(9);
        assertEquals(Board.EMPTY, second.at(second.index(4, 4)));
        assertEquals(81, second.emptyCount());
        assertEquals(0L, second.hash());
    }

    @Test
    void aNewBoardListsItsEmptyPointsRowByRow() {
        Board board = new Board(9);
        assertEquals(board.index(0, 0), board.emptyAt(0));
        assertEquals(board.index(8, 0), board.emptyAt(8));
        assertEquals(board.index(0, 1), board.emptyAt(9));
        assertEquals(board.index(8, 8), board.emptyAt(80));
    }

    /** White b4-c4 with its liberties at c5 and d4, Black around it. */
    private static Board twoWhiteStonesWithTwoLiberties() {
        return Board.parse(
                ".X...",
                "XOO..",
                ".XX..",
                ".....",
                ".....");
    }

    /** The pseudo-liberty count of the chain through {@code p}, as the board keeps it. */
    private static int pseudoLiberties(Board board, int p) {
        return board.pseudoLiberties[board.chainHead(p)];
    }
}
