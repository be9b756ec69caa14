package dev.tengen.rules.scoring;

import static dev.tengen.rules.scoring.Positions.at;
import static dev.tengen.rules.scoring.Positions.board;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Board;
import org.junit.jupiter.api.Test;

class UnconditionalLifeTest {

    @Test
    void aBlackChainWithTwoSmallEyesIsPassAliveEvenWhenSurrounded() {
        Board board = board("""
                . X . X O
                X X X X O
                O O O O O
                . . . . .
                . . . . .
                """);
        assertTrue(UnconditionalLife.of(board, Board.BLACK).isAlive(at(board, "A4")));
        assertFalse(UnconditionalLife.of(board, Board.WHITE).isAlive(at(board, "E5")),
                "White's only region holds points that are no liberty of White");
    }

    @Test
    void aWhiteChainWithTwoSmallEyesIsPassAlive() {
        Board board = board("""
                . O . O X
                O O O O X
                X X X X X
                . . . . .
                . . . . .
                """);
        assertTrue(UnconditionalLife.of(board, Board.WHITE).isAlive(at(board, "B5")));
        assertFalse(UnconditionalLife.of(board, Board.BLACK).isAlive(at(board, "A3")));
    }

    @Test
    void aChainWithOneEyeIsNotPassAlive() {
        Board board = board("""
                . X O . .
                X X O . .
                O O O . .
                . . . . .
                . . . . .
                """);
        assertFalse(UnconditionalLife.of(board, Board.BLACK).isAlive(at(board, "B5")));
    }

    @Test
    void chainsInSekiWithOneEyeEachAreNotPassAlive() {
        Board board = board(PositionAnalysisTest.SEKI_WITH_EYES);
        assertFalse(UnconditionalLife.of(board, Board.BLACK).isAlive(at(board, "B7")));
        assertFalse(UnconditionalLife.of(board, Board.WHITE).isAlive(at(board, "D7")));
    }

    @Test
    void twoChainsSharingTwoEyesLiveTogether() {
        // A5 is a chain of its own; both eyes B5 and A4 touch it and the chain C5-B4-B3-A3.
        Board board = board("""
                X . X O .
                . X X O .
                X X O O .
                O O O . .
                . . . . .
                """);
        UnconditionalLife.PassAlive black = UnconditionalLife.of(board, Board.BLACK);
        assertTrue(black.isAlive(at(board, "A5")));
        assertTrue(black.isAlive(at(board, "C5")));
        assertTrue(black.territory().get(at(board, "B5")));
    }

    @Test
    void anOpposingStoneInsideASmallPassAliveRegionLiesInTerritory() {
        Board board = board("""
                . X O X O
                X X . X O
                X X X X O
                O O O O O
                . . . . .
                """);
        UnconditionalLife.PassAlive black = UnconditionalLife.of(board, Board.BLACK);
        assertTrue(black.isAlive(at(board, "B5")));
        assertTrue(black.territory().get(at(board, "C5")), "the white stone at C5 can never live");
    }
}
