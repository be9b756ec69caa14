package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SgfGameTest {

    private static SgfGame game(String text) throws SgfException {
        return SgfReader.readGame(text, "game.sgf");
    }

    @Test
    void gameInfoIsReadFromTheRoot() throws SgfException {
        SgfGameInfo info = game("(;PB[Lee Sedol]BR[9p]PW[Gu Li]WR[9p]RU[Chinese]KM[7.5]RE[B+R]DT[2014-01-26]"
                + "EV[Jubango]RO[1]PC[Beijing]TM[14400]OT[5x60 byo-yomi])").info();

        assertEquals(Optional.of("Lee Sedol"), info.blackPlayer());
        assertEquals(Optional.of("9p"), info.blackRank());
        assertEquals(Optional.of("Gu Li"), info.whitePlayer());
        assertEquals(Optional.of("9p"), info.whiteRank());
        assertEquals(Optional.of("Chinese"), info.rules());
        assertEquals(Optional.of(new BigDecimal("7.5")), info.komi());
        assertEquals(Optional.of("B+R"), info.result());
        assertEquals(Optional.of("2014-01-26"), info.date());
        assertEquals(Optional.of("Jubango"), info.event());
        assertEquals(Optional.of("1"), info.round());
        assertEquals(Optional.of("Beijing"), info.place());
        assertEquals(Optional.of(new BigDecimal("14400")), info.timeLimitSeconds());
        assertEquals(Optional.of("5x60 byo-yomi"), info.overtime());
    }

    @Test
    void absentGameInfoIsEmptyAndHandicapIsZero() throws SgfException {
        SgfGameInfo info = game("(;GM[1])").info();

        assertEquals(Optional.empty(), info.komi());
        assertEquals(Optional.empty(), info.blackPlayer());
        assertEquals(0, info.handicap());
    }

    @Test
    void negativeAndWholeKomiAreNumbers() throws SgfException {
        assertEquals(Optional.of(new BigDecimal("-5.5")), game("(;KM[-5.5])").info().komi());
        assertEquals(Optional.of(new BigDecimal("0")), game("(;KM[0])").info().komi());
    }

    @Test
    void komiIsTheSameNumberWhateverItsTrailingZeros() throws SgfException {
        assertEquals(Optional.of(new BigDecimal("6.5")), game("(;KM[6.50])").info().komi());
        assertEquals(Optional.of(new BigDecimal("10")), game("(;KM[10.0])").info().komi());
        assertEquals(Optional.of(new BigDecimal("7")), game("(;KM[+7.])").info().komi());
    }

    @Test
    void emptyKomiMeansNotGiven() throws SgfException {
        assertEquals(Optional.empty(), game("(;KM[])").info().komi());
    }

    @Test
    void handicapIsAWholeNumber() throws SgfException {
        assertEquals(4, game("(;HA[4]AB[dd][pd][dp][pp])").info().handicap());
    }

    @Test
    void boardSizeDefaultsToNineteen() throws SgfException {
        assertEquals(19, game("(;GM[1])").size());
    }

    @Test
    void boardSizeMayBeGivenOnceOrAsASquare() throws SgfException {
        assertEquals(13, game("(;SZ[13])").size());
        assertEquals(9, game("(;SZ[9:9])").size());
    }

    @Test
    void setupStonesOfTheRootAreListedInOrder() throws SgfException {
        SgfGame game = game("(;HA[2]AB[pd][dp]AW[dd])");

        assertEquals(List.of(new SgfPoint(15, 3), new SgfPoint(3, 15)), game.setupBlack());
        assertEquals(List.of(new SgfPoint(3, 3)), game.setupWhite());
    }

    @Test
    void compressedRectangleExpandsToEveryPointInIt() throws SgfException {
        SgfGame game = game("(;SZ[5]AB[bb:dc]AW[ae])");

        assertEquals(Boards.pointsMarked('X', """
                . . . . .
                . X X X .
                . X X X .
                . . . . .
                . . . . .
                """), game.setupBlack());
        assertEquals(Boards.pointsMarked('O', """
                . . . . .
                . . . . .
                . . . . .
                . . . . .
                O . . . .
                """), game.setupWhite());
    }

    @Test
    void rectangleGivenByItsOtherCornersCoversTheSamePoints() throws SgfException {
        assertEquals(game("(;SZ[5]AB[bb:dc])").setupBlack(), game("(;SZ[5]AB[db:bc])").setupBlack());
    }

    @Test
    void pointListedTwiceCountsOnce() throws SgfException {
        assertEquals(List.of(new SgfPoint(0, 0), new SgfPoint(1, 0)), game("(;SZ[5]AB[aa:ba][aa])").setupBlack());
    }

    @Test
    void movesOfTheMainLineAreReadInOrder() throws SgfException {
        SgfGame game = game("(;GM[1];B[pd];W[dd];B[pq])");

        assertEquals(List.of(
                SgfMove.play(SgfColor.BLACK, new SgfPoint(15, 3)),
                SgfMove.play(SgfColor.WHITE, new SgfPoint(3, 3)),
                SgfMove.play(SgfColor.BLACK, new SgfPoint(15, 16))), game.mainLineMoves());
    }

    @Test
    void mainLineFollowsTheFirstVariation() throws SgfException {
        SgfGame game = game("(;GM[1];B[pd](;W[dd];B[pp])(;W[dp]))");

        assertEquals(List.of("pd", "dd", "pp"),
                game.mainLineMoves().stream().map(move -> move.point().orElseThrow().letters()).toList());
    }

    @Test
    void emptyMoveIsAPass() throws SgfException {
        assertEquals(List.of(SgfMove.pass(SgfColor.BLACK)), game("(;;B[])").mainLineMoves());
    }

    @Test
    void ttIsAPassOnBoardsUpToNineteen() throws SgfException {
        assertEquals(List.of(SgfMove.pass(SgfColor.WHITE)), game("(;SZ[19];W[tt])").mainLineMoves());
        assertEquals(List.of(SgfMove.pass(SgfColor.WHITE)), game("(;SZ[9];W[tt])").mainLineMoves());
    }

    @Test
    void ttIsAPointOnBoardsLargerThanNineteen() throws SgfException {
        assertEquals(List.of(SgfMove.play(SgfColor.WHITE, new SgfPoint(19, 19))), game("(;SZ[21];W[tt])").mainLineMoves());
    }

    @Test
    void uppercaseLettersNamePointsBeyondTheTwentySixthLine() throws SgfException {
        assertEquals(List.of(SgfMove.play(SgfColor.BLACK, new SgfPoint(26, 51))), game("(;SZ[52];B[AZ])").mainLineMoves());
    }

    @Test
    void setupInALaterNodeBelongsToThatNode() throws SgfException {
        SgfGame game = game("(;GM[1];B[pd];AW[dd][dp]AE[pd]PL[B])");

        SgfMainLineNode setup = game.mainLine().get(2);
        assertEquals(Optional.empty(), setup.move());
        assertEquals(List.of(new SgfPoint(3, 3), new SgfPoint(3, 15)), setup.addWhite());
        assertEquals(List.of(new SgfPoint(15, 3)), setup.addEmpty());
        assertEquals(Optional.of(SgfColor.BLACK), setup.playerToMove());
        assertTrue(setup.hasSetup());
    }

    @Test
    void commentsBelongToTheirNode() throws SgfException {
        SgfGame game = game("(;C[start];B[pd]C[a good move])");

        assertEquals(Optional.of("start"), game.mainLine().get(0).comment());
        assertEquals(Optional.of("a good move"), game.mainLine().get(1).comment());
    }

    @Test
    void firstPlayerComesFromTheRootPl() throws SgfException {
        assertEquals(Optional.of(SgfColor.WHITE), game("(;HA[2]AB[pd][dp]PL[W])").firstPlayer());
        assertEquals(Optional.empty(), game("(;GM[1])").firstPlayer());
    }

    @Test
    void territoryIsReadFromTheLastMainLineNode() throws SgfException {
        SgfGame game = game("(;SZ[5];B[cc];W[];B[]TB[aa:ba]TW[ee])");

        SgfMainLineNode last = game.lastMainLineNode();
        assertEquals(3, last.index());
        assertEquals(List.of(new SgfPoint(0, 0), new SgfPoint(1, 0)), last.territoryBlack());
        assertEquals(List.of(new SgfPoint(4, 4)), last.territoryWhite());
    }

    @Test
    void emptyTerritoryListIsEmpty() throws SgfException {
        assertEquals(List.of(), game("(;SZ[5]TB[]TW[])").lastMainLineNode().territoryBlack());
    }

    @Test
    void mainLineIndexCountsNodesFromTheRoot() throws SgfException {
        SgfGame game = game("(;GM[1];B[pd];W[dd])");

        assertEquals(List.of(0, 1, 2), game.mainLine().stream().map(SgfMainLineNode::index).toList());
    }

    @Test
    void mixedSetupAndMoveInOneOldNodeKeepsBoth() throws SgfException {
        SgfMainLineNode node = game("(;;AB[aa]W[bb])").mainLine().get(1);

        assertEquals(List.of(new SgfPoint(0, 0)), node.addBlack());
        assertEquals(Optional.of(SgfMove.play(SgfColor.WHITE, new SgfPoint(1, 1))), node.move());
    }
}
