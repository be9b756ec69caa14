package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.conduct.Play.point;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Moved stones and a disturbed board (Incheon 2013 code art. 5.1.6-5.1.7; Chinese 2002 art. 17.5-17.6):
 * each referee choice acts on the game. The game, on 9x9:
 *
 * <pre>
 *   9 . . . . . . . . .
 *   8 . . . . . . . . .
 *   7 . . . . . . O . .     Black C3, White G7, Black D4, White F6;
 *   6 . . . . . O . . .     Black's stone played on D4 is found on E4.
 *   5 . . . . . . . . .
 *   4 . . . X . . . . .
 *   3 . . X . . . . . .
 *   2 . . . . . . . . .
 *   1 . . . . . . . . .
 *     A B C D E F G H J
 * </pre>
 */
class MovedStonesTest {

    private static final List<MovedStone> D4_TO_E4 = List.of(new MovedStone(point("D4"), point("E4")));

    /** Where the stone stands after the ruling: as played (D4), as found (E4), or nowhere (a new game). */
    enum Board9 { AS_PLAYED, AS_FOUND, EMPTY }

    static Stream<Arguments> rulings() {
        Infraction moved = new Infraction.MovedStones(Optional.empty(), D4_TO_E4);
        Infraction movedByWhite = new Infraction.MovedStones(Optional.of(WHITE), D4_TO_E4);
        Infraction disturbed = new Infraction.BoardDisturbed(Optional.empty(), false);
        return Stream.of(
                // seed 000, Incheon 2013 code art. 5.1.6 (1)-(3) and its last sentence; art. 5.1.7
                row("incheon-2013", moved, RefereeChoice.RESTORE, "BoardCorrected", "Incheon 2013 code art. 5.1.6", Board9.AS_PLAYED),
                row("incheon-2013", moved, RefereeChoice.DECLARE_VALID, "StonesDeclaredValid", "Incheon 2013 code art. 5.1.6", Board9.AS_FOUND),
                row("incheon-2013", moved, RefereeChoice.DRAW, "draw", "Incheon 2013 code art. 5.1.6", Board9.AS_PLAYED),
                row("incheon-2013", moved, RefereeChoice.REPLAY, "Replay", "Incheon 2013 code art. 5.1.6", Board9.EMPTY),
                row("incheon-2013", moved, RefereeChoice.BOTH_LOSE, "bothLose", "Incheon 2013 code art. 5.1.6", Board9.AS_PLAYED),
                row("incheon-2013", movedByWhite, null, "loss", "Incheon 2013 code art. 5.1.6", Board9.AS_PLAYED),
                row("incheon-2013", new Infraction.BoardDisturbed(Optional.empty(), true), null, "BoardCorrected", "Incheon 2013 code art. 5.1.7", Board9.AS_PLAYED),
                row("incheon-2013", disturbed, RefereeChoice.REPLAY, "Replay", "Incheon 2013 code art. 5.1.7", Board9.EMPTY),
                row("incheon-2013", disturbed, RefereeChoice.DECLARE_VALID, "ActionRefused", "Incheon 2013 code art. 5.1.7", Board9.AS_PLAYED),
                // seed 004, Chinese 2002 art. 17.5 (1)-(5) and its last paragraph; art. 17.6
                row("chinese-2002", moved, RefereeChoice.RESTORE, "BoardCorrected", "Chinese 2002 art. 17.5", Board9.AS_PLAYED),
                row("chinese-2002", moved, RefereeChoice.DECLARE_VALID, "StonesDeclaredValid", "Chinese 2002 art. 17.5", Board9.AS_FOUND),
                row("chinese-2002", moved, RefereeChoice.DRAW, "draw", "Chinese 2002 art. 17.5", Board9.AS_PLAYED),
                row("chinese-2002", moved, RefereeChoice.REPLAY, "Replay", "Chinese 2002 art. 17.5", Board9.EMPTY),
                row("chinese-2002", moved, RefereeChoice.BOTH_LOSE, "bothLose", "Chinese 2002 art. 17.5", Board9.AS_PLAYED),
                row("chinese-2002", movedByWhite, null, "loss", "Chinese 2002 art. 17.5", Board9.AS_PLAYED),
                row("chinese-2002", disturbed, RefereeChoice.DRAW, "draw", "Chinese 2002 art. 17.6", Board9.AS_PLAYED),
                row("chinese-2002", new Infraction.BoardDisturbed(Optional.of(WHITE), false), null, "loss", "Chinese 2002 art. 17.6", Board9.AS_PLAYED),
                // seeds 002 and 001 say nothing of moved stones: the referee rules himself
                row("ing-1991", moved, RefereeChoice.DECLARE_VALID, "ReferredToReferee", "Ing 1991 art. 10, Referee", Board9.AS_PLAYED),
                row("aga-elimination", moved, RefereeChoice.RESTORE, "ReferredToReferee",
                        "AGA other rule 2 (at the discretion of the Chief Judge)", Board9.AS_PLAYED));
    }

    @ParameterizedTest(name = "{0}: {1} with {2} -> {3} ({4})")
    @MethodSource("rulings")
    void eachChoiceActsOnTheGameAsItsArticleSays(String code, Infraction infraction, RefereeChoice choice, String expected,
                                                  String article, Board9 after) {
        Game9 game = new Game9(CompetitionCodes.byName(code).orElseThrow());
        List<Ruling> rulings = game.claim(infraction, choice);
        assertEquals(expected, kinds(rulings).get(0), rulings.toString());
        assertEquals(article, rulings.get(0).article());
        Board board = game.adjudication.game().position();
        switch (after) {
            case AS_PLAYED -> {
                assertEquals(Color.BLACK, board.colorAt(point("D4")));
                assertTrue(board.isEmpty(point("E4")));
            }
            case AS_FOUND -> {
                assertTrue(board.isEmpty(point("D4")));
                assertEquals(Color.BLACK, board.colorAt(point("E4")));
                assertEquals(BLACK, game.adjudication.game().toMove(), "declaring stones valid is no move");
            }
            case EMPTY -> assertEquals(81, board.emptyCount());
        }
    }

    @Test
    void bothLoseIsRefusedUnderChineseRulesWhereAComputerPairs() {
        // Chinese 2002 art. 17.5 (5): a computer pairing cannot miss a score.
        Game9 game = new Game9(CompetitionCodes.CHINESE_2002.withPairedByComputer(true));
        List<Ruling> rulings = game.claim(new Infraction.MovedStones(Optional.empty(), D4_TO_E4), RefereeChoice.BOTH_LOSE);
        assertEquals(List.of("ActionRefused"), kinds(rulings));
        assertTrue(game.adjudication.result().isEmpty());
    }

    @Test
    void bothLoseStandsUnderTheIncheonCodeWhereAComputerPairs() {
        // Incheon 2013 code art. 5.1.6 (3) has no proviso for computer pairing.
        Game9 game = new Game9(CompetitionCodes.INCHEON_2013.withPairedByComputer(true));
        List<Ruling> rulings = game.claim(new Infraction.MovedStones(Optional.empty(), D4_TO_E4), RefereeChoice.BOTH_LOSE);
        assertEquals(List.of("bothLose"), kinds(rulings));
    }

    @Test
    void playGoesOnFromTheStonesDeclaredValid() {
        Game9 game = new Game9(CompetitionCodes.CHINESE_2002);
        game.claim(new Infraction.MovedStones(Optional.empty(), D4_TO_E4), RefereeChoice.DECLARE_VALID);
        // D4, empty now, can take Black's next stone; E4 is taken.
        assertEquals(List.of("MoveAccepted"), kinds(game.play(BLACK, "D4")));
        assertEquals(List.of("MoveRefused"), kinds(game.play(WHITE, "E4")));
    }

    @Test
    void restoringLeavesThePositionAsPlayedAndTheNextMoveFollows() {
        Game9 game = new Game9(CompetitionCodes.INCHEON_2013);
        List<Ruling> rulings = game.claim(new Infraction.MovedStones(Optional.empty(), D4_TO_E4), RefereeChoice.RESTORE);
        assertEquals("the moved stones go back to their places (D4 to E4)", ((Ruling.BoardCorrected) rulings.get(0)).description());
        assertEquals(List.of("MoveAccepted"), kinds(game.play(BLACK, "E4")));
    }

    @Test
    void stonesCannotBeDeclaredValidOnAnOccupiedPoint() {
        // Black's D4 claimed to stand on G7, where White's stone is.
        Game9 game = new Game9(CompetitionCodes.INCHEON_2013);
        List<Ruling> rulings = game.claim(new Infraction.MovedStones(Optional.empty(),
                List.of(new MovedStone(point("D4"), point("G7")))), RefereeChoice.DECLARE_VALID);
        assertEquals(List.of("ActionRefused"), kinds(rulings));
        assertEquals("G7 is already occupied: they cannot stand so", ((Ruling.ActionRefused) rulings.get(0)).reason());
        assertEquals(Color.BLACK, game.adjudication.game().position().colorAt(point("D4")));
    }

    @Test
    void stonesCannotBeDeclaredValidWithoutSayingWhereTheyWent() {
        Game9 game = new Game9(CompetitionCodes.INCHEON_2013);
        List<Ruling> rulings = game.claim(new Infraction.MovedStones(Optional.empty()), RefereeChoice.DECLARE_VALID);
        assertEquals(List.of("ActionRefused"), kinds(rulings));
        assertEquals("Incheon 2013 code art. 5.1.6", rulings.get(0).article());
    }

    @Test
    void stonesLeftWithoutALibertyCannotBeDeclaredValid() {
        // White's G7 claimed to have slid to the corner J1 and Black's C3 to H1, beside it:
        //   1 . . . . . . . X O   the white stone would have no liberty
        Game9 game = new Game9(CompetitionCodes.CHINESE_2002);
        game.play(BLACK, "J2");
        game.play(WHITE, "A9");
        List<Ruling> rulings = game.claim(new Infraction.MovedStones(Optional.empty(), List.of(
                new MovedStone(point("G7"), point("J1")), new MovedStone(point("C3"), point("H1")))), RefereeChoice.DECLARE_VALID);
        assertEquals(List.of("ActionRefused"), kinds(rulings));
        assertEquals("the stones at J1 would have no liberty: they cannot stand so", ((Ruling.ActionRefused) rulings.get(0)).reason());
    }

    private static Arguments row(String code, Infraction infraction, RefereeChoice choice, String expected, String article,
                                 Board9 after) {
        return Arguments.of(code, infraction, choice, expected, article, after);
    }

    /** The game of the class comment, adjudicated under a code. */
    private static final class Game9 {
        final Adjudication adjudication;
        final Play play = Play.timeline();

        Game9(CompetitionCode code) {
            adjudication = new Adjudication(Play.setup(code, 9));
            for (String[] m : new String[][] {{"B", "C3"}, {"W", "G7"}, {"B", "D4"}, {"W", "F6"}}) {
                play(m[0].equals("B") ? BLACK : WHITE, m[1]);
            }
        }

        List<Ruling> play(Color c, String at) {
            return adjudication.handle(new Action.Place(play.next(), c, point(at), Optional.empty()));
        }

        List<Ruling> claim(Infraction infraction, RefereeChoice choice) {
            return adjudication.handle(new Action.Claim(play.next(), infraction, Optional.ofNullable(choice)));
        }
    }
}
