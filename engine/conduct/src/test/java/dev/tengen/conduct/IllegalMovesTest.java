package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.conduct.Play.timeline;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Illegal placements and two moves in a row, as each code treats them.
 *
 * <p>The ko used throughout, on a 9x9 board, after White's C8 took the black stone at D8; Black to play,
 * and D8 retakes at once:
 * <pre>
 *     A B C D E
 *  9  . . X O .
 *  8  . X O . O
 *  7  . . X O .
 * </pre>
 */
class IllegalMovesTest {

    private static final String[] KO = {"C9", "D9", "B8", "E8", "C7", "D7", "D8", "C8"};

    /**
     * The corner A1 is a forbidden intersection for Black:
     * <pre>
     *     A B
     *  2  O .
     *  1  . O
     * </pre>
     */
    private static final String[] CORNER = {"E5", "A2", "E6", "B1"};

    @Test
    void incheonKoRetakeIsInvalidWarnedAndCostsATurn() {
        List<Ruling> rulings = after(CompetitionCodes.INCHEON_2013, timeline().moves(BLACK, KO).move(BLACK, "D8"));
        assertEquals(List.of("MoveRefused", "WarningIssued", "TurnLost"), kinds(rulings));
        assertTrue(rulings.stream().allMatch(r -> r.article().equals("Incheon 2013 code art. 5.3")), rulings.toString());
    }

    @Test
    void afterALostTurnTheOpponentPlays() {
        Adjudication a = run(CompetitionCodes.INCHEON_2013, timeline().moves(BLACK, KO).move(BLACK, "D8").move(WHITE, "D8"));
        assertEquals(List.of("MoveAccepted"), kinds(last(a, 1)));
    }

    /**
     * A lost turn is not a pass the player chose: the opponent's pass after it makes no set of passes, and the game
     * goes on with the player whose turn was lost (Chinese 2002 art. 2.5, 7.1 and 21.1; Korean 2013 art. 11.1).
     */
    @Test
    void theOpponentsPassAfterALostTurnDoesNotEndTheGame() {
        for (CompetitionCode code : List.of(CompetitionCodes.CHINESE_2002, CompetitionCodes.INCHEON_2013)) {
            Adjudication a = run(code, timeline().moves(BLACK, KO).move(BLACK, "D8").move(WHITE, "pass"));
            assertEquals(dev.tengen.rules.Phase.PLAYING, a.game().phase(), code.name());
            assertEquals(BLACK, a.game().toMove(), code.name());
            Adjudication played = run(code, timeline().moves(BLACK, KO).move(BLACK, "D8").move(WHITE, "pass")
                    .move(BLACK, "G3"));
            assertEquals(List.of("MoveAccepted"), kinds(last(played, 1)), code.name());
            Adjudication ended = run(code, timeline().moves(BLACK, KO).move(BLACK, "D8").moves(WHITE, "pass", "pass"));
            assertEquals(dev.tengen.rules.Phase.COUNTING, ended.game().phase(), "both players passed: " + code.name());
        }
    }

    @Test
    void incheonForbiddenIntersectionIsInvalidWarnedAndCostsATurn() {
        List<Ruling> rulings = after(CompetitionCodes.INCHEON_2013, timeline().moves(BLACK, CORNER).move(BLACK, "A1"));
        assertEquals(List.of("MoveRefused", "WarningIssued", "TurnLost"), kinds(rulings));
        assertEquals("Incheon 2013 code art. 5.4", rulings.get(1).article());
    }

    @Test
    void chineseKoRetakeWarnsCostsAStoneAndATurn() {
        List<Ruling> rulings = after(CompetitionCodes.CHINESE_2002, timeline().moves(BLACK, KO).move(BLACK, "D8"));
        assertEquals(List.of("MoveRefused", "WarningIssued", "PenaltyPoints", "TurnLost"), kinds(rulings));
        assertEquals("Chinese 2002 art. 18.3", rulings.get(0).article());
    }

    @Test
    void chineseForbiddenIntersectionCostsATurnWithoutWarning() {
        List<Ruling> rulings = after(CompetitionCodes.CHINESE_2002, timeline().moves(BLACK, CORNER).move(BLACK, "A1"));
        assertEquals(List.of("MoveRefused", "TurnLost"), kinds(rulings));
        assertEquals("Chinese 2002 art. 19", rulings.get(1).article());
    }

    @Test
    void ingRefusesInvariationWithoutPenaltyAndThePlayerPlaysAgain() {
        Adjudication a = run(CompetitionCodes.ING_1991, timeline().moves(BLACK, KO).move(BLACK, "D8").move(BLACK, "G3"));
        assertEquals(List.of("MoveRefused"), kinds(last(a, 2).subList(0, 1)));
        assertEquals("Ing 1991 art. 1 and 3", last(a, 2).get(0).article());
        assertEquals(List.of("MoveAccepted"), kinds(last(a, 1)));
        assertEquals(Ledger.EMPTY.black().warnings(), a.ledger().black().warnings());
    }

    @Test
    void agaIllegalKoClaimedBeforeTheOpponentMovesCountsAsAPassWithAPassStone() {
        Adjudication a = run(CompetitionCodes.AGA_ELIMINATION, timeline().moves(BLACK, KO).move(BLACK, "D8")
                .then(new Action.ClaimIllegalMove(Play.START.plusSeconds(500), WHITE)));
        assertEquals(List.of("IllegalMoveOpen"), kinds(a.rulings().subList(a.rulings().size() - 2, a.rulings().size() - 1)));
        assertEquals(List.of("PassCounted"), kinds(last(a, 1)));
        assertEquals(new Ruling.PassCounted(BLACK, 1, true, "AGA rule 7"), last(a, 1).get(0));
        // White captured one stone (D8) and received Black's pass stone (AGA rule 6).
        assertEquals(2, a.game().prisoners(WHITE));
        assertEquals(WHITE, a.game().toMove());
    }

    @Test
    void agaIllegalKoNotClaimedStandsOnceTheOpponentMoves() {
        Adjudication a = run(CompetitionCodes.AGA_ELIMINATION, timeline().moves(BLACK, KO).move(BLACK, "D8").move(WHITE, "G3"));
        assertEquals(List.of("IllegalMoveStands", "MoveAccepted"), kinds(last(a, 2)));
        assertEquals(BLACK, a.game().position().colorAt(Play.point("D8")));
        assertTrue(a.game().position().isEmpty(Play.point("C8")), "the retake captured C8");
    }

    @Test
    void incheonTwoMovesInARowLoseTheGame() {
        List<Ruling> rulings = after(CompetitionCodes.INCHEON_2013, timeline().move(BLACK, "E5").move(BLACK, "E6"));
        assertEquals(List.of("loss"), kinds(rulings));
        assertEquals("Incheon 2013 code art. 5.1.1", rulings.get(0).article());
    }

    @Test
    void chineseSecondMoveInARowIsVoidAndWarned() {
        Adjudication a = run(CompetitionCodes.CHINESE_2002, timeline().move(BLACK, "E5").move(BLACK, "E6"));
        assertEquals(List.of("MoveRefused", "WarningIssued", "PenaltyPoints"), kinds(last(a, 3)));
        assertEquals("Chinese 2002 art. 17.2", last(a, 3).get(0).article());
        assertEquals(WHITE, a.game().toMove());
    }

    @Test
    void agaTwoMovesInARowAreBothTakenBackAndCountAsAPass() {
        Adjudication a = run(CompetitionCodes.AGA_ELIMINATION, timeline().move(BLACK, "E5").move(BLACK, "E6")
                .then(new Action.ClaimIllegalMove(Play.START.plusSeconds(100), WHITE)));
        assertEquals(new Ruling.PassCounted(BLACK, 2, true, "AGA rule 7"), last(a, 1).get(0));
        assertTrue(a.game().position().isEmpty(new Point(4, 4)), "E5 is taken back too");
        assertEquals(WHITE, a.game().toMove());
        assertEquals(1, a.game().prisoners(WHITE));
    }

    @Test
    void agaMoveOutOfTurnAsTheGamesFirstIsTakenBackAlone() {
        // White moves first in an even game; Black claims: only that move is taken back, as a pass (AGA rule 7).
        Adjudication a = run(CompetitionCodes.AGA_ELIMINATION, timeline().move(WHITE, "E5")
                .then(new Action.ClaimIllegalMove(Play.START.plusSeconds(100), BLACK)));
        assertEquals(new Ruling.PassCounted(WHITE, 2, true, "AGA rule 7"), last(a, 1).get(0));
        assertEquals(81, a.game().position().emptyCount());
        assertEquals(BLACK, a.game().toMove());
    }

    private static Adjudication run(CompetitionCode code, Play play) {
        Adjudication a = new Adjudication(Play.setup(code, 9));
        play.actions().forEach(a::handle);
        return a;
    }

    /** The rulings of the last action. */
    private static List<Ruling> after(CompetitionCode code, Play play) {
        Adjudication a = new Adjudication(Play.setup(code, 9));
        List<Ruling> rulings = List.of();
        for (Action action : play.actions()) {
            rulings = a.handle(action);
        }
        return rulings;
    }

    private static List<Ruling> last(Adjudication a, int n) {
        List<Ruling> all = a.rulings();
        return all.subList(all.size() - n, all.size());
    }
}
