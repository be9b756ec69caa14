package dev.tengen.rules.scoring;

import static dev.tengen.rules.scoring.Positions.at;
import static dev.tengen.rules.scoring.Positions.board;
import static dev.tengen.rules.scoring.Positions.points;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Board;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PositionAnalysisTest {

    // Seki without eyes: the inner chains B7-B6-B5-C5 and D7-D6-D5 share only C7 and C6.
    static final String SEKI_WITHOUT_EYES = """
            O X . O X . .
            O X . O X . .
            O X X O X . .
            O O O X X . .
            . . O X . . .
            . . O X . . .
            . . O X . . .
            """;

    // Seki with eyes: Black's inner chain has the eye A7, White's the eye E7; C7 is shared.
    static final String SEKI_WITH_EYES = """
            . X . O . O X
            X X X O O O X
            O O O X X X X
            . . O X . . .
            . . O X . . .
            . . O X . . .
            . . O X . . .
            """;

    // B5 is a false eye: the black stone C5 has no other liberty, so White could take it there.
    static final String FALSE_EYE = """
            X . X O .
            . X O O .
            X X O . .
            . X O . .
            . X O . .
            """;

    @Test
    void regionsAreMaximalConnectedEmptyPointsWithTheirBorder() {
        Board board = board("""
                . X O . .
                . X O . .
                X X O O O
                . . . . .
                . . . . .
                """);
        PositionAnalysis analysis = PositionAnalysis.of(board, Set.of());
        assertEquals(3, analysis.regions().size());
        assertEquals(RegionBorder.BLACK, analysis.regionAt(at(board, "A5")).border());
        assertEquals(2, analysis.regionAt(at(board, "A5")).size());
        assertEquals(RegionBorder.WHITE, analysis.regionAt(at(board, "E5")).border());
        assertEquals(RegionBorder.BOTH, analysis.regionAt(at(board, "C1")).border());
    }

    @Test
    void aNeutralPointEitherSideCanFillIsDameNotSeki() {
        Board board = board("""
                . X . O .
                . X . O .
                . X . O .
                . X . O .
                . X . O .
                """);
        PositionAnalysis analysis = PositionAnalysis.of(board, Set.of());
        EmptyRegion middle = analysis.regionAt(at(board, "C3"));
        assertTrue(analysis.isDame(middle));
        assertFalse(analysis.isInSeki(at(board, "B3")));
    }

    @Test
    void sharedLibertiesNobodyCanFillAreSeki() {
        Board board = board(SEKI_WITHOUT_EYES);
        PositionAnalysis analysis = PositionAnalysis.of(board, Set.of());
        assertTrue(analysis.isSeki(analysis.regionAt(at(board, "C7"))));
        assertTrue(analysis.isInSeki(at(board, "B7")));
        assertTrue(analysis.isInSeki(at(board, "D6")));
        assertFalse(analysis.isInSeki(at(board, "A7")), "the outer white wall is not in seki");
        assertFalse(analysis.isInSeki(at(board, "E7")), "the outer black wall is not in seki");
    }

    @Test
    void sekiWithEyesMakesTheEyesBorderStonesInSeki() {
        Board board = board(SEKI_WITH_EYES);
        PositionAnalysis analysis = PositionAnalysis.of(board, Set.of());
        assertTrue(analysis.isSeki(analysis.regionAt(at(board, "C7"))));
        assertTrue(analysis.bordersSeki(analysis.regionAt(at(board, "A7"))));
        assertTrue(analysis.bordersSeki(analysis.regionAt(at(board, "E7"))));
        assertFalse(analysis.bordersSeki(analysis.regionAt(at(board, "G1"))));
    }

    @Test
    void theLastLibertyOfAChainInsideItsOwnAreaNeedsAProtectiveFill() {
        Board board = board(FALSE_EYE);
        PositionAnalysis analysis = PositionAnalysis.of(board, Set.of());
        assertTrue(analysis.needsProtectiveFill(at(board, "B5")));
        assertFalse(analysis.needsProtectiveFill(at(board, "A4")));
    }

    @Test
    void deadStonesLeaveTheirPointsToTheSurroundingRegion() {
        Board board = board("""
                . . X O .
                . O X O .
                . . X O .
                . . X O X
                . . X O .
                """);
        PositionAnalysis analysis = PositionAnalysis.of(board, points(5, "B4", "E2"));
        assertEquals(RegionBorder.BLACK, analysis.regionAt(at(board, "B4")).border());
        assertEquals(10, analysis.regionAt(at(board, "B4")).size(), "columns A and B, the dead stone's point included");
        assertEquals(RegionBorder.WHITE, analysis.regionAt(at(board, "E2")).border());
        assertEquals(Board.WHITE, analysis.stoneAt(at(board, "B4")));
        assertTrue(analysis.isDead(at(board, "B4")));
    }
}
