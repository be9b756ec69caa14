package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Turn order, legality, passes and the end of play, rule set by rule set. */
class GameTest {

    /** A ko on a 5x5 board: Black to play at c4 captures the white stone at b4. */
    private static Game koPosition(Ruleset rules) {
        Board b = Board.parse(
                ".XO..",
                "XO.O.",
                ".XO..",
                ".....",
                ".....");
        List<Point> black = List.of(new Point(1, 0), new Point(0, 1), new Point(1, 2));
        List<Point> white = List.of(new Point(2, 0), new Point(1, 1), new Point(3, 1), new Point(2, 2));
        assertEquals(b.hash(), Game.withSetup(rules.withBoardSize(5), black, white, Color.BLACK).position().hash());
        return Game.withSetup(rules.withBoardSize(5), black, white, Color.BLACK);
    }

    private static Point at(String name) {
        return Point.parse(name, 5).orElseThrow();
    }

    private static void play(Game game, Color color, String point) {
        Optional<Violation> v = game.apply(Move.play(color, at(point)));
        assertTrue(v.isEmpty(), () -> point + " refused: " + v.get());
    }

    @Test
    void koRecaptureBeforeAThreatIsRefusedUnderKoreanRules() {
        Game game = koPosition(Rulesets.KOREAN_2016);
        play(game, Color.BLACK, "C4");
        assertEquals(1, game.prisoners(Color.BLACK));
        Violation v = game.apply(Move.play(Color.WHITE, at("B4"))).orElseThrow();
        assertEquals(Violation.Kind.KO, v.kind());
        assertEquals("Korean 2016 art. 7", v.article());
    }

    @Test
    void koRecaptureAfterAThreatAndAnswerIsAllowed() {
        Game game = koPosition(Rulesets.KOREAN_2016);
        play(game, Color.BLACK, "C4");
        play(game, Color.WHITE, "E1");
        play(game, Color.BLACK, "E2");
        play(game, Color.WHITE, "B4");
        assertEquals(1, game.prisoners(Color.WHITE));
    }

    @Test
    void immediateKoRecaptureIsAKoViolationUnderChineseRules() {
        Game game = koPosition(Rulesets.CHINESE_2002);
        play(game, Color.BLACK, "C4");
        assertEquals(Violation.Kind.KO, game.apply(Move.play(Color.WHITE, at("B4"))).orElseThrow().kind());
    }

    @Test
    void immediateKoRecaptureIsRefusedByAgaSituationalSuperko() {
        Game game = koPosition(Rulesets.AGA);
        play(game, Color.BLACK, "C4");
        assertEquals(Violation.Kind.KO, game.apply(Move.play(Color.WHITE, at("B4"))).orElseThrow().kind());
    }

    @Test
    void aMoveOfTheRecordIsItsHistoryEntryWithTheStonesItRemoved() {
        Game game = koPosition(Rulesets.CHINESE_2002);
        play(game, Color.BLACK, "C4");
        play(game, Color.WHITE, "E1");
        game.pass(Color.BLACK);
        assertEquals(List.of(at("B4")), game.move(1).removed());
        assertEquals(Move.pass(Color.BLACK), game.move(3).move());
        for (int number = 1; number <= 3; number++) {
            assertEquals(game.history().get(number - 1), game.move(number));
        }
        assertThrows(IndexOutOfBoundsException.class, () -> game.move(4));
    }

    @Test
    void aRefusedMoveChangesNothing() {
        Game game = koPosition(Rulesets.KOREAN_2016);
        play(game, Color.BLACK, "C4");
        long hash = game.position().hash();
        int moves = game.moveCount();
        game.apply(Move.play(Color.WHITE, at("B4")));
        game.apply(Move.play(Color.WHITE, at("C4")));
        game.apply(Move.play(Color.BLACK, at("E5")));
        assertEquals(hash, game.position().hash());
        assertEquals(moves, game.moveCount());
        assertEquals(Color.WHITE, game.toMove());
    }

    @Test
    void playingOnAnOccupiedPointOrOutOfTurnIsRefused() {
        Game game = koPosition(Rulesets.KOREAN_2016);
        assertEquals(Violation.Kind.OCCUPIED, game.apply(Move.play(Color.BLACK, at("B5"))).orElseThrow().kind());
        assertEquals(Violation.Kind.NOT_YOUR_TURN, game.apply(Move.play(Color.WHITE, at("E5"))).orElseThrow().kind());
        assertEquals(Violation.Kind.OFF_BOARD,
                game.apply(Move.play(Color.BLACK, new Point(7, 7))).orElseThrow().kind());
    }

    @Test
    void aForbiddenIntersectionIsRefusedUnderKoreanRules() {
        // Korean 2016 art. 5: White at a5 would have no liberty and captures nothing.
        Game game = Game.withSetup(Rulesets.KOREAN_2016.withBoardSize(5),
                List.of(new Point(1, 0), new Point(0, 1)), List.of(), Color.WHITE);
        Violation v = game.apply(Move.play(Color.WHITE, at("A5"))).orElseThrow();
        assertEquals(Violation.Kind.SUICIDE, v.kind());
        assertEquals("Korean 2016 art. 5", v.article());
    }

    @Test
    void ingForbidsSingleStoneSelfRemovalButAllowsGroupSelfRemoval() {
        Ruleset ing = Rulesets.ING_1991.withBoardSize(5);
        Game single = Game.withSetup(ing, List.of(new Point(1, 0), new Point(0, 1)), List.of(), Color.WHITE);
        assertEquals(Violation.Kind.SUICIDE, single.apply(Move.play(Color.WHITE, at("A5"))).orElseThrow().kind());

        // Black's six stones have b5 as their last liberty; playing there removes them (Ing art. 1, art. 2).
        List<Point> black = List.of(new Point(0, 0), new Point(2, 0), new Point(0, 1), new Point(1, 1), new Point(2, 1));
        List<Point> white = List.of(new Point(3, 0), new Point(3, 1), new Point(0, 2), new Point(1, 2), new Point(2, 2));
        Game group = Game.withSetup(ing, black, white, Color.BLACK);
        play(group, Color.BLACK, "B5");
        assertEquals(6, group.prisoners(Color.WHITE));
        assertTrue(group.lastMove().selfRemoval());
        assertTrue(group.position().isEmpty(at("A5")));
        Game korean = Game.withSetup(Rulesets.KOREAN_2016.withBoardSize(5), black, white, Color.BLACK);
        assertEquals(Violation.Kind.SUICIDE, korean.apply(Move.play(Color.BLACK, at("B5"))).orElseThrow().kind());
    }

    @Test
    void twoPassesStopPlayAndAgreedDeadStonesEndTheGame() {
        Game game = Game.start(Rulesets.KOREAN_2016.withBoardSize(9));
        game.apply(Move.play(Color.BLACK, Point.parse("E5", 9).orElseThrow()));
        game.apply(Move.pass(Color.WHITE));
        assertEquals(Phase.PLAYING, game.phase());
        game.apply(Move.pass(Color.BLACK));
        assertEquals(Phase.COUNTING, game.phase());
        assertEquals(Violation.Kind.GAME_NOT_IN_PLAY,
                game.apply(Move.play(Color.WHITE, Point.parse("A1", 9).orElseThrow())).orElseThrow().kind());
        game.agreeDeadStones(Set.of());
        assertEquals(Phase.ENDED, game.phase());
    }

    @Test
    void aDisputeAfterTwoPassesResumesPlayWithThePlayerNamed() {
        // Chinese 2002 art. 21.4: the one who thinks the stones are dead plays first.
        Game game = Game.start(Rulesets.CHINESE_2002.withBoardSize(9));
        game.apply(Move.pass(Color.BLACK));
        game.apply(Move.pass(Color.WHITE));
        game.resume(Color.WHITE);
        assertEquals(Phase.PLAYING, game.phase());
        assertTrue(game.apply(Move.play(Color.WHITE, Point.parse("E5", 9).orElseThrow())).isEmpty());
    }

    @Test
    void aPassUnderAgaRulesHandsThePassStoneToTheOpponent() {
        Game game = Game.start(Rulesets.AGA.withBoardSize(9));
        game.apply(Move.pass(Color.BLACK));
        assertEquals(1, game.prisoners(Color.WHITE));
        assertEquals(0, game.prisoners(Color.BLACK));
    }

    @Test
    void underAgaRulesWhitePassesLastWhenBlackPassedSecond() {
        Game game = Game.start(Rulesets.AGA.withBoardSize(9));
        game.apply(Move.play(Color.BLACK, Point.parse("E5", 9).orElseThrow()));
        game.apply(Move.pass(Color.WHITE));
        game.apply(Move.pass(Color.BLACK));
        assertEquals(Phase.COUNTING, game.phase());
        assertEquals(4, game.moveCount());
        MoveRecord last = game.lastMove();
        assertEquals(Color.WHITE, last.move().color());
        assertTrue(last.isPass() && last.isAutomatic());
        // Each side handed over as many stones as the other: B played 1 + passed 1, W passed 2.
        assertEquals(2, game.prisoners(Color.BLACK));
        assertEquals(1, game.prisoners(Color.WHITE));
    }

    @Test
    void underAgaRulesNoExtraPassIsNeededWhenWhitePassedSecond() {
        Game game = Game.start(Rulesets.AGA.withBoardSize(9));
        game.apply(Move.pass(Color.BLACK));
        game.apply(Move.pass(Color.WHITE));
        assertEquals(2, game.moveCount());
        assertEquals(Phase.COUNTING, game.phase());
    }

    @Test
    void anAgaDisputeResumesWithTheOpponentOfTheLastPasserAndTwoMorePassesLeaveEveryStoneAlive() {
        Game game = Game.start(Rulesets.AGA.withBoardSize(9));
        game.apply(Move.pass(Color.BLACK));
        game.apply(Move.pass(Color.WHITE));
        assertEquals(Color.BLACK, game.resumingPlayer());
        game.resume(game.resumingPlayer());
        game.apply(Move.play(Color.BLACK, Point.parse("E5", 9).orElseThrow()));
        game.apply(Move.pass(Color.WHITE));
        game.apply(Move.pass(Color.BLACK));
        assertEquals(Phase.ENDED, game.phase());
        assertEquals(Set.of(), game.deadStones());
        assertEquals(Color.WHITE, game.lastMove().move().color(), "White still passes last (AGA rule 10)");
    }

    @Test
    void anAgaDisputeAfterWhitesExtraPassResumesWithBlackSoBothHandOverAsManyStones() {
        // AGA rule 10: Black passed second, so White passes once more, and that pass is the last one.
        // AGA rule 9: play resumes "with the opponent of the last player to pass": Black.
        // AGA rule 10: "The total number of stones played or passed by the two players ... must be equal."
        Game game = Game.start(Rulesets.AGA.withBoardSize(9));
        game.apply(Move.play(Color.BLACK, Point.parse("E5", 9).orElseThrow()));
        game.apply(Move.pass(Color.WHITE));
        game.apply(Move.pass(Color.BLACK));
        assertEquals(Color.BLACK, game.toMove());
        assertEquals(Color.BLACK, game.resumingPlayer());
        game.resume(game.resumingPlayer());
        assertTrue(game.apply(Move.play(Color.BLACK, Point.parse("D5", 9).orElseThrow())).isEmpty());
        game.apply(Move.pass(Color.WHITE));
        game.apply(Move.pass(Color.BLACK));
        assertEquals(Phase.ENDED, game.phase());
        // Black: E5, pass, D5, pass. White: pass, extra pass, pass, extra pass.
        assertEquals(4, game.history().stream().filter(m -> m.move().color() == Color.BLACK).count());
        assertEquals(4, game.history().stream().filter(m -> m.move().color() == Color.WHITE).count());
        assertEquals(Color.WHITE, game.lastMove().move().color());
    }

    @Test
    void underIngRulesTwoPassPlaysPauseAndFourEndTheGame() {
        Game game = Game.start(Rulesets.ING_1991.withBoardSize(9));
        game.apply(Move.pass(Color.BLACK));
        game.apply(Move.pass(Color.WHITE));
        assertEquals(Phase.COUNTING, game.phase());
        assertTrue(game.apply(Move.play(Color.BLACK, Point.parse("E5", 9).orElseThrow())).isEmpty(),
                "play may continue after the pause");
        assertEquals(Phase.PLAYING, game.phase());
        for (Color c : List.of(Color.WHITE, Color.BLACK, Color.WHITE, Color.BLACK)) {
            game.apply(Move.pass(c));
        }
        assertEquals(Phase.ENDED, game.phase());
    }

    @Test
    void aLostTurnIsAPassInTheRecordThatMakesNoSetOfPasses() {
        // Chinese 2002 art. 18.3: the ko retaken at once "loses one turn"; art. 2.5, 7.1, 21.1: a pass is the
        // player's choice, and the game goes on until both agree it is finished
        Game game = Game.start(Rulesets.CHINESE_2002);
        play19(game, Color.BLACK, "D4");
        assertTrue(game.apply(Move.turnLost(Color.WHITE)).isEmpty());
        assertTrue(game.apply(Move.pass(Color.BLACK)).isEmpty());
        assertEquals(Phase.PLAYING, game.phase(), "White did not pass: its turn was lost");
        assertEquals(Color.WHITE, game.toMove());
        assertTrue(game.history().get(1).isPass(), "the record shows the lost turn as a pass");
        assertTrue(game.apply(Move.pass(Color.WHITE)).isEmpty());
        assertEquals(Phase.COUNTING, game.phase(), "both players passed one after the other (art. 7.3)");
    }

    @Test
    void ingHandicapIsPlayedAsBoardPlaysWithWhitesMandatoryPasses() {
        // three handicap stones are Black's three moves before White's first: under Ing, three initial board plays
        // with White's two mandatory passes between them, a handicap of two plays (Ing 1991 art. 6)
        Game game = Game.start(Rulesets.ING_1991, 3);
        assertTrue(game.position().emptyCount() == 361, "no setup stones (Ing art. 6)");
        for (String p : List.of("D4", "Q16")) {
            assertEquals(Color.BLACK, game.toMove());
            play19(game, Color.BLACK, p);
        }
        assertEquals(Color.BLACK, game.toMove());
        play19(game, Color.BLACK, "Q4");
        assertEquals(Color.WHITE, game.toMove(), "after N board plays White plays");
        assertEquals(5, game.moveCount());
        assertEquals(2, game.history().stream().filter(MoveRecord::isAutomatic).count());
    }

    @Test
    void twoStonesAreIngsOneplayHandicap() {
        // Ing 1991 art. 6: "In a one-play handicap, for example, Black makes a board play anywhere, White makes a
        // mandatory pass play, then Black makes another board play anywhere"; Preface (5): two plays of difference
        // take a one-play handicap, as two ranks take two stones
        Game game = Game.start(Rulesets.ING_1991, 2);
        play19(game, Color.BLACK, "D4");
        assertEquals(Color.BLACK, game.toMove(), "White's mandatory pass");
        play19(game, Color.BLACK, "Q16");
        assertEquals(Color.WHITE, game.toMove());
        assertEquals(3, game.moveCount());
        assertEquals(0.0, game.rules().compensationFor(game.handicapStones()).inPoints(), "no compensation points");
    }

    @Test
    void ingMandatoryPassesBelongToTheBeginningAndABlackPassEndsThem() {
        // Ing 1991 Preface (3): "at the beginning of a handicap-play game White makes a certain number of
        // mandatory pass plays". Black passes instead of his first handicap play: White then plays freely,
        // and Black's next board play is answered by White, not by a mandatory pass in the middle of the game.
        Game game = Game.start(Rulesets.ING_1991, 2);
        assertTrue(game.apply(Move.pass(Color.BLACK)).isEmpty());
        assertEquals(Color.WHITE, game.toMove());
        play19(game, Color.WHITE, "D4");
        play19(game, Color.BLACK, "Q16");
        assertEquals(Color.WHITE, game.toMove());
        assertEquals(3, game.moveCount());
        assertEquals(0, game.history().stream().filter(MoveRecord::isAutomatic).count());
    }

    private static void play19(Game game, Color color, String point) {
        assertTrue(game.apply(Move.play(color, Point.parse(point, 19).orElseThrow())).isEmpty());
    }

    @Test
    void fixedHandicapStonesStandOnTheStarPointsAndWhiteMovesFirst() {
        Game game = Game.start(Rulesets.AGA, 4);
        Board board = game.position();
        for (String p : List.of("D4", "Q4", "D16", "Q16")) {
            assertEquals(Color.BLACK, board.colorAt(Point.parse(p, 19).orElseThrow()), p);
        }
        assertEquals(Color.WHITE, game.toMove());
        assertEquals(0.5, game.rules().compensationFor(game.handicapStones()).amount());
    }

    @Test
    void nineStonesFillTheCornersSidesAndCentre() {
        assertEquals(Set.of("D4", "K4", "Q4", "D10", "K10", "Q10", "D16", "K16", "Q16"),
                Handicap.starPoints(19, 9).stream().map(p -> p.name(19)).collect(java.util.stream.Collectors.toSet()));
        assertEquals(Set.of("C3", "G7", "C7", "G3", "E5"),
                Handicap.starPoints(9, 5).stream().map(p -> p.name(9)).collect(java.util.stream.Collectors.toSet()));
    }

    @Test
    void resignationEndsTheGameForTheOpponent() {
        Game game = Game.start(Rulesets.KOREAN_2016);
        game.resign(Color.WHITE);
        assertEquals(Phase.ENDED, game.phase());
        assertEquals("B+R", game.result().orElseThrow().sgf());
        assertFalse(game.apply(Move.pass(Color.BLACK)).isEmpty());
    }

    // Moved stones declared valid (Incheon 2013 code art. 5.1.6 (2); Chinese 2002 art. 17.5 (2)).

    @Test
    void aMovedStoneDeclaredValidStandsWhereItWasMovedAndTheTurnStays() {
        Game game = Game.start(Rulesets.CHINESE_2002.withBoardSize(5));
        play(game, Color.BLACK, "B2");
        play(game, Color.WHITE, "D4");
        game.moveStones(Map.of(at("B2"), at("C2")));
        // .....
        // ...O.
        // .....
        // ..X..   the black stone played at B2 now stands at C2
        // .....
        Board board = game.position();
        assertTrue(board.isEmpty(at("B2")));
        assertEquals(Color.BLACK, board.colorAt(at("C2")));
        assertEquals(Color.BLACK, game.toMove());
        assertEquals(2, game.moveCount(), "the correction is not a move");
        assertTrue(game.hasPositionOccurred(board.hash(), board.stoneCount()), "the corrected position joins the history");
    }

    @Test
    void stonesCanShiftAlongALineOntoEachOthersPoints() {
        Game game = Game.start(Rulesets.KOREAN_2016.withBoardSize(5));
        play(game, Color.BLACK, "B3");
        play(game, Color.WHITE, "C3");
        // X O . . .  on row 3 becomes . X O . .: the white stone leaves C3 as the black one arrives
        game.moveStones(Map.of(at("B3"), at("C3"), at("C3"), at("D3")));
        Board board = game.position();
        assertTrue(board.isEmpty(at("B3")));
        assertEquals(Color.BLACK, board.colorAt(at("C3")));
        assertEquals(Color.WHITE, board.colorAt(at("D3")));
    }

    @Test
    void moveStonesLiftsTheKoBan() {
        Game game = koPosition(Rulesets.KOREAN_2016);
        play(game, Color.BLACK, "C4");
        assertTrue(game.koPoint() >= 0);
        // the white stone at C3 is found at E1: the position is no longer the one the ko rule guards
        game.moveStones(Map.of(at("C3"), at("E1")));
        assertEquals(-1, game.koPoint());
    }

    @Test
    void aStoneCannotBeMovedOntoAnOccupiedPoint() {
        Game game = Game.start(Rulesets.KOREAN_2016.withBoardSize(5));
        play(game, Color.BLACK, "B2");
        play(game, Color.WHITE, "D4");
        long before = game.position().hash();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> game.moveStones(Map.of(at("B2"), at("D4"))));
        assertEquals("D4 is already occupied", e.getMessage());
        assertEquals(before, game.position().hash(), "a refused correction changes nothing");
    }

    @Test
    void aStoneCannotBeMovedOffTheBoard() {
        Game game = Game.start(Rulesets.KOREAN_2016.withBoardSize(5));
        play(game, Color.BLACK, "B2");
        assertThrows(IllegalArgumentException.class, () -> game.moveStones(Map.of(at("B2"), new Point(5, 0))));
        assertEquals(Color.BLACK, game.position().colorAt(at("B2")));
    }

    @Test
    void onlyAStoneOnTheBoardCanBeMoved() {
        Game game = Game.start(Rulesets.KOREAN_2016.withBoardSize(5));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> game.moveStones(Map.of(at("B2"), at("C2"))));
        assertEquals("no stone stands at B2 to be moved", e.getMessage());
    }

    @Test
    void aCorrectionLeavingAChainWithoutALibertyIsRefused() {
        Game game = Game.start(Rulesets.KOREAN_2016.withBoardSize(5));
        play(game, Color.BLACK, "A2");
        play(game, Color.WHITE, "A1");
        play(game, Color.BLACK, "C3");
        // O X . . .  row 1 would read O X: the white stone in the corner without a liberty
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> game.moveStones(Map.of(at("C3"), at("B1"))));
        assertEquals("the stones at A1 would have no liberty", e.getMessage());
        assertEquals(Color.BLACK, game.position().colorAt(at("C3")));
        assertTrue(game.position().isEmpty(at("B1")));
    }
}
